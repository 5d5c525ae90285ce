/**
 * Cumulative statistics at the end of every played minute. Attacks, dangerous attacks, passes and
 * fouls come from the data's minute rows; corners, cards, offsides and shots are counted from the
 * incidents so far; possession is the share of passes.
 *
 * Minute rows follow the match clock (0' at kick-off, 45' at the second half's start, 90' and 105'
 * at extra time's), so a period's stoppage time shares rows with the start of the next period. A
 * period's minute n reads row `clockStart + n - 1`; in stoppage time it holds the row of its last
 * regulation minute, and what happened in that stoppage arrives with the next period's first
 * minute. The last period of play runs on through its stoppage rows to the final totals.
 */
import { StatisticType, statisticPercents } from '@kanqiu/domain';
import type { EventType, Match, MatchEvent, MinuteStatRow, Period } from '../../dataset/dataset';
import type { ScorePair } from '../../events';
import type { PeriodSpan } from './match-clock';

export interface ReplayStatistics {
  /** Minutes played since kick-off (stoppage included), so it only grows through a match. */
  readonly minute: number;
  /** Statistic type code (domain StatisticType) → [home, away]. */
  readonly values: Record<number, ScorePair>;
}

/** One played minute: when it ends (seconds after kick-off) and the minute row it reads. */
export interface StatisticsMinute {
  readonly at: number;
  readonly minute: number;
  readonly row: number;
}

const CLOCK: Partial<Record<Period, { readonly firstRow: number; readonly regulation: number }>> = {
  '1H': { firstRow: 0, regulation: 45 },
  '2H': { firstRow: 45, regulation: 45 },
  E1: { firstRow: 90, regulation: 15 },
  E2: { firstRow: 105, regulation: 15 },
};

type Counted = 'corners' | 'yellow' | 'red' | 'offsides' | 'onTarget' | 'offTarget';
type Tally = Record<Counted, ScorePair>;

/** Goals are shots on target; a second yellow is a red card (as in the data's totals). */
const COUNTED: Partial<Record<EventType, Counted>> = {
  corner: 'corners',
  yellow: 'yellow',
  second_yellow: 'red',
  red: 'red',
  offside: 'offsides',
  shot_on: 'onTarget',
  goal: 'onTarget',
  goal_pen: 'onTarget',
  shot_off: 'offTarget',
};

const EMPTY_ROW: MinuteStatRow = [0, 0, 0, 0, 0, 0, 0, 0];

/** Every played minute of a match, in order; a period's last minute ends with the period. */
export function statisticsMinutes(match: Match, spans: readonly PeriodSpan[]): StatisticsMinute[] {
  const play = spans.flatMap((span) => {
    const clock = CLOCK[span.period];
    return clock ? [{ ...span, ...clock }] : [];
  });
  const minutes: StatisticsMinute[] = [];
  play.forEach((span, i) => {
    const isLast = i === play.length - 1;
    for (let n = 1; n <= Math.ceil((span.end - span.start) / 60); n++) {
      minutes.push({
        at: Math.min(span.start + n * 60, span.end),
        minute: minutes.length + 1,
        row: span.firstRow + (isLast ? n : Math.min(n, span.regulation)) - 1,
      });
    }
  });
  return minutes;
}

/** The totals at the end of a played minute (computed on demand: a match has a hundred of them). */
export function statisticsAt(match: Match, spans: readonly PeriodSpan[], minute: StatisticsMinute): ReplayStatistics {
  return {
    minute: minute.minute,
    values: statisticValues(rowAt(match, minute.row), tallyUpTo(match, spans, minute.at)),
  };
}

function rowAt(match: Match, index: number): MinuteStatRow {
  // A few matches have a row fewer than their last period's minutes: they hold the final totals.
  return match.minuteStats[Math.min(index, match.minuteStats.length - 1)] ?? EMPTY_ROW;
}

function tallyUpTo(match: Match, spans: readonly PeriodSpan[], at: number): Tally {
  const startOf = new Map(spans.map((s) => [s.period, s.start]));
  const tally: Tally = {
    corners: [0, 0],
    yellow: [0, 0],
    red: [0, 0],
    offsides: [0, 0],
    onTarget: [0, 0],
    offTarget: [0, 0],
  };
  for (const event of match.events) {
    if ((startOf.get(event[0]) ?? 0) + event[1] > at) break;
    const counted = countedAs(event);
    if (counted) tally[counted][event[4] === 'home' ? 0 : 1] += 1;
  }
  return tally;
}

function countedAs(event: MatchEvent): Counted | undefined {
  const [, , , type, , , extra] = event;
  // Goals the source's shot events missed were added back to the score, not to the shot totals.
  if (extra !== null && 'recovered' in extra) return undefined;
  return COUNTED[type];
}

function statisticValues(row: MinuteStatRow, t: Tally): Record<number, ScorePair> {
  const [homeAttacks, homeDangerous, homePasses, homeFouls, awayAttacks, awayDangerous, awayPasses, awayFouls] = row;
  return {
    [StatisticType.corners]: t.corners,
    [StatisticType.yellowCards]: t.yellow,
    [StatisticType.redCards]: t.red,
    [StatisticType.offsides]: t.offsides,
    [StatisticType.fouls]: [homeFouls, awayFouls],
    [StatisticType.shotsOnTarget]: t.onTarget,
    [StatisticType.shotsOffTarget]: t.offTarget,
    [StatisticType.attacks]: [homeAttacks, awayAttacks],
    [StatisticType.dangerousAttacks]: [homeDangerous, awayDangerous],
    [StatisticType.possession]: statisticPercents(homePasses, awayPasses),
    [StatisticType.passes]: [homePasses, awayPasses],
    [StatisticType.shots]: [t.onTarget[0] + t.offTarget[0], t.onTarget[1] + t.offTarget[1]],
  };
}
