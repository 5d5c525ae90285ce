import {
  BasketballStatus,
  basketballPeriodLength,
  basketballSecondsLeft,
  GENERATED_WALL_SECONDS_PER_GAME_SECOND,
  isBasketballClockRunning,
} from '@kanqiu/domain';
import type { MatchesTable } from '../match';

type Clocked = {
  state: number;
  period: number | null;
  period_start_at: number | null;
  competition_id: number;
  source: MatchesTable['source'];
};

/** Game seconds per second of the sports clock: a generated game's clock stops for its whistles, on average. */
const paceOf = (source: MatchesTable['source']): number =>
  source === 'generated' ? 1 / GENERATED_WALL_SECONDS_PER_GAME_SECOND : 1;

/** The period clock at `now`, as list rows and the detail header carry it. */
export function periodClock(match: Clocked, now: number) {
  const period = match.period ?? 1;
  const length = basketballPeriodLength(period);
  const running = isBasketballClockRunning(match.state, match.period_start_at);
  const pace = paceOf(match.source);
  const notStarted = match.state === BasketballStatus.notStarted || match.period === null;
  const start = match.period_start_at ?? now;
  const secondsLeft = running
    ? basketballSecondsLeft({
        periodLengthSec: length,
        periodStartAt: start,
        now,
        pausedElapsedSec: (now - start) * (1 - pace),
      })
    : notStarted || match.state === BasketballStatus.overtime
      ? length
      : 0;
  return {
    period: match.period,
    pst: match.period_start_at,
    periodLength: length,
    secondsLeft,
    clockRunning: running,
    clockPace: pace,
  };
}
