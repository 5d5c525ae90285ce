import type { PlayView } from '@kanqiu/contract';
import { describe, expect, it } from 'vitest';
import { basketballStatisticEntries, mergePlays } from './detail-diff';

const play = (key: string, secondsLeft: number): PlayView => ({
  key,
  type: 3,
  side: 'home',
  period: 1,
  secondsLeft,
  playerId: null,
  playerName: null,
  relatedPlayerId: null,
  relatedPlayerName: null,
  points: 2,
  score: [2, 0],
});

describe('basketball detail diff', () => {
  it('puts new plays (sent in play order) first and replaces a play seen again', () => {
    const current = [play('b', 600), play('a', 700)];
    const merged = mergePlays(current, [play('b', 600), play('c', 550), play('d', 500)]);
    expect(merged.map((p) => p.key)).toEqual(['d', 'c', 'b', 'a']);
    expect(mergePlays(current, [])).toBe(current);
  });

  it('orders team statistics by code with percentages of the sum', () => {
    const entries = basketballStatisticEntries({ '102': [30, 10], '101': [50, 50] });
    expect(entries.map((e) => e.type)).toEqual([101, 102]);
    expect(entries[1]).toMatchObject({ home: 30, away: 10, homePercent: 75, awayPercent: 25 });
  });
});
