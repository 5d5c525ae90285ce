import './download.css';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { FilingsFooter, PageHeader } from '../shell';
import type { DownloadData } from './data';
import { DownloadHero } from './download-hero';
import { InstallWebApp } from './install-web-app';

/** Desktop visitors scan the page onto their phone. */
function QrBlock({ svg }: { svg: string }): ReactElement {
  return (
    <div className="kq-download-qr" data-testid="download-qr">
      {/* The SVG is made by the qrcode library on the server from our own URL. */}
      <div className="kq-download-qr-code" dangerouslySetInnerHTML={{ __html: svg }} />
      <p>用手机扫码打开，下载或安装到手机桌面</p>
    </div>
  );
}

/** The packages offered to this visitor: those of their platform, or both on a desktop. */
function packagesFor({ apk, platform }: DownloadData): { android: boolean; ios: boolean } {
  return { android: Boolean(apk?.android) && platform !== 'ios', ios: Boolean(apk?.ios) && platform !== 'android' };
}

/** /download: the package for the visitor's platform, or the web app to install (spec §2 Download). */
export function DownloadPage({ data }: { data: DownloadData }): ReactElement {
  const packages = packagesFor(data);
  const hasPackage = packages.android || packages.ios;
  return (
    <div className="kq-page kq-download-page">
      <PageHeader title="下载APP" backTo="/" />
      <DownloadHero version={data.apk?.version ?? null} />
      {data.qrSvg ? <QrBlock svg={data.qrSvg} /> : null}
      <div className="kq-page-actions">
        {packages.android ? (
          <Link className="kq-button kq-button-primary" to="/download/android-down">
            Android 下载
          </Link>
        ) : null}
        {packages.ios ? (
          <Link className="kq-button kq-button-outline" to="/download/ios-down">
            iPhone 下载
          </Link>
        ) : null}
        {hasPackage ? null : (
          <p className="kq-page-note kq-center" data-testid="web-app-offer">
            {data.platform === 'ios' ? 'iPhone 版' : '安装包'}暂未上架，现在就可以把网页版添加到桌面，打开即全屏使用
          </p>
        )}
        {hasPackage ? null : <InstallWebApp />}
        <div className="kq-download-links">
          <Link to="/download/Android">Android 版说明</Link>
          <Link to="/download/wapStep">添加到主屏幕教程</Link>
        </div>
        <Link to="/" className="kq-button kq-button-text">
          继续使用网页版
        </Link>
      </div>
      <FilingsFooter filings={data.filings} />
    </div>
  );
}
