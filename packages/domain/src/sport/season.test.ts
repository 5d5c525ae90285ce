import { describe, expect, it } from 'vitest';
import { replaySeasonKey, seasonLabel } from './season';

describe('replay seasons', () => {
  it('keys each year apart and shows the real season', () => {
    expect(replaySeasonKey('2017-18', 2026)).toBe('2017-18#2026');
    expect(replaySeasonKey('2017-18', 2026)).not.toBe(replaySeasonKey('2017-18', 2027));
    expect(seasonLabel('2017-18#2026')).toBe('2017-18');
    expect(seasonLabel('2026')).toBe('2026');
  });
});
