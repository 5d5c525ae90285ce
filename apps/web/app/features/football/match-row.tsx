import type { FootballListItem } from '@kanqiu/contract';
import { FootballStatus, isFootballLive } from '@kanqiu/domain';
import { lazy, memo, Suspense, type ReactElement } from 'react';
import { Link } from 'react-router';
import { footballStatusLabel, matchSourceLabels } from '../../lib/status-labels';
import { competitionPath, teamPath } from '../../lib/database-paths';
import { FollowStar, InRowLink, RowBadge } from '../live';
import { SpoilerReveal, useScoreHidden } from '../spoiler';
import { formatShanghai } from '../../lib/format-date';
import { shownMinute } from './row-minute';

/** Only the 竞彩 and 北单 lists show SP, so the other lists (热门 first) do not load its code. */
const LotterySp = lazy(() => import('./lottery-sp').then((m) => ({ default: m.LotterySp })));

type MatchRowProps = {
  row: FootballListItem;
  /** Sports-clock now (epoch seconds); null before hydration (then the server's timIng shows). */
  now: number | null;
  flashing: boolean;
  showLottery: boolean;
};

function CardBadges({ red, yellow }: { red: number; yellow: number }): ReactElement | null {
  if (red === 0 && yellow === 0) return null;
  return (
    <span className="kq-cards">
      {red > 0 ? <em className="kq-card-badge is-red">{red}</em> : null}
      {yellow > 0 ? <em className="kq-card-badge is-yellow">{yellow}</em> : null}
    </span>
  );
}

function StateText({ row, now }: { row: FootballListItem; now: number | null }): ReactElement {
  if (isFootballLive(row.s)) {
    const minute = shownMinute(row, now);
    if (minute) {
      return (
        <span className="kq-row-state is-live" data-testid="row-minute">
          {minute.replace(/'$/, '')}
          <i className="kq-blink">&apos;</i>
        </span>
      );
    }
    return <span className="kq-row-state is-live">{footballStatusLabel(row.s)}</span>;
  }
  const tone = row.s === FootballStatus.finished ? 'is-done' : row.s === FootballStatus.notStarted ? '' : 'is-warn';
  return <span className={`kq-row-state ${tone}`}>{footballStatusLabel(row.s)}</span>;
}

/**
 * The clock ticks every second, but a row shows it only as a live match's minute: a tick re-renders the rows
 * whose minute text changed, not the whole list (docs/decisions/0053-fewer-renders-median-of-five.md).
 */
const sameRow = (before: MatchRowProps, after: MatchRowProps): boolean =>
  before.row === after.row &&
  before.flashing === after.flashing &&
  before.showLottery === after.showLottery &&
  shownMinute(before.row, before.now) === shownMinute(after.row, after.now);

/** One match of a score list; live rows change in place and flash on a goal. */
export const MatchRow = memo(function MatchRow({ row, now, flashing, showLottery }: MatchRowProps): ReactElement {
  const live = isFootballLive(row.s);
  const started =
    row.s !== FootballStatus.notStarted &&
    row.s !== FootballStatus.postponed &&
    row.s !== FootballStatus.toBeDetermined &&
    row.s !== FootballStatus.cancelled;
  // 防剧透: score, cards, half-time and corners of a started match stay hidden until a tap reveals them.
  const hidden = useScoreHidden(row.id) && started;
  const source = matchSourceLabels[row.source];
  // 中超 2024 (realScore): the 资料库 has no season pages for its clubs (as the match header).
  const inDatabase = row.source !== 'realScore';
  const extras: string[] = [];
  if (!hidden) {
    if (row.halfTime && row.s !== FootballStatus.firstHalf) extras.push(`半 ${row.halfTime[0]}-${row.halfTime[1]}`);
    if (started && (row.corners[0] > 0 || row.corners[1] > 0)) extras.push(`角 ${row.corners[0]}-${row.corners[1]}`);
    if (row.penalties) extras.push(`点 ${row.penalties[0]}-${row.penalties[1]}`);
  }
  return (
    <div
      className={`kq-match-row${live ? ' is-live' : ''}${flashing && !hidden ? ' is-flash' : ''}`}
      data-testid="match-row"
      data-match-id={row.id}
      data-state={row.s}
    >
      <Link to={`/live/zq/detail/${row.id}`} className="kq-match-link" prefetch="none">
        <div className="kq-row-meta">
          <span className="kq-row-league" style={{ color: row.leagueColor }}>
            {showLottery && row.lotteryNo ? <b className="kq-row-lottery">{row.lotteryNo}</b> : null}
            <InRowLink to={inDatabase ? competitionPath(row.li) : null} className="kq-row-league-name">
              {row.leagueName}
            </InRowLink>
          </span>
          <span className="kq-row-time">{formatShanghai(row.ot, 'HH:mm')}</span>
          <StateText row={row} now={now} />
          {source ? <span className="kq-source-tag">{source}</span> : <span />}
        </div>
        <div className="kq-row-main">
          <span className="kq-row-team is-home">
            {hidden ? null : <CardBadges red={row.red[0]} yellow={row.yellow[0]} />}
            <InRowLink to={inDatabase ? teamPath(row.homeId, row.li) : null} className="kq-team-name">
              {row.homeName}
            </InRowLink>
            <RowBadge id={row.homeId} colors={row.homeColors} />
          </span>
          <span className={`kq-row-score${live ? ' is-live' : ''}`} data-testid="row-score">
            {hidden ? <SpoilerReveal matchId={row.id} compact /> : started ? `${row.score[0]} - ${row.score[1]}` : 'VS'}
          </span>
          <span className="kq-row-team is-away">
            <RowBadge id={row.awayId} colors={row.awayColors} />
            <InRowLink to={inDatabase ? teamPath(row.awayId, row.li) : null} className="kq-team-name">
              {row.awayName}
            </InRowLink>
            {hidden ? null : <CardBadges red={row.red[1]} yellow={row.yellow[1]} />}
          </span>
        </div>
        {extras.length > 0 || !showLottery ? (
          <div className="kq-row-extra">{extras.length > 0 ? extras.join('  ') : '\u00a0'}</div>
        ) : null}
        {showLottery ? (
          <Suspense fallback={<div className="kq-sp is-empty" />}>
            <LotterySp sp={row.sp} />
          </Suspense>
        ) : null}
      </Link>
      <FollowStar matchId={row.id} followed={row.followed} />
    </div>
  );
}, sameRow);
