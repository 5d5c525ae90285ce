import './experts.css';
import {
  formatHitRate,
  formatLastTen,
  marketsOfSport,
  TIP_MARKET_NAMES,
  tipMarkets,
  type TipMarket,
} from '@kanqiu/domain';
import type { TipItem } from '@kanqiu/contract';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../lib/safe-redirect';
import { EmptyState } from '../shell/states';
import { ExpertAvatar, LevelTag, SimulatedTag } from './expert-badges';
import { FollowButton } from './follow-button';
import { authorHref, type ProposalHomeData, type SportFilter } from './data';
import { MoreButton } from './more-button';
import { PublishSheet } from './publish-sheet';
import { TipCard } from './tip-card';
import { useMoreTips } from './use-more-tips';

const SPORTS: { key: SportFilter; label: string }[] = [
  { key: undefined, label: '全部' },
  { key: 'football', label: '足球' },
  { key: 'basketball', label: '篮球' },
];

function filterHref(sport: SportFilter, market: TipMarket | undefined): string {
  const params = new URLSearchParams();
  if (sport) params.set('sport', sport);
  if (market) params.set('market', market);
  const query = params.toString();
  return query ? `/proposal?${query}` : '/proposal';
}

function Icon({ d }: { d: string }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" aria-hidden="true">
      <path d={d} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ENTRIES: { to: string; label: string; icon: ReactNode; tone: string }[] = [
  { to: '/proposal/matchList', label: '赛事方案', icon: <Icon d="M4 5h16v14H4zM4 10h16M9 5v14" />, tone: 'is-blue' },
  { to: '/proposal/rank', label: '专家排行', icon: <Icon d="M5 20V11M12 20V5M19 20v-6" />, tone: 'is-orange' },
  {
    to: '/proposal/rank/attention',
    label: '关注专家',
    icon: <Icon d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" />,
    tone: 'is-red',
  },
  {
    to: '/user/proposal',
    label: '我的方案',
    icon: <Icon d="M6 3.5h9l3 3V20H6zM9 10h6M9 14h6M9 17h3" />,
    tone: 'is-green',
  },
];

export function ExpertsHeader({ title, backTo = '/news/1002' }: { title: string; backTo?: string }): ReactElement {
  return (
    <header className="kq-tab-header">
      <Link to={backTo} className="kq-experts-back">
        头条
      </Link>
      <h1>{title}</h1>
      <Link to="/proposal/rank" className="kq-experts-right">
        排行榜
      </Link>
    </header>
  );
}

/** On one match's tips: 发布本场方案 for a signed-in fan (the server asks for 实名认证). */
function PublishEntry({ match, signedIn }: { match: TipItem['match']; signedIn: boolean }): ReactElement {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const start = () => (signedIn ? setOpen(true) : void navigate(loginPath(location.pathname + location.search)));
  return (
    <>
      <button type="button" className="kq-publish-entry" onClick={start} data-testid="publish-open">
        我也来发布本场方案
      </button>
      {open && <PublishSheet match={match} onClose={() => setOpen(false)} />}
    </>
  );
}

/** /proposal: hot experts, the ways in, and the latest tips by sport and market. */
export function ProposalHomePage({ data }: { data: ProposalHomeData }): ReactElement {
  const tips = useMoreTips(data);
  const markets = data.sport ? marketsOfSport(data.sport) : [...tipMarkets];
  const match = data.matchId === undefined ? undefined : tips.tips[0]?.match;
  return (
    <div className="kq-experts">
      <ExpertsHeader title="专家方案" />
      <main className="kq-experts-body">
        <nav className="kq-experts-entries" aria-label="专家方案入口">
          {ENTRIES.map((entry) => (
            <Link key={entry.to} to={entry.to} className="kq-experts-entry">
              <span className={`kq-experts-entry-icon ${entry.tone}`}>{entry.icon}</span>
              {entry.label}
            </Link>
          ))}
        </nav>
        {data.hot.length > 0 && (
          <section aria-label="热门专家">
            <h2 className="kq-experts-section">近7天热门专家</h2>
            <div className="kq-hot-experts" data-testid="hot-experts">
              {data.hot.map((row) => (
                <div key={row.expert.id} className="kq-hot-expert" data-expert-id={row.expert.id}>
                  <Link to={authorHref(row.expert.id)} className="kq-hot-expert-link">
                    <ExpertAvatar expert={row.expert} size="large" />
                    <span className="kq-hot-expert-name">
                      {row.expert.name}
                      <SimulatedTag expert={row.expert} />
                    </span>
                    <LevelTag expert={row.expert} />
                    <span className="kq-hot-expert-rate">{formatHitRate(row.record.hitRate)}</span>
                    <span className="kq-hot-expert-note">{formatLastTen(row.record.lastTen)}</span>
                  </Link>
                  <FollowButton expert={row.expert} signedIn={data.signedIn} />
                </div>
              ))}
            </div>
          </section>
        )}
        <section aria-label="最新方案">
          <h2 className="kq-experts-section">最新方案</h2>
          <nav className="kq-experts-chips" aria-label="运动">
            {SPORTS.map((sport) => (
              <Link
                key={sport.label}
                to={filterHref(sport.key, undefined)}
                className={data.sport === sport.key ? 'is-active' : ''}
                replace
              >
                {sport.label}
              </Link>
            ))}
          </nav>
          <nav className="kq-experts-chips is-markets" aria-label="玩法">
            <Link
              to={filterHref(data.sport, undefined)}
              className={data.market === undefined ? 'is-active' : ''}
              replace
            >
              全部玩法
            </Link>
            {markets.map((market) => (
              <Link
                key={market}
                to={filterHref(data.sport, market)}
                className={data.market === market ? 'is-active' : ''}
                replace
              >
                {TIP_MARKET_NAMES[market]}
              </Link>
            ))}
          </nav>
          {match && <PublishEntry match={match} signedIn={data.signedIn} />}
          {data.error && <EmptyState title={data.error} />}
          {!data.error && tips.tips.length === 0 && <EmptyState title="暂无方案，临近开赛时专家会陆续发布" />}
          <div className="kq-tip-list" data-testid="tip-list">
            {tips.tips.map((tip) => (
              <TipCard key={tip.code} tip={tip} />
            ))}
          </div>
          {tips.tips.length > 0 && <MoreButton next={tips.next} loading={tips.loading} onMore={tips.loadMore} />}
        </section>
      </main>
    </div>
  );
}
