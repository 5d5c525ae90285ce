import { describe, expect, it } from 'vitest';
import { replaySeasonKey, seasonLabel } from './season';

describe('replay seasons', () => {
  it('keys each pass apart and shows the real season', () => {
    expect(replaySeasonKey('2017-18', 12)).toBe('2017-18#12');
    expect(replaySeasonKey('2017-18', 12)).not.toBe(replaySeasonKey('2017-18', 13));
    expect(seasonLabel('2017-18#12')).toBe('2017-18');
    expect(seasonLabel('2026')).toBe('2026');
  });
});
