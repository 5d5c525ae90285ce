import type { FinishedSide } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { findFinalBoxScores } from './basketball.repository';
import { boxJson } from './basketball-detail.service';

/** Both sides of every finished game's final box score, for season averages (the 资料库). */
export function createFinalBoxScores(db: Db) {
  return {
    async sides(competitionId: number, teamId?: number): Promise<{ games: number; sides: FinishedSide[] }> {
      const rows = await findFinalBoxScores(db, competitionId, teamId);
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
  };
}

export type FinalBoxScores = ReturnType<typeof createFinalBoxScores>;
