import { BasketballStatus, isBasketballBeforeTipoff, isBasketballLive, isPlayoffRound } from '@kanqiu/domain';
import { memo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { matchSourceLabels } from '../../lib/status-labels';
import { basketballCompetitionPath, basketballTeamPath } from '../../lib/database-paths';
import { FollowStar, InRowLink, RowBadge } from '../live';
import { SpoilerReveal, useScoreHidden } from '../spoiler';
import { formatShanghai } from '../../lib/format-date';
import { rowStateText, type BasketballRow } from './list-diff';
// After the live list's styles, which it refines (a row shown outside the basketball list, too).
import './basketball.css';

/** 让分 as the home side sees it: 主让 3.5 / 主受让 3.5. */
export function handicapText(line: number | null): string {
  if (line === null) return '-';
  if (line === 0) return '平手';
  return `${line > 0 ? '主让' : '主受让'}${String(Math.abs(line))}`;
}

function TeamLine({
  side,
  team,
  score,
  periods,
  started,
  leads,
}: {
  side: '主' | '客';
  team: { id: number; name: string; colors: readonly [string, string] | null };
  score: number;
  periods: number[];
  started: boolean;
  leads: boolean;
}): ReactElement {
  return (
    <div className="kq-lq-team">
      <span className={`kq-lq-side${side === '主' ? ' is-home' : ''}`}>{side}</span>
      <RowBadge id={team.id} colors={team.colors} />
      <InRowLink to={basketballTeamPath(team.id)} className="kq-lq-name">
        {team.name}
      </InRowLink>
      <span className="kq-lq-periods">
        {periods.map((p, index) => (
          <i key={index}>{p}</i>
        ))}
      </span>
      <b
        className={`kq-lq-total${leads ? ' is-lead' : ''}`}
        data-testid={side === '主' ? 'row-home-score' : 'row-away-score'}
      >
        {started ? score : '-'}
      </b>
    </div>
  );
}

type BasketballMatchRowProps = { row: BasketballRow; now: number | null; flashing: boolean };

/**
 * The clock ticks every second, but a row shows it only as a live game's period clock (stopped in breaks): a
 * tick re-renders the rows whose clock text changed, not the whole list
 * (docs/decisions/0053-fewer-renders-median-of-five.md).
 */
const sameRow = (before: BasketballMatchRowProps, after: BasketballMatchRowProps): boolean =>
  before.row === after.row &&
  before.flashing === after.flashing &&
  rowStateText(before.row, before.now) === rowStateText(after.row, after.now);

/** One game of a basketball list: 客 above 主 (as Chinese basketball apps), quarters, totals, lines. */
export const BasketballMatchRow = memo(function BasketballMatchRow({
  row,
  now,
  flashing,
}: BasketballMatchRowProps): ReactElement {
  const live = isBasketballLive(row.s);
  const hidden = useScoreHidden(row.id);
  const started = !isBasketballBeforeTipoff(row.s);
  // 防剧透: the scores of a started game stay hidden until a tap reveals them.
  const shown = started && !hidden;
  const source = matchSourceLabels[row.source];
  const tone = live
    ? 'is-live'
    : row.s === BasketballStatus.finished
      ? 'is-done'
      : row.s === BasketballStatus.notStarted
        ? ''
        : 'is-warn';
  return (
    <div
      className={`kq-match-row kq-lq-row${live ? ' is-live' : ''}${flashing && shown ? ' is-flash' : ''}`}
      data-testid="match-row"
      data-match-id={row.id}
      data-state={row.s}
      data-league={row.leagueName}
    >
      <Link to={`/live/lq/detail/${row.id}`} className="kq-match-link" prefetch="none">
        <div className="kq-lq-meta">
          <InRowLink
            to={basketballCompetitionPath(row.li)}
            className="kq-lq-league"
            style={{ background: row.leagueColor }}
          >
            {row.leagueName}
          </InRowLink>
          <span className="kq-row-time">{formatShanghai(row.ot, 'HH:mm')}</span>
          <span className={`kq-row-state ${tone}`} data-testid="row-clock">
            {rowStateText(row, now)}
          </span>
          {source ? <span className="kq-source-tag">{source}</span> : null}
        </div>
        {isPlayoffRound(row.round) ? (
          <div className="kq-lq-series" data-testid="row-series">
            {row.round}
          </div>
        ) : null}
        <TeamLine
          side="客"
          team={{ id: row.awayId, name: row.awayName, colors: row.awayColors }}
          score={row.score[1]}
          periods={shown ? row.periods.map((p) => p[1]) : []}
          started={shown}
          leads={shown && row.score[1] > row.score[0]}
        />
        <TeamLine
          side="主"
          team={{ id: row.homeId, name: row.homeName, colors: row.homeColors }}
          score={row.score[0]}
          periods={shown ? row.periods.map((p) => p[0]) : []}
          started={shown}
          leads={shown && row.score[0] > row.score[1]}
        />
        <div className="kq-lq-lines">
          <span>
            让分 <b>{handicapText(row.handicap)}</b>
          </span>
          <span>
            总分 <b>{row.total === null ? '-' : String(row.total)}</b>
          </span>
          {started && hidden ? <SpoilerReveal matchId={row.id} compact /> : null}
          {shown && row.periods.length > 0 ? (
            <span className="kq-lq-diff">
              分差 <b>{Math.abs(row.score[0] - row.score[1])}</b>
            </span>
          ) : null}
        </div>
      </Link>
      <FollowStar matchId={row.id} followed={row.followed} />
    </div>
  );
}, sameRow);
