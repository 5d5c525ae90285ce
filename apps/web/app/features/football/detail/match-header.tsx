import type { FootballNavigation } from '@kanqiu/contract';
import { FootballStatus, footballRoundLabel, isFootballLive } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { footballStatusLabel, matchSourceDetailLabels } from '../../../lib/status-labels';
import { competitionPath, teamPath } from '../../../lib/database-paths';
import { FollowStar, TeamBadge } from '../../live';
import { SpoilerReveal, SpoilerToggle } from '../../spoiler';
import { formatShanghai } from '../../../lib/format-date';
import { rowMinuteText } from '../row-minute';

/**
 * One team of the header, linked to its 资料库 page; not linked for a 中超 2024 match (realScore), whose
 * clubs the database has no season pages for.
 */
function HeaderTeam({
  team,
  side,
  linked,
}: {
  team: FootballNavigation['home'];
  side: 'home' | 'away';
  linked: boolean;
}): ReactElement {
  const content = (
    <>
      <TeamBadge id={team.id} name={team.name} colors={team.colors} />
      <strong>{team.name}</strong>
    </>
  );
  const testId = `detail-${side}-team`;
  return linked ? (
    <Link className="kq-detail-team" to={teamPath(team.id)} data-testid={testId}>
      {content}
    </Link>
  ) : (
    <div className="kq-detail-team" data-testid={testId}>
      {content}
    </div>
  );
}

/** The detail header: competition, teams, big score, state and running minute, kick-off, venue. */
export function MatchHeader({
  header,
  now,
  flash,
  hidden,
}: {
  header: FootballNavigation;
  now: number | null;
  flash: boolean;
  /** 防剧透: the score, half-time and penalties wait for a tap. */
  hidden: boolean;
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
  const source = matchSourceDetailLabels[header.source];
  const linkTeams = header.source !== 'realScore';
  const roundLabel = footballRoundLabel(header.round);
  return (
    <section className={`kq-detail-header${flash ? ' is-flash' : ''}`} data-testid="detail-header">
      <div className="kq-detail-comp">
        {linkTeams ? (
          <Link to={competitionPath(header.competition.id)} style={{ color: '#fff' }} data-testid="detail-competition">
            {header.competition.name}
            {roundLabel ? ` ${roundLabel}` : ''}
          </Link>
        ) : (
          <span style={{ color: '#fff' }}>
            {header.competition.name}
            {roundLabel ? ` ${roundLabel}` : ''}
          </span>
        )}
        {source ? <span className="kq-source-tag is-light">{source}</span> : null}
      </div>
      <div className="kq-detail-teams">
        <HeaderTeam team={header.home} side="home" linked={linkTeams} />
        <div className="kq-detail-center">
          <div className="kq-detail-score" data-testid="detail-score">
            {hidden ? (
              <SpoilerReveal matchId={header.id} />
            ) : notStarted ? (
              'VS'
            ) : (
              `${header.score[0]} - ${header.score[1]}`
            )}
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
          {!hidden && header.halfTime && header.state !== FootballStatus.firstHalf ? (
            <div className="kq-detail-half">
              半场 {header.halfTime[0]}-{header.halfTime[1]}
              {header.penalties ? `  点球 ${header.penalties[0]}-${header.penalties[1]}` : ''}
            </div>
          ) : null}
        </div>
        <HeaderTeam team={header.away} side="away" linked={linkTeams} />
      </div>
      <div className="kq-detail-info">
        <span>{formatShanghai(header.openTime, 'MM-DD HH:mm')}</span>
        {header.venue ? <span className="kq-detail-venue">{header.venue}</span> : null}
        <span>{header.season}赛季</span>
        <SpoilerToggle matchId={header.id} />
        <FollowStar matchId={header.id} followed={header.followed} large />
      </div>
    </section>
  );
}
