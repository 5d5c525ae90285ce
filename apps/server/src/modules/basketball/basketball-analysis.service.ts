import type { BasketballAnalysis, BasketballPastGame } from '@kanqiu/contract';
import { matchDayOf } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { findMatchIds, findTeamNames } from './basketball.repository';
import type { BasketballDetailService } from './basketball-detail.service';
import type { BasketballPastGames, PastGame } from './past-games';

const RECENT = 10;
const HEAD_TO_HEAD = 6;

function summary(games: readonly BasketballPastGame[], teamId: number): BasketballAnalysis['homeRecent']['summary'] {
  const own = (g: BasketballPastGame) => (g.homeId === teamId ? g.score[0] : g.score[1]);
  const other = (g: BasketballPastGame) => (g.homeId === teamId ? g.score[1] : g.score[0]);
  const perGame = (pick: (g: BasketballPastGame) => number) =>
    games.length === 0 ? 0 : Math.round((10 * games.reduce((sum, g) => sum + pick(g), 0)) / games.length) / 10;
  return {
    win: games.filter((g) => g.result === 'win').length,
    loss: games.filter((g) => g.result === 'loss').length,
    pointsFor: perGame(own),
    pointsAgainst: perGame(other),
  };
}

/** Head-to-head and recent form of a basketball match's teams, from the generated season so far. */
export function createBasketballAnalysisService(deps: {
  db: Db;
  clock: Clock;
  details: BasketballDetailService;
  season: BasketballPastGames;
}) {
  const { db, clock, details, season } = deps;

  async function views(games: readonly PastGame[], teamId: number): Promise<BasketballAnalysis['homeRecent']> {
    const teamIds = games.flatMap((g) => [g.homeTeamId, g.awayTeamId]);
    const [names, ids] = await Promise.all([
      findTeamNames(db, [...new Set(teamIds)]),
      findMatchIds(
        db,
        season.provider,
        games.map((g) => g.providerMatchId),
      ),
    ]);
    const list = games.map((g): BasketballPastGame => {
      const won = g.homeTeamId === teamId ? g.score[0] > g.score[1] : g.score[1] > g.score[0];
      return {
        id: ids.get(g.providerMatchId) ?? null,
        providerMatchId: g.providerMatchId,
        date: matchDayOf(g.kickoffAt),
        competition: g.league.key.toUpperCase(),
        homeId: g.homeTeamId,
        homeName: names.get(g.homeTeamId) ?? '',
        awayId: g.awayTeamId,
        awayName: names.get(g.awayTeamId) ?? '',
        score: [g.score[0], g.score[1]],
        result: won ? 'win' : 'loss',
      };
    });
    return { list, summary: summary(list, teamId) };
  }

  return {
    async analysis(matchId: number): Promise<BasketballAnalysis> {
      const match = await details.find(matchId);
      if (!match) fail('notFound');
      // Only games before this one: the analysis of a finished game does not include it.
      const before = Math.min(clock(), match.kickoff_at - 1);
      const home = match.home_team_id;
      const away = match.away_team_id;
      const [headToHead, homeRecent, awayRecent] = await Promise.all([
        views(season.gamesOf(home, before, HEAD_TO_HEAD, away), home),
        views(season.gamesOf(home, before, RECENT), home),
        views(season.gamesOf(away, before, RECENT), away),
      ]);
      return { headToHead, homeRecent, awayRecent };
    },
  };
}

export type BasketballAnalysisService = ReturnType<typeof createBasketballAnalysisService>;
