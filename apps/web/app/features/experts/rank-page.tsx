import './experts.css';
import { formatHitRate, formatLastTen, formatReturn } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../shell/states';
import { PageHeader } from '../shell';
import { authorHref, type RankData } from './data';
import { ExpertAvatar, LevelTag, SimulatedTag } from './expert-badges';
import { FollowButton } from './follow-button';

const SORTS = [
  { key: 'hitRate', label: '命中率' },
  { key: 'streak', label: '连红' },
  { key: 'roi', label: '回报率' },
] as const;

function rankHref(data: RankData, change: Partial<Pick<RankData, 'window' | 'sort'>>): string {
  const { window, sort } = { window: data.window, sort: data.sort, ...change };
  return `/proposal/rank${data.attention ? '/attention' : ''}?window=${window}&sort=${sort}`;
}

function headline(row: RankData['list'][number], sort: RankData['sort']): string {
  if (sort === 'streak') return `${row.record.currentStreak} 连红`;
  if (sort === 'roi') return formatReturn(row.record.roi);
  return formatHitRate(row.record.hitRate);
}

/** /proposal/rank and /proposal/rank/attention: 7 or 30 days, by hit rate, streak or return. */
export function RankPage({ data }: { data: RankData }): ReactElement {
  return (
    <div className="kq-experts">
      <PageHeader title={data.attention ? '关注的专家' : '专家排行'} backTo="/proposal" />
      <nav className="kq-rank-tabs" aria-label="榜单">
        <Link to="/proposal/rank" className={data.attention ? '' : 'is-active'} replace>
          全部专家
        </Link>
        <Link to="/proposal/rank/attention" className={data.attention ? 'is-active' : ''} replace>
          我的关注
        </Link>
      </nav>
      <nav className="kq-experts-chips is-rank" aria-label="排序">
        {([7, 30] as const).map((window) => (
          <Link
            key={window}
            to={rankHref(data, { window })}
            className={data.window === window ? 'is-active' : ''}
            replace
          >
            近{window}天
          </Link>
        ))}
        <span className="kq-tip-card-spacer" />
        {SORTS.map((sort) => (
          <Link
            key={sort.key}
            to={rankHref(data, { sort: sort.key })}
            className={data.sort === sort.key ? 'is-active' : ''}
            replace
          >
            {sort.label}
          </Link>
        ))}
      </nav>
      <main className="kq-experts-body">
        {data.error && <EmptyState title={data.error} />}
        {!data.error && data.list.length === 0 && (
          <EmptyState
            title={data.attention ? '关注的专家近期还没有结算的方案' : '近期还没有结算的方案，比赛结束后榜单会更新'}
          />
        )}
        <ol className="kq-rank-list" data-testid="rank-list">
          {data.list.map((row) => (
            <li key={row.expert.id} className="kq-rank-row" data-expert-id={row.expert.id}>
              <span className={`kq-rank-no${row.rank <= 3 ? ` is-top-${row.rank}` : ''}`}>{row.rank}</span>
              <Link to={authorHref(row.expert.id)} className="kq-rank-expert">
                <ExpertAvatar expert={row.expert} />
                <span className="kq-rank-text">
                  <span className="kq-rank-name">
                    {row.expert.name}
                    <SimulatedTag expert={row.expert} />
                  </span>
                  <span className="kq-rank-meta">
                    <LevelTag expert={row.expert} />
                    {formatLastTen(row.record.lastTen)}
                  </span>
                </span>
              </Link>
              <span className="kq-rank-value">
                <strong>{headline(row, data.sort)}</strong>
                <small>
                  {row.record.hits}红{row.record.misses}黑
                </small>
              </span>
              <FollowButton expert={row.expert} signedIn={data.signedIn} />
            </li>
          ))}
        </ol>
      </main>
    </div>
  );
}
