import { describe, expect, it } from 'vitest';
import { basketballBacktest } from './basketball-backtest';
import type { PlayedGame } from './form';
import { scoreCard } from './metrics';

const DAY = 86_400;
const game = (day: number, homeTeamId: number, awayTeamId: number, score: [number, number]): PlayedGame => ({
  kickoffAt: day * DAY,
  homeTeamId,
  awayTeamId,
  score,
});

/** Team 1 beats everyone by 20; teams 2 and 3 trade close games. */
const season: PlayedGame[] = [
  game(1, 1, 2, [120, 100]),
  game(2, 3, 1, [95, 115]),
  game(3, 2, 3, [101, 99]),
  game(4, 1, 3, [118, 98]),
  game(5, 2, 1, [97, 117]),
  game(6, 3, 2, [104, 100]),
  game(7, 1, 2, [121, 101]),
];

const before = (games: readonly PlayedGame[]) => (teamId: number, at: number) =>
  games
    .filter((g) => g.kickoffAt < at && (g.homeTeamId === teamId || g.awayTeamId === teamId))
    .toSorted((a, b) => b.kickoffAt - a.kickoffAt);

describe('the basketball backtest', () => {
  it('never gives the model a game that had not finished at the tip-off it predicts', () => {
    const asked: { teamId: number; before: number }[] = [];
    const spy = (teamId: number, at: number) => {
      asked.push({ teamId, before: at });
      return before(season)(teamId, at);
    };
    basketballBacktest(season, spy);
    // Each game asks for both teams' games before its own tip-off, in tip-off order: nothing later.
    expect(asked).toEqual(
      season.flatMap((g) => [
        { teamId: g.homeTeamId, before: g.kickoffAt },
        { teamId: g.awayTeamId, before: g.kickoffAt },
      ]),
    );
    // A look-up that leaked the future would hand the model this game's own result: the test data says so.
    const leaky = (teamId: number) => season.filter((g) => g.homeTeamId === teamId || g.awayTeamId === teamId);
    expect(basketballBacktest(season, leaky).model).not.toEqual(basketballBacktest(season, before(season)).model);
  });

  it('scores every game once per method, with no chance of a draw', () => {
    const result = basketballBacktest(season, before(season));
    for (const forecasts of [result.model, result.baseRates, result.alwaysHome]) {
      expect(forecasts).toHaveLength(season.length);
      for (const f of forecasts) {
        expect(f.chances.draw).toBe(0);
        expect(f.chances.home + f.chances.away).toBeCloseTo(1, 9);
      }
    }
    expect(result.baseRates[0]!.chances.home).toBe(0.5);
  });

  it('learns the strong team: the model beats always-home once team 1 has a record', () => {
    const result = basketballBacktest(season, before(season));
    const late = (forecasts: typeof result.model) => scoreCard(forecasts.slice(3));
    expect(late(result.model).accuracy).toBeGreaterThan(late(result.alwaysHome).accuracy);
    expect(result.model.at(-1)!.chances.home).toBeGreaterThan(0.8);
  });
});
