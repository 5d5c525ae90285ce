/**
 * The generated season so far, for head-to-head and recent form. Every fixture plays the same game
 * wherever it is simulated (its id is its seed), so results before the feed's window are simulated here
 * on demand, score only, and agree with what the feed wrote for the games inside it.
 */
import type { BasketballData } from '../../dataset/types';
import type { ScorePair } from '../../events';
import { dayOf, fixturesOfDay, seasonStartDay, type BasketballFixture } from './calendar';
import { simulateGame } from './game';
import { CBA, NBA, periodLength, type League, type LeagueKey } from './league';
import { cbaRatings, nbaRatings, type TeamRating } from './ratings';
import { periodStartOffset, WALL_SECONDS_PER_GAME_SECOND } from './timeline';

export type PastGame = {
  readonly providerMatchId: string;
  readonly league: League;
  readonly kickoffAt: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly score: ScorePair;
};

type Played = { readonly score: ScorePair; readonly endAt: number };

const LEAGUES: Readonly<Record<LeagueKey, League>> = { nba: NBA, cba: CBA };

export function createBasketballSeason(data: BasketballData) {
  const ratings: Record<LeagueKey, readonly TeamRating[]> = { nba: nbaRatings(data.nba), cba: cbaRatings(data.cba) };
  const teamCounts = { nba: ratings.nba.length, cba: ratings.cba.length };
  const played = new Map<string, Played>();

  const leagueOfTeam = (teamId: number): LeagueKey | null => {
    for (const key of ['nba', 'cba'] as const) if (ratings[key].some((t) => t.teamId === teamId)) return key;
    return null;
  };

  const teamsOf = (fixture: BasketballFixture): [TeamRating, TeamRating] => {
    const list = ratings[fixture.league.key];
    const home = list[fixture.home];
    const away = list[fixture.away];
    if (!home || !away) throw new Error(`no teams for fixture ${fixture.providerMatchId}`);
    return [home, away];
  };

  const play = (fixture: BasketballFixture): Played => {
    const cached = played.get(fixture.providerMatchId);
    if (cached) return cached;
    const [home, away] = teamsOf(fixture);
    const result = simulateGame(fixture.league, home, away, fixture.providerMatchId);
    const last = result.periods.length;
    const length = periodLength(fixture.league, last) * WALL_SECONDS_PER_GAME_SECOND;
    const game = {
      score: result.score,
      endAt: fixture.kickoffAt + Math.round(periodStartOffset(fixture.league, last) + length),
    };
    played.set(fixture.providerMatchId, game);
    return game;
  };

  /**
   * The team's games of this season finished by `now`, newest first, up to `limit`; against `opponentId`
   * only when given.
   */
  function gamesOf(teamId: number, now: number, limit: number, opponentId?: number): PastGame[] {
    const key = leagueOfTeam(teamId);
    if (key === null || limit <= 0) return [];
    const games: PastGame[] = [];
    for (let day = dayOf(now); day >= seasonStartDay(key, dayOf(now)) && games.length < limit; day--) {
      const fixtures = fixturesOfDay(day, teamCounts)
        .filter((f) => f.league.key === key)
        .reverse();
      for (const fixture of fixtures) {
        const [home, away] = teamsOf(fixture);
        const ids = [home.teamId, away.teamId];
        if (!ids.includes(teamId) || (opponentId !== undefined && !ids.includes(opponentId))) continue;
        if (fixture.kickoffAt > now) continue;
        const game = play(fixture);
        if (game.endAt > now) continue;
        games.push({
          providerMatchId: fixture.providerMatchId,
          league: LEAGUES[key],
          kickoffAt: fixture.kickoffAt,
          homeTeamId: home.teamId,
          awayTeamId: away.teamId,
          score: game.score,
        });
        if (games.length === limit) break;
      }
    }
    return games;
  }

  return { gamesOf };
}

export type BasketballSeason = ReturnType<typeof createBasketballSeason>;
