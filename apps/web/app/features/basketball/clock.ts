/**
 * The basketball period clock in the browser (docs/api.md "States and the period clock"): the
 * payload gives `secondsLeft` at a sports-clock instant (`clockAt`, the payload's serverTime); while
 * `clockRunning` it counts down at `clockPace` game seconds per sports second, floored at 0, and
 * stands still on breaks. A diff that starts a period re-anchors the clock at its `pst`.
 */
import type { MatchDiff } from '@kanqiu/contract';
import { basketballPeriodLength, BasketballStatus, isBasketballClockRunning, isBasketballLive } from '@kanqiu/domain';
import { basketballPeriodLabel, basketballStatusLabel } from '../../lib/basketball-status-labels';
import { fieldOr } from '../live';

export type PeriodClock = {
  state: number;
  period: number | null;
  pst: number | null;
  periodLength: number;
  secondsLeft: number;
  clockRunning: boolean;
  clockPace: number;
  /** Sports-clock epoch seconds at which `secondsLeft` was read. */
  clockAt: number;
};

/** Seconds on the clock at `now` (sports-clock seconds); the payload's value before hydration. */
export function secondsLeftAt(clock: PeriodClock, now: number | null): number {
  if (now === null || !clock.clockRunning) return Math.max(0, Math.ceil(clock.secondsLeft));
  const elapsed = Math.max(0, now - clock.clockAt);
  return Math.max(0, Math.ceil(clock.secondsLeft - elapsed * clock.clockPace));
}

export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** "第三节 05:32" while a period is in play, else the status (中场, 完场, 未开赛 …). */
export function periodClockText(clock: PeriodClock, now: number | null): string {
  if (isBasketballClockRunning(clock.state, clock.pst) && clock.period !== null) {
    return `${basketballPeriodLabel(clock.period)} ${clockText(secondsLeftAt(clock, now))}`;
  }
  if (clock.state === BasketballStatus.overtime && clock.period !== null)
    return `${basketballPeriodLabel(clock.period)}前`;
  return basketballStatusLabel(clock.state);
}

const periodLengthOf = (period: number | null, fallback: number): number =>
  period === null ? fallback : basketballPeriodLength(period);

const BASKETBALL_FIRST_OVERTIME = 5;

/**
 * The clock after a change of state, period or period start: a new period starts full at its `pst`;
 * a break or the end stops it at 0 (before an overtime: full and still); otherwise it runs on.
 */
export function rebaseClock(
  before: PeriodClock,
  next: { state: number; period: number | null; pst: number | null },
  now: number,
): PeriodClock {
  const running = isBasketballClockRunning(next.state, next.pst);
  const base = { ...before, state: next.state, period: next.period, pst: next.pst };
  if (running && (next.pst !== before.pst || next.period !== before.period)) {
    const periodLength = periodLengthOf(next.period, before.periodLength);
    return { ...base, periodLength, secondsLeft: periodLength, clockRunning: true, clockAt: next.pst ?? now };
  }
  if (running) return { ...base, clockRunning: true };
  if (next.state === BasketballStatus.overtime) {
    const periodLength = periodLengthOf(next.period, basketballPeriodLength(BASKETBALL_FIRST_OVERTIME));
    return { ...base, periodLength, secondsLeft: periodLength, clockRunning: false, clockAt: now };
  }
  if (!isBasketballLive(next.state) && next.state !== BasketballStatus.finished) {
    // Not started, delayed, interrupted …: the clock shows as the server left it.
    return { ...base, secondsLeft: secondsLeftAt(before, now), clockRunning: false, clockAt: now };
  }
  return { ...base, secondsLeft: 0, clockRunning: false, clockAt: now };
}

/** The clock after a diff: re-anchored when the diff changes the state, the period or its start. */
export function clockAfterDiff(clock: PeriodClock, f: MatchDiff['fields'], now: number): PeriodClock {
  const next = {
    state: fieldOr(f.state, clock.state),
    period: fieldOr(f.period, clock.period),
    pst: fieldOr(f.periodStartAt, clock.pst),
  };
  const changed = next.state !== clock.state || next.period !== clock.period || next.pst !== clock.pst;
  return changed ? rebaseClock(clock, next, now) : clock;
}

/** The clock's parts a list row and the detail header carry under the same names. */
export const clockFields = ({ period, pst, periodLength, secondsLeft, clockRunning }: PeriodClock) => ({
  period,
  pst,
  periodLength,
  secondsLeft,
  clockRunning,
});
