import type { InAppBrowser } from '@kanqiu/domain';
import type { ReactElement } from 'react';

const appNames: Record<InAppBrowser, string> = { wechat: '微信', qq: 'QQ' };

/**
 * WeChat's and QQ's built-in browsers cannot install a package or add to the home screen (spec §2
 * user-agent guard): an overlay points at their ⋯ menu and says how to open the page in a browser.
 */
export function InAppOverlay({ app }: { app: InAppBrowser }): ReactElement {
  return (
    <div
      className="kq-inapp-overlay"
      role="dialog"
      aria-modal="true"
      aria-label="请在浏览器中打开"
      data-testid="inapp-overlay"
    >
      <svg className="kq-inapp-arrow" viewBox="0 0 120 150" aria-hidden="true">
        <path
          d="M20 140 C 30 80, 60 40, 100 18"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeDasharray="10 8"
          strokeLinecap="round"
        />
        <path
          d="M84 10 L104 16 L96 36"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="kq-inapp-text">
        <p className="kq-inapp-title">请在浏览器中打开</p>
        <ol>
          <li>
            点击右上角的 <span className="kq-inapp-dots">⋯</span> 按钮
          </li>
          <li>选择「在浏览器打开」（iPhone 为「在 Safari 中打开」）</li>
          <li>在浏览器中继续下载或安装</li>
        </ol>
        <p className="kq-inapp-note">{appNames[app]}内置的浏览器不支持下载安装包和添加到主屏幕</p>
      </div>
    </div>
  );
}
