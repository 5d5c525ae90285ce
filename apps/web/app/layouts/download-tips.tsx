import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { DownloadBanner } from '../features/shell/download-banner';
import { useRootData } from '../lib/root-data';
import { useBannerClosed } from '../lib/use-banner-closed';

/** Pages that invite visitors to the app: the download banner on top unless closed today. */
export default function DownloadTipsLayout(): ReactElement {
  const { appName } = useRootData();
  const bannerClosed = useBannerClosed();
  return (
    <div className="kq-layout kq-layout-download-tips">
      {bannerClosed ? null : <DownloadBanner appName={appName} />}
      <Outlet />
    </div>
  );
}
