import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useInstallPrompt } from './use-install-prompt';

/**
 * Installing the web app, which works today whatever packages the operator publishes: the browser's own
 * prompt where it offers one, else the steps for adding to the home screen.
 */
export function InstallWebApp(): ReactElement {
  const prompt = useInstallPrompt();
  if (prompt.installed) {
    return (
      <p className="kq-page-note kq-center" data-testid="web-app-installed">
        已添加到桌面，从桌面图标打开即可
      </p>
    );
  }
  return prompt.available ? (
    <button type="button" className="kq-button kq-button-primary" onClick={() => void prompt.install()}>
      安装网页版APP
    </button>
  ) : (
    <Link className="kq-button kq-button-primary" to="/download/wapStep" data-testid="install-steps-link">
      添加到主屏幕
    </Link>
  );
}
