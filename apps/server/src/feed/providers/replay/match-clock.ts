import { PERIODS, type Match, type Period } from '../../dataset/dataset';

/** Half-time 15 min, 5 min before extra time, 1 min between its halves; the shoot-out follows at once. */
const BREAK_BEFORE: Record<Period, number> = { '1H': 0, '2H': 900, E1: 300, E2: 60, P: 0 };

/** One played period, in seconds after kick-off. */
export interface PeriodSpan {
  readonly period: Period;
  readonly start: number;
  readonly end: number;
}

/** The periods a replayed match plays, each as long as it really lasted, with the breaks between. */
export function periodSpans(match: Match): PeriodSpan[] {
  const spans: PeriodSpan[] = [];
  let end = 0;
  for (const period of PERIODS) {
    const length = match.periods[period];
    if (length === undefined) break;
    const start = end + BREAK_BEFORE[period];
    end = start + length;
    spans.push({ period, start, end });
  }
  return spans;
}

/** Seconds from kick-off to the final whistle or the last shoot-out kick. */
export function matchLength(match: Match): number {
  return periodSpans(match).at(-1)?.end ?? 0;
}
