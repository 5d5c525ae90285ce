import { BasketballStatus } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { periodClock } from './period-clock';

const START = 1_700_000_000;
const game = { competition_id: 101, source: 'generated' as const };

describe('periodClock', () => {
  it('shows a full quarter before tip-off', () => {
    const clock = periodClock(
      { ...game, state: BasketballStatus.notStarted, period: null, period_start_at: null },
      START,
    );
    expect(clock).toMatchObject({ period: null, periodLength: 720, secondsLeft: 720, clockRunning: false });
  });

  it('runs a generated game at its pace: 2.2 seconds of play per game second', () => {
    const clock = periodClock({ ...game, state: BasketballStatus.q2, period: 2, period_start_at: START }, START + 220);
    expect(clock).toMatchObject({ secondsLeft: 620, clockRunning: true });
    expect(clock.clockPace).toBeCloseTo(1 / 2.2, 9);
  });

  it('runs a live feed at the real pace', () => {
    const live = {
      competition_id: 101,
      source: 'live' as const,
      state: BasketballStatus.q1,
      period: 1,
      period_start_at: START,
    };
    expect(periodClock(live, START + 100)).toMatchObject({ secondsLeft: 620, clockPace: 1 });
  });

  it('stands at 0 at the end of a period and full before an overtime', () => {
    expect(
      periodClock({ ...game, state: BasketballStatus.q3Ended, period: 3, period_start_at: null }, START).secondsLeft,
    ).toBe(0);
    const before = periodClock({ ...game, state: BasketballStatus.overtime, period: 5, period_start_at: null }, START);
    expect(before).toMatchObject({ periodLength: 300, secondsLeft: 300, clockRunning: false });
  });
});
