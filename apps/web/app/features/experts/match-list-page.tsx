import './experts.css';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { formatShanghai } from '../../lib/format-date';
import { EmptyState } from '../shell/states';
import { PageHeader } from '../shell';
import type { MatchListData, SportFilter } from './data';

const SPORTS: { key: SportFilter; label: string }[] = [
  { key: undefined, label: '全部' },
  { key: 'football', label: '足球' },
  { key: 'basketball', label: '篮球' },
];

/** /proposal/matchList: the matches still to play that have tips, with how many. */
export function MatchListPage({ data }: { data: MatchListData }): ReactElement {
  return (
    <div className="kq-experts">
      <PageHeader title="赛事方案" backTo="/proposal" />
      <nav className="kq-experts-chips is-rank" aria-label="运动">
        {SPORTS.map((sport) => (
          <Link
            key={sport.label}
            to={sport.key ? `/proposal/matchList?sport=${sport.key}` : '/proposal/matchList'}
            className={data.sport === sport.key ? 'is-active' : ''}
            replace
          >
            {sport.label}
          </Link>
        ))}
      </nav>
      <main className="kq-experts-body">
        {data.error && <EmptyState title={data.error} />}
        {!data.error && data.list.length === 0 && <EmptyState title="暂无有方案的比赛" />}
        <ul className="kq-match-tips" data-testid="match-tips">
          {data.list.map((match) => (
            <li key={match.id}>
              <Link to={`/proposal?matchId=${match.id}`} className="kq-match-tips-row" data-match-id={match.id}>
                <span className="kq-match-tips-meta">
                  <span className={`kq-sport-dot is-${match.sport}`} aria-hidden="true" />
                  {match.competition}
                  <span>{formatShanghai(match.kickoffAt, 'MM-DD HH:mm')}</span>
                </span>
                <span className="kq-match-tips-teams">
                  {match.home} <em>vs</em> {match.away}
                </span>
                <span className="kq-match-tips-count">
                  <strong>{match.tipCount}</strong>个方案
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
