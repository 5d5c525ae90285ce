import type { FinishedSide, FinishedStatistics } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { parseStats } from '../match';
import { countFinishedGames, findFinalBoxScores, findFinalStatistics } from './basketball.repository';
import { boxJson } from './basketball-detail.service';

/** Both sides of every finished game's final box score and team statistics, for season averages (the 资料库). */
export function createFinalBoxScores(db: Db) {
  return {
    async sides(competitionId: number): Promise<{ games: number; sides: FinishedSide[] }> {
      const rows = await findFinalBoxScores(db, competitionId);
      const sides = rows.flatMap((row) => {
        const parsed = boxJson.safeParse(JSON.parse(row.box));
        if (!parsed.success) return [];
        return [
          { teamId: row.home_team_id, ...parsed.data.home },
          { teamId: row.away_team_id, ...parsed.data.away },
        ];
      });
      return { games: sides.length / 2, sides };
    },

    /** The last team statistics of every finished game (the CBA's only per-game numbers). */
    async statistics(competitionId: number): Promise<FinishedStatistics[]> {
      const rows = await findFinalStatistics(db, competitionId);
      return rows.map((row) => ({
        homeTeamId: row.home_team_id,
        awayTeamId: row.away_team_id,
        values: parseStats(row.stats),
      }));
    },

    finishedGames: (competitionId: number) => countFinishedGames(db, competitionId),
  };
}

export type FinalBoxScores = ReturnType<typeof createFinalBoxScores>;
