import { describe, expect, it } from 'vitest';
import { nextKickoff } from './live-view';

const now = 1_800_000_000;

describe('the live view’s next kick-off', () => {
  it('is the earliest match not started whose kick-off is ahead, of either sport', () => {
    const next = nextKickoff(
      [
        { sport: 'football', s: 1, ot: now + 3600 },
        { sport: 'basketball', s: 1, ot: now + 600 },
        { sport: 'football', s: 1, ot: now + 1800 },
      ],
      now,
    );
    expect(next).toEqual({ sport: 'basketball', s: 1, ot: now + 600 });
  });

  it('skips matches in play, finished, postponed or past their kick-off', () => {
    const matches = [
      { sport: 'football' as const, s: 2, ot: now + 60 },
      { sport: 'football' as const, s: 8, ot: now + 60 },
      { sport: 'football' as const, s: 9, ot: now + 60 },
      { sport: 'basketball' as const, s: 10, ot: now + 60 },
      { sport: 'football' as const, s: 1, ot: now - 60 },
    ];
    expect(nextKickoff(matches, now)).toBeNull();
  });

  it('is none for an empty day', () => {
    expect(nextKickoff([], now)).toBeNull();
  });
});
