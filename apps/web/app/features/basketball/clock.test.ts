import { describe, expect, it } from 'vitest';
import { clockText, periodClockText, rebaseClock, secondsLeftAt, type PeriodClock } from './clock';

const q3: PeriodClock = {
  state: 6,
  period: 3,
  pst: 1_000,
  periodLength: 720,
  secondsLeft: 332,
  clockRunning: true,
  clockPace: 0.5,
  clockAt: 2_000,
};

describe('basketball period clock', () => {
  it('shows the payload value before hydration', () => {
    expect(secondsLeftAt(q3, null)).toBe(332);
    expect(periodClockText(q3, null)).toBe('第三节 05:32');
  });

  it('ticks down at clockPace per sports second while running', () => {
    expect(secondsLeftAt(q3, 2_000)).toBe(332);
    expect(secondsLeftAt(q3, 2_010)).toBe(327);
    expect(periodClockText(q3, 2_064)).toBe('第三节 05:00');
  });

  it('stops at 0', () => {
    expect(secondsLeftAt(q3, 9_999)).toBe(0);
    expect(periodClockText(q3, 9_999)).toBe('第三节 00:00');
  });

  it('stands still on a break and shows the status', () => {
    const half: PeriodClock = { ...q3, state: 5, pst: null, clockRunning: false, secondsLeft: 0 };
    expect(secondsLeftAt(half, 5_000)).toBe(0);
    expect(periodClockText(half, 5_000)).toBe('中场');
  });

  it('formats mm:ss', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(720)).toBe('12:00');
    expect(clockText(65.9)).toBe('01:05');
  });

  it('a new period starts full at its pst; overtime is 5 minutes', () => {
    const q4 = rebaseClock(q3, { state: 8, period: 4, pst: 3_000 }, 3_010);
    expect(q4).toMatchObject({ secondsLeft: 720, clockRunning: true, clockAt: 3_000, periodLength: 720 });
    expect(secondsLeftAt(q4, 3_020)).toBe(710);
    const ot = rebaseClock(q4, { state: 9, period: 5, pst: 4_000 }, 4_000);
    expect(ot).toMatchObject({ secondsLeft: 300, periodLength: 300, clockRunning: true });
    expect(periodClockText(ot, 4_000)).toBe('加时 05:00');
  });

  it('a period end stops the clock at 0; before an overtime it waits full', () => {
    const ended = rebaseClock(q3, { state: 7, period: 3, pst: null }, 2_500);
    expect(ended).toMatchObject({ secondsLeft: 0, clockRunning: false });
    expect(periodClockText(ended, 2_600)).toBe('第三节完');
    const beforeOt = rebaseClock(q3, { state: 9, period: 5, pst: null }, 2_500);
    expect(beforeOt).toMatchObject({ secondsLeft: 300, clockRunning: false });
    expect(periodClockText(beforeOt, 2_600)).toBe('加时前');
  });
});
