/**
 * The predictions' basketball model (docs/ai-predictions.md): a team's rating is its average margin over
 * its last games, corrected for where they were played and shrunk towards the league average; the
 * expected margin is the rating difference plus the home advantage, the expected total the two teams'
 * average totals. Only games finished before the tip-off are given to it.
 */
import type { PlayedGame } from './form';
import type { PointsForecast } from './markets';

export type BasketballRating = {
  /** Points per game better than an average team, on a neutral floor. */
  readonly rating: number;
  /** Average points scored by both sides in its games. */
  readonly total: number;
  readonly games: number;
};

/** The possession model's home advantage (docs/basketball-model.md) and a league's average total. */
export const BASKETBALL_HOME_POINTS = 2.5;
export const BASKETBALL_AVERAGE_TOTAL = 215;
/** Prior weight in games: with few games a rating stays near average. */
const SHRINK_GAMES = 4;

export function basketballRating(teamId: number, games: readonly PlayedGame[]): BasketballRating {
  const own = games.filter((g) => g.homeTeamId === teamId || g.awayTeamId === teamId);
  const margins = own.map((g) =>
    g.homeTeamId === teamId
      ? g.score[0] - g.score[1] - BASKETBALL_HOME_POINTS
      : g.score[1] - g.score[0] + BASKETBALL_HOME_POINTS,
  );
  const totals = own.map((g) => g.score[0] + g.score[1]);
  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  return {
    rating: sum(margins) / (own.length + SHRINK_GAMES),
    total: (sum(totals) + SHRINK_GAMES * BASKETBALL_AVERAGE_TOTAL) / (own.length + SHRINK_GAMES),
    games: own.length,
  };
}

export function basketballForecast(home: BasketballRating, away: BasketballRating): PointsForecast {
  return { margin: home.rating - away.rating + BASKETBALL_HOME_POINTS, total: (home.total + away.total) / 2 };
}
