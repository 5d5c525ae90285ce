import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useRootData } from '../../lib/root-data';

/** The download-app confirm dialog (spec §1): get the app for the full experience, then /download. */
export function useDownloadDialog(): () => void {
  const navigate = useNavigate();
  const { appName } = useRootData();
  return useCallback(() => {
    // The dialog's code (and its animation library) loads on the first tap, not with the page.
    void import('../../lib/antd-imperative').then(({ Dialog }) =>
      Dialog.confirm({
        title: '温馨提示',
        content: `下载${appName}APP，体验完整功能`,
        confirmText: '立即下载',
        cancelText: '以后再说',
        onConfirm: () => {
          void navigate('/download');
        },
      }),
    );
  }, [appName, navigate]);
}
