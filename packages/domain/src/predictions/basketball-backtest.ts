/**
 * The basketball backtest (docs/ai-predictions.md): every finished game of the season in tip-off order,
 * predicted by the basketball model from each team's last games finished before that tip-off (never a later
 * one), next to the naive baselines: the home-win rate of the games before it, and always the home side.
 */
import { basketballForecast, basketballRating } from './basketball-model';
import type { PlayedGame } from './form';
import { basketballMarkets, outcomeOf } from './markets';
import { baseRates, type Forecast, type OutcomeCounts } from './metrics';

/** The games the model looks back on for a rating, as the prediction service uses them. */
export const BASKETBALL_RATING_GAMES = 10;

export type BasketballBacktest = { model: Forecast[]; baseRates: Forecast[]; alwaysHome: Forecast[] };

/** `earlierGames(teamId, before)`: the team's last games finished by `before`, newest first. */
export function basketballBacktest(
  games: readonly PlayedGame[],
  earlierGames: (teamId: number, before: number) => readonly PlayedGame[],
): BasketballBacktest {
  const seen: OutcomeCounts = { home: 0, draw: 0, away: 0 };
  const result: BasketballBacktest = { model: [], baseRates: [], alwaysHome: [] };
  for (const game of games.toSorted((a, b) => a.kickoffAt - b.kickoffAt)) {
    const outcome = outcomeOf(game.score);
    const home = basketballRating(game.homeTeamId, earlierGames(game.homeTeamId, game.kickoffAt));
    const away = basketballRating(game.awayTeamId, earlierGames(game.awayTeamId, game.kickoffAt));
    result.model.push({ chances: basketballMarkets(basketballForecast(home, away)).outcomes, outcome });
    result.baseRates.push({ chances: baseRates(seen, false), outcome });
    result.alwaysHome.push({ chances: { home: 1, draw: 0, away: 0 }, outcome });
    seen[outcome] += 1;
  }
  return result;
}
