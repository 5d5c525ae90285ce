import { rowNames } from '../match';
import type { FootballListItem, LotterySpView } from '@kanqiu/contract';
import { footballMinute, footballMinuteText } from '@kanqiu/domain';
import { scoreFromText } from '../../platform/db/score-text';
import type { ListRow } from './match-list.repository';

type Clocked = { state: number; period: number | null; period_start_at: number | null };

/** The running minute at `now` ('23'', '45+', or '' when the clock is not running). */
export function minuteText(match: Clocked, now: number): string {
  return footballMinuteText(
    footballMinute({
      state: match.state,
      halfStartAt: match.period_start_at ?? 0,
      now,
      extraTimeHalf: match.period === 2 ? 2 : 1,
    }),
  );
}

type Counters = Pick<
  ListRow,
  | 'home_score'
  | 'away_score'
  | 'half_time_score'
  | 'extra_time_score'
  | 'penalty_score'
  | 'home_red'
  | 'away_red'
  | 'home_yellow'
  | 'away_yellow'
  | 'home_corners'
  | 'away_corners'
>;

/** Scores, cards and corners as the contract's pairs. */
export function scoreboard(match: Counters) {
  return {
    score: [match.home_score, match.away_score] as [number, number],
    halfTime: scoreFromText(match.half_time_score),
    extraTime: scoreFromText(match.extra_time_score),
    penalties: scoreFromText(match.penalty_score),
    red: [match.home_red, match.away_red] as [number, number],
    yellow: [match.home_yellow, match.away_yellow] as [number, number],
    corners: [match.home_corners, match.away_corners] as [number, number],
  };
}

export type RowContext = {
  now: number;
  filter: ReadonlySet<number> | null;
  followed: ReadonlySet<number>;
  lotteryNo: string | null;
  sp: LotterySpView | null;
};

export function toListItem(row: ListRow, context: RowContext): FootballListItem {
  return {
    id: row.id,
    s: row.state,
    li: row.competition_id,
    ot: row.kickoff_at,
    timIng: minuteText(row, context.now),
    isShow: context.filter === null || context.filter.has(row.competition_id) ? 1 : 0,
    pst: row.period_start_at,
    period: row.period,
    ...rowNames(row),
    ...scoreboard(row),
    version: row.version,
    followed: context.followed.has(row.id),
    lotteryNo: context.lotteryNo,
    sp: context.sp,
  };
}
