import { apkResource } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/download';
import { AppLogo } from '../features/shell/icons';
import { PageHeader } from '../features/shell/page-header';
import { useRootData } from '../lib/root-data';
import { getSession } from '../lib/session.server';

export const meta = () => [{ title: '下载APP - 看球直播' }];

export async function loader({ context }: Route.LoaderArgs) {
  const result = await getSession(context).api.get('/inform/apk/resource', apkResource);
  return result.ok ? { apk: result.data, error: null } : { apk: null, error: result.msg };
}

const features = [
  { title: '即时比分', text: '进球红牌，秒级提醒' },
  { title: '高清直播', text: '热门赛事，边看边聊' },
  { title: '专家方案', text: '赛前分析，数据解读' },
  { title: '球迷社区', text: '球迷圈子，一起聊球' },
];

export default function DownloadPage({ loaderData }: Route.ComponentProps): ReactElement {
  const { appName } = useRootData();
  const { apk } = loaderData;
  const available = Boolean(apk?.android || apk?.ios);
  return (
    <div className="kq-page">
      <PageHeader title="下载APP" backTo="/" />
      <div className="kq-download-hero">
        <AppLogo size="1.6rem" />
        <h1>{appName}直播</h1>
        <p>顶级体育赛事直播APP</p>
        {apk ? <span className="kq-download-version">V{apk.version}</span> : null}
      </div>
      <ul className="kq-download-features">
        {features.map((feature) => (
          <li key={feature.title}>
            <strong>{feature.title}</strong>
            <span>{feature.text}</span>
          </li>
        ))}
      </ul>
      <div className="kq-page-actions">
        {apk?.android ? (
          <a className="kq-button kq-button-primary" href={apk.android} rel="noopener">
            Android 下载
          </a>
        ) : null}
        {apk?.ios ? (
          <a className="kq-button kq-button-outline" href={apk.ios} rel="noopener">
            iPhone 下载
          </a>
        ) : null}
        {available ? null : (
          <>
            <span className="kq-button kq-button-disabled" aria-disabled="true" data-testid="download-unavailable">
              暂未开放下载
            </span>
            <p className="kq-page-note kq-center">客户端正在准备中，敬请期待。现在就可以用网页版看比分、看直播。</p>
          </>
        )}
        <Link to="/" className="kq-button kq-button-text">
          继续使用网页版
        </Link>
      </div>
    </div>
  );
}
