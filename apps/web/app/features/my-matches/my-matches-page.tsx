import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { BasketballMatchRow } from '../basketball';
import { MatchRow } from '../football';
import { LiveToasts, useInRowLinks } from '../live';
import { EmptyState, ErrorState } from '../shell/states';
import { useBothSportsLive } from '../live-now';
import { PageHeader } from '../shell';
import type { MyMatchesData } from './loader.server';
import { myMatchSections } from './my-matches';

/** /user/match: the matches I follow, both sports in one list, live first, kept live from the sockets. */
export function MyMatchesPage({ data }: { data: MyMatchesData }): ReactElement {
  const { resync, football, basketball, footballNow, basketballNow } = useBothSportsLive(data);
  const sections = myMatchSections(football.rows, basketball.rows);
  useInRowLinks();

  const row = (match: (typeof sections)[number]['matches'][number]): ReactElement =>
    match.sport === 'football' ? (
      <MatchRow
        key={`zq-${match.row.id}`}
        row={match.row}
        now={footballNow}
        flashing={football.flashing.has(match.row.id)}
        showLottery={false}
      />
    ) : (
      <BasketballMatchRow
        key={`lq-${match.row.id}`}
        row={match.row}
        now={basketballNow}
        flashing={basketball.flashing.has(match.row.id)}
      />
    );

  return (
    <div className="kq-live-page kq-my-matches">
      <PageHeader title="我的比赛" />
      <LiveToasts />
      {football.live}
      {basketball.live}
      {data.error ? <ErrorState message={data.error} onRetry={resync} /> : null}
      {!data.error && sections.length === 0 ? (
        <EmptyState title="还没有关注的比赛">
          <span className="kq-my-matches-links">
            <Link className="kq-retry" to="/live/zq/0">
              去看足球
            </Link>
            <Link className="kq-retry" to="/live/lq/0">
              去看篮球
            </Link>
          </span>
        </EmptyState>
      ) : null}
      <div className="kq-match-list" data-testid="match-list">
        {sections.map((section) => (
          <section key={section.group}>
            <h2 className="kq-list-section">{section.title}</h2>
            {section.matches.map(row)}
          </section>
        ))}
      </div>
    </div>
  );
}
