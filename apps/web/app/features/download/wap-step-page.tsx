import './download.css';
import { Tabs } from 'antd-mobile';
import { useState, type ReactElement } from 'react';
import { FilingsFooter, PageHeader } from '../shell';
import type { DownloadData } from './data';
import { InAppOverlay } from './in-app-overlay';
import { InstallSteps } from './install-steps';
import type { InstallOs } from './step-illustration';

/** /download/wapStep: "添加到主屏幕" step by step for iOS Safari and Android Chrome. */
export function WapStepPage({ data }: { data: DownloadData }): ReactElement {
  const [os, setOs] = useState<InstallOs>(data.platform === 'android' ? 'android' : 'ios');
  return (
    <div className="kq-page kq-download-page">
      <PageHeader title="添加到主屏幕" backTo="/download" />
      {data.inApp ? <InAppOverlay app={data.inApp} /> : null}
      <p className="kq-download-lead">不用下载安装包：把看球添加到手机桌面，打开即全屏使用，和APP一样方便。</p>
      <Tabs activeKey={os} onChange={(key) => setOs(key === 'android' ? 'android' : 'ios')}>
        <Tabs.Tab title="iPhone（Safari）" key="ios" />
        <Tabs.Tab title="安卓（Chrome）" key="android" />
      </Tabs>
      <InstallSteps os={os} />
      <FilingsFooter filings={data.filings} />
    </div>
  );
}
