import { BasketballStatus, isBasketballLive } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { matchSourceLabels } from '../../../lib/status-labels';
import { basketballCompetitionPath, basketballTeamPath } from '../../../lib/database-paths';
import { FollowStar, TeamBadge } from '../../live';
import { SpoilerReveal, SpoilerToggle } from '../../spoiler';
import { formatShanghai } from '../../../lib/format-date';
import { periodClockText } from '../clock';
import { headerClock, type DetailState } from './detail-diff';

export const notStarted: ReadonlySet<number> = new Set([
  BasketballStatus.notStarted,
  BasketballStatus.delayed,
  BasketballStatus.toBeDetermined,
  BasketballStatus.cancelled,
]);

/**
 * The live detail's header: 客 on the left, 主 on the right (as the list), big scores, period and clock; it flashes
 * on a score unless the score is hidden.
 */
export function BasketballMatchHeader({
  detail,
  now,
  flash,
  hidden,
}: {
  detail: DetailState;
  now: number | null;
  flash: boolean;
  /** 防剧透: the score waits for a tap. */
  hidden: boolean;
}): ReactElement {
  const { header } = detail;
  const live = isBasketballLive(header.state);
  const source = matchSourceLabels[header.source];
  return (
    <section className={`kq-detail-header${flash && !hidden ? ' is-flash' : ''}`} data-testid="detail-header">
      <div className="kq-detail-comp">
        <Link
          to={basketballCompetitionPath(header.leagueId)}
          style={{ color: '#fff' }}
          data-testid="detail-competition"
        >
          {header.leagueName}
          {header.round ? ` ${header.round}` : ''}
        </Link>
        {source ? <span className="kq-source-tag is-light">{source}</span> : null}
      </div>
      <div className="kq-detail-teams is-basketball">
        <Link className="kq-detail-team" to={basketballTeamPath(header.away.id)} data-testid="detail-away-team">
          <TeamBadge id={header.away.id} name={header.away.name} colors={header.away.colors} />
          <strong>{header.away.name}</strong>
          <small>客</small>
        </Link>
        <div className="kq-detail-center">
          <div className="kq-detail-score" data-testid="detail-score">
            {hidden ? (
              <SpoilerReveal matchId={header.id} />
            ) : notStarted.has(header.state) ? (
              'VS'
            ) : (
              `${header.score[1]} - ${header.score[0]}`
            )}
          </div>
          <div className={`kq-detail-state kq-lq-clock${live ? ' is-live' : ''}`} data-testid="detail-state">
            {periodClockText(headerClock(detail), now)}
          </div>
        </div>
        <Link className="kq-detail-team" to={basketballTeamPath(header.home.id)} data-testid="detail-home-team">
          <TeamBadge id={header.home.id} name={header.home.name} colors={header.home.colors} />
          <strong>{header.home.name}</strong>
          <small>主</small>
        </Link>
      </div>
      <div className="kq-detail-info">
        <span>{formatShanghai(header.openTime, 'MM-DD HH:mm')}</span>
        <span>{header.season}赛季</span>
        <SpoilerToggle matchId={header.id} />
        <FollowStar matchId={header.id} followed={header.followed} large />
      </div>
    </section>
  );
}
