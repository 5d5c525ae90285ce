import { describe, expect, it } from 'vitest';
import { BasketballStatisticType as T } from './play-type';
import { teamStatisticAverages } from './team-statistics';

const game = (homeTeamId: number, awayTeamId: number, values: Record<number, [number, number]>) => ({
  homeTeamId,
  awayTeamId,
  values,
});

describe('team averages from final team statistics', () => {
  const averages = teamStatisticAverages([
    game(1, 2, {
      [T.points]: [110, 101],
      [T.rebounds]: [45, 40],
      [T.turnovers]: [12, 15],
      [T.fieldGoalsMade]: [40, 38],
      [T.fieldGoalsAttempted]: [80, 90],
      [T.threePointersMade]: [10, 8],
      [T.threePointersAttempted]: [30, 32],
    }),
    game(2, 1, {
      [T.points]: [99, 97],
      [T.rebounds]: [41, 44],
      [T.turnovers]: [13, 11],
      [T.fieldGoalsMade]: [37, 36],
      [T.fieldGoalsAttempted]: [85, 83],
      [T.threePointersMade]: [9, 11],
      [T.threePointersAttempted]: [29, 31],
    }),
  ]);

  it('averages counts per game from each side of each game', () => {
    expect(averages.map((a) => [a.teamId, a.games, a.points, a.rebounds, a.turnovers])).toEqual([
      [1, 2, 103.5, 44.5, 11.5],
      [2, 2, 100, 40.5, 14],
    ]);
  });

  it('gives shooting as season made over attempted, and none without an attempt', () => {
    const [first] = averages;
    expect(first!.fieldGoalPct).toBe(46.6); // 76 of 163
    expect(first!.threePointPct).toBe(34.4); // 21 of 61
    expect(first!.freeThrowPct).toBeNull();
  });
});
