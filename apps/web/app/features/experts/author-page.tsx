import './experts.css';
import { Tabs } from 'antd-mobile';
import { useState, type ReactElement } from 'react';
import { EmptyState } from '../shell/states';
import { PostCard } from '../community';
import { PageHeader } from '../shell';
import type { AuthorData } from './data';
import { ExpertAvatar, LevelTag, SimulatedTag } from './expert-badges';
import { FollowButton } from './follow-button';
import { MoreButton } from './more-button';
import { RecordGrid } from './record-grid';
import { TipCard } from './tip-card';
import { useMoreTips } from './use-more-tips';

const WINDOWS = [
  { key: 'd7', title: '近7天' },
  { key: 'd30', title: '近30天' },
  { key: 'd90', title: '近90天' },
] as const;

/** /user/authorHome?id=: the expert's header, record by window and market, and tips page by page. */
export function AuthorPage({ data }: { data: AuthorData }): ReactElement {
  const { head } = data;
  const [window, setWindow] = useState<(typeof WINDOWS)[number]['key']>('d30');
  const tips = useMoreTips(data);
  const [section, setSection] = useState<'tips' | 'posts'>('tips');
  return (
    <div className="kq-experts">
      <PageHeader title="专家主页" backTo="/proposal" />
      <section className="kq-author-hero">
        <ExpertAvatar expert={head.expert} size="large" />
        <div className="kq-author-text">
          <h1>
            {head.expert.name}
            <SimulatedTag expert={head.expert} />
          </h1>
          <LevelTag expert={head.expert} />
          <p>{head.expert.description}</p>
          <p className="kq-author-counts">
            <span data-testid="author-followers">{head.followers} 粉丝</span>
            <span>{head.tipCount} 个方案</span>
          </p>
        </div>
        <FollowButton expert={head.expert} signedIn={data.signedIn} />
      </section>
      <main className="kq-experts-body">
        <section className="kq-author-record" aria-label="战绩">
          <Tabs activeKey={window} onChange={(key) => setWindow(key as typeof window)}>
            {WINDOWS.map((w) => (
              <Tabs.Tab key={w.key} title={w.title} />
            ))}
          </Tabs>
          <RecordGrid record={head.records[window]} />
          {head.byMarket.length > 0 && (
            <ul className="kq-author-markets">
              {head.byMarket.map((row) => (
                <li key={row.market}>
                  <span>{row.marketName}</span>
                  <span>
                    {row.record.hits}红{row.record.misses}黑
                  </span>
                  <span>{Math.round(row.record.hitRate * 100)}%</span>
                </li>
              ))}
            </ul>
          )}
          <p className="kq-tip-note">
            战绩按结算的方案计算：赢、赢半记红，输、输半记黑，走水与无效不计；回报率按每单 1 注计算。
          </p>
        </section>
        <Tabs className="kq-author-sections" activeKey={section} onChange={(key) => setSection(key as typeof section)}>
          <Tabs.Tab key="tips" title={`全部方案 ${head.tipCount}`} />
          <Tabs.Tab key="posts" title="圈子帖子" />
        </Tabs>
        {section === 'tips' && (
          <>
            {tips.tips.length === 0 && <EmptyState title="还没有发布方案" />}
            <div className="kq-tip-list">
              {tips.tips.map((tip) => (
                <TipCard key={tip.code} tip={tip} showExpert={false} />
              ))}
            </div>
            {tips.tips.length > 0 && <MoreButton next={tips.next} loading={tips.loading} onMore={tips.loadMore} />}
          </>
        )}
        {section === 'posts' && (
          <div className="kq-post-list" data-testid="author-posts">
            {data.posts.length === 0 && (
              <EmptyState title={head.userId === null ? '模拟专家不在圈子发帖' : '还没有在圈子发过帖子'} />
            )}
            {data.posts.map((post) => (
              <PostCard key={post.code} post={post} />
            ))}
          </div>
        )}
      </main>
    </div>
  );
}
