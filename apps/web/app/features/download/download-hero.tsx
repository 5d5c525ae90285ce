import type { ReactElement } from 'react';
import { AppLogo } from '../shell';
import { useRootData } from '../../lib/root-data';

const features = [
  { title: '即时比分', text: '进球红牌，秒级提醒' },
  { title: '高清直播', text: '热门赛事，边看边聊' },
  { title: '专家方案', text: '赛前分析，数据解读' },
  { title: '球迷社区', text: '球迷圈子，一起聊球' },
];

/** The app's name, slogan and version, and what it offers. */
export function DownloadHero({
  version,
  subtitle = '顶级体育赛事直播APP',
}: {
  version: string | null;
  subtitle?: string;
}): ReactElement {
  const { appName } = useRootData();
  return (
    <>
      <div className="kq-download-hero">
        <AppLogo size="1.6rem" />
        <h1>{appName}直播</h1>
        <p>{subtitle}</p>
        {version ? <span className="kq-download-version">V{version}</span> : null}
      </div>
      <ul className="kq-download-features">
        {features.map((feature) => (
          <li key={feature.title}>
            <strong>{feature.title}</strong>
            <span>{feature.text}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
