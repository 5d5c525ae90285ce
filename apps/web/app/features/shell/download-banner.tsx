import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { bannerClosedCookie } from '../../lib/download-banner';
import { closeBannerNow } from '../../lib/stores/banner-store';
import { AppLogo } from './app-logo';

/**
 * The app download banner (spec §1). Hidden in standalone display mode by CSS, closed until the
 * end of the day by a cookie the server reads, so a reload never flashes it.
 */
export function DownloadBanner({ appName }: { appName: string }): ReactElement {
  const close = () => {
    closeBannerNow();
    document.cookie = bannerClosedCookie(new Date());
  };

  return (
    <div className="kq-download-banner" data-testid="download-banner">
      <button type="button" className="kq-download-banner-close" aria-label="关闭下载提示" onClick={close}>
        ×
      </button>
      <Link to="/download" className="kq-download-banner-main">
        <AppLogo size="0.72rem" />
        <span className="kq-download-banner-text">
          <strong>{appName}直播</strong>
          <span>顶级体育赛事直播APP</span>
        </span>
        <span className="kq-download-banner-button">立即下载</span>
      </Link>
    </div>
  );
}
