import './download.css';
import { useEffect, type ReactElement } from 'react';
import { Link } from 'react-router';
import { FilingsFooter, PageHeader } from '../shell';
import type { DownloadData } from './data';
import { DownloadHero } from './download-hero';
import { InAppOverlay } from './in-app-overlay';
import { InstallWebApp } from './install-web-app';
import { InstallSteps } from './install-steps';

const apkSteps = [
  '点击下方按钮下载安装包（约 30 MB，建议在 Wi-Fi 下载）',
  '下载完成后点开安装包；如提示「禁止安装未知应用」，在设置中允许浏览器安装应用',
  '安装完成后打开看球，登录后关注的比赛和设置会自动同步',
];

/** /download/Android: the Android package and how to install it, or the web app when there is none. */
export function AndroidPage({ data }: { data: DownloadData }): ReactElement {
  return (
    <div className="kq-page kq-download-page">
      <PageHeader title="Android 版" backTo="/download" />
      <DownloadHero version={data.apk?.version ?? null} subtitle="安卓手机专用" />
      {data.apk?.android ? (
        <>
          <ol className="kq-download-steps">
            {apkSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="kq-page-actions">
            <Link className="kq-button kq-button-primary" to="/download/android-down">
              下载安装包
            </Link>
          </div>
        </>
      ) : (
        <div className="kq-page-actions">
          <p className="kq-page-note kq-center" data-testid="web-app-offer">
            安卓安装包暂未上架。把网页版添加到桌面，打开即全屏使用，功能与APP一致
          </p>
          <InstallWebApp />
        </div>
      )}
      <FilingsFooter filings={data.filings} />
    </div>
  );
}

/** Starts a download by navigating to the package once the page shows, with a link in case it did not start. */
function StartDownload({ url, label }: { url: string; label: string }): ReactElement {
  useEffect(() => {
    window.location.assign(url);
  }, [url]);
  return (
    <div className="kq-page-actions">
      <p className="kq-page-note kq-center" data-testid="download-starting">
        {label}即将开始，如果没有反应，请点击下方按钮
      </p>
      <a className="kq-button kq-button-primary" href={url} rel="noopener">
        重新下载
      </a>
    </div>
  );
}

/** /download/android-down: the download itself (in WeChat or QQ: open in the browser first). */
export function AndroidDownPage({ data }: { data: DownloadData }): ReactElement {
  const url = data.apk?.android;
  return (
    <div className="kq-page kq-download-page">
      <PageHeader title="下载 Android 版" backTo="/download" />
      <DownloadHero version={data.apk?.version ?? null} subtitle="安卓手机专用" />
      {data.inApp ? <InAppOverlay app={data.inApp} /> : null}
      {url && !data.inApp ? <StartDownload url={url} label="下载" /> : null}
      {url ? null : (
        <div className="kq-page-actions">
          <p className="kq-page-note kq-center" data-testid="web-app-offer">
            安卓安装包暂未上架，可以先把网页版添加到桌面
          </p>
          <InstallWebApp />
        </div>
      )}
      <FilingsFooter filings={data.filings} />
    </div>
  );
}

/** /download/ios-down: the App Store (or test) link, or adding the web app to the home screen. */
export function IosDownPage({ data }: { data: DownloadData }): ReactElement {
  const url = data.apk?.ios;
  return (
    <div className="kq-page kq-download-page">
      <PageHeader title="下载 iPhone 版" backTo="/download" />
      {data.inApp ? <InAppOverlay app={data.inApp} /> : null}
      {url && !data.inApp ? (
        <>
          <DownloadHero version={data.apk?.version ?? null} subtitle="iPhone 与 iPad 适用" />
          <StartDownload url={url} label="跳转到 App Store " />
        </>
      ) : null}
      {url ? null : (
        <>
          <p className="kq-download-lead" data-testid="web-app-offer">
            iPhone 版暂未上架 App Store。用 Safari 把网页版添加到主屏幕，打开即全屏使用：
          </p>
          <InstallSteps os="ios" />
        </>
      )}
      <FilingsFooter filings={data.filings} />
    </div>
  );
}
