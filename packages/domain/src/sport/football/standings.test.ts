import { describe, expect, it } from 'vitest';
import { matchResult, standings } from './standings';

describe('matchResult', () => {
  it.each([
    [2, 1, 'win'],
    [1, 1, 'draw'],
    [0, 3, 'loss'],
  ] as const)('%s-%s is a %s', (goalsFor, goalsAgainst, result) => {
    expect(matchResult(goalsFor, goalsAgainst)).toBe(result);
  });
});

describe('standings', () => {
  const match = (homeId: number, awayId: number, homeGoals: number, awayGoals: number, at: number) => ({
    homeId,
    awayId,
    homeGoals,
    awayGoals,
    at,
  });

  it('gives 3 points a win and 1 a draw, and lists teams that have not played', () => {
    const table = standings([1, 2, 3, 4], [match(1, 2, 2, 0, 10), match(3, 1, 1, 1, 20)]);
    expect(table.map((row) => [row.rank, row.teamId, row.points, row.played])).toEqual([
      [1, 1, 4, 2],
      [2, 3, 1, 1],
      [3, 4, 0, 0],
      [4, 2, 0, 1],
    ]);
    expect(table[0]).toMatchObject({ win: 1, draw: 1, loss: 0, goalsFor: 3, goalsAgainst: 1, form: ['draw', 'win'] });
  });

  it('orders equal points by goal difference, then goals scored, then team id', () => {
    const table = standings(
      [],
      [match(1, 9, 1, 0, 1), match(2, 9, 3, 2, 2), match(3, 9, 2, 0, 3), match(4, 9, 1, 0, 4)],
    );
    expect(table.map((row) => row.teamId)).toEqual([3, 2, 1, 4, 9]);
  });

  it('keeps the last five results, newest first, whatever the input order', () => {
    const games = [1, 2, 3, 4, 5, 6].map((at) => match(1, 2, at % 2, 0, at));
    const [first] = standings([], games.reverse());
    expect(first?.form).toEqual(['draw', 'win', 'draw', 'win', 'draw']);
  });
});
