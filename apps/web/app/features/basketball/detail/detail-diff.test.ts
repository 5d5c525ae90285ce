import type { MatchDiff, PlayView } from '@kanqiu/contract';
import { describe, expect, it } from 'vitest';
import { applyDetailDiff, mergePlays, type DetailState } from './detail-diff';

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

  it('takes the score, the quarters, the plays and team statistics ordered by code', () => {
    const detail = {
      header: { state: 4, period: 2, pst: 900, periodLength: 720, secondsLeft: 300, clockRunning: true, clockPace: 1 },
      clockAt: 1_000,
      quarters: { periods: [[20, 18]], total: [20, 18] },
      plays: [],
      statistics: [],
    } as unknown as DetailState;
    const header = { ...detail.header, score: [20, 18], version: 3, openTime: 1 };
    const next = applyDetailDiff(
      { ...detail, header } as DetailState,
      {
        version: 4,
        fields: {
          score: [22, 18],
          periodScores: [
            [20, 18],
            [2, 0],
          ],
        },
        plays: [play('p', 290)],
        statistics: { minute: 15, values: { '102': [30, 10], '101': [50, 50] } },
      } as unknown as MatchDiff,
      1_010,
    );
    expect(next.header).toMatchObject({ score: [22, 18], version: 4, clockRunning: true, secondsLeft: 300 });
    expect(next.quarters).toEqual({
      periods: [
        [20, 18],
        [2, 0],
      ],
      total: [22, 18],
    });
    expect(next.plays.map((p) => p.key)).toEqual(['p']);
    expect(next.statistics.map((e) => e.type)).toEqual([101, 102]);
    expect(next.statistics[1]).toMatchObject({ home: 30, away: 10, homePercent: 75, awayPercent: 25 });
  });
});
