import type { FootballNavigation } from '@kanqiu/contract';
import { FootballStatus, isFootballLive } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { footballStatusLabel, matchSourceLabels } from '../../../lib/status-labels';
import { teamColour, teamInitial } from '../../../lib/team-badge';
import { FollowStar } from '../../live';
import { formatShanghai } from '../../../lib/format-date';
import { rowMinuteText } from '../list-diff';

function TeamBadge({ id, name }: { id: number; name: string }): ReactElement {
  return (
    <span className="kq-team-badge" style={{ background: teamColour(id) }} aria-hidden="true">
      {teamInitial(name)}
    </span>
  );
}

/** The detail header: competition, teams, big score, state and running minute, kick-off, venue. */
export function MatchHeader({
  header,
  now,
  flash,
}: {
  header: FootballNavigation;
  now: number | null;
  flash: boolean;
}): ReactElement {
  const live = isFootballLive(header.state);
  const notStarted =
    header.state === FootballStatus.notStarted ||
    header.state === FootballStatus.postponed ||
    header.state === FootballStatus.toBeDetermined;
  const minute = live
    ? now === null
      ? header.timIng
      : rowMinuteText({ s: header.state, pst: header.periodStartAt, period: header.period }, now)
    : '';
  const source = matchSourceLabels[header.source];
  return (
    <section className={`kq-detail-header${flash ? ' is-flash' : ''}`} data-testid="detail-header">
      <div className="kq-detail-comp">
        <span style={{ color: '#fff' }}>
          {header.competition.name}
          {header.round ? ` 第${header.round}轮` : ''}
        </span>
        {source ? <span className="kq-source-tag is-light">{source}</span> : null}
      </div>
      <div className="kq-detail-teams">
        <div className="kq-detail-team">
          <TeamBadge id={header.home.id} name={header.home.name} />
          <strong>{header.home.name}</strong>
        </div>
        <div className="kq-detail-center">
          <div className="kq-detail-score" data-testid="detail-score">
            {notStarted ? 'VS' : `${header.score[0]} - ${header.score[1]}`}
          </div>
          <div className={`kq-detail-state${live ? ' is-live' : ''}`} data-testid="detail-state">
            {minute ? (
              <>
                {minute.replace(/'$/, '')}
                <i className="kq-blink">&apos;</i>
              </>
            ) : (
              footballStatusLabel(header.state)
            )}
          </div>
          {header.halfTime && header.state !== FootballStatus.firstHalf ? (
            <div className="kq-detail-half">
              半场 {header.halfTime[0]}-{header.halfTime[1]}
              {header.penalties ? `  点球 ${header.penalties[0]}-${header.penalties[1]}` : ''}
            </div>
          ) : null}
        </div>
        <div className="kq-detail-team">
          <TeamBadge id={header.away.id} name={header.away.name} />
          <strong>{header.away.name}</strong>
        </div>
      </div>
      <div className="kq-detail-info">
        <span>{formatShanghai(header.openTime, 'MM-DD HH:mm')}</span>
        {header.venue ? <span className="kq-detail-venue">{header.venue}</span> : null}
        <span>{header.season}赛季</span>
        <FollowStar matchId={header.id} followed={header.followed} large />
      </div>
    </section>
  );
}
