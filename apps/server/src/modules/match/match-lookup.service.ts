import type { Db } from '../../platform/db/database';

/** Whether a match id is known and what it is called, for the modules that hang data on matches of any sport. */
export function createMatchLookup(db: Db) {
  return {
    async exists(matchId: number): Promise<boolean> {
      const row = await db.selectFrom('matches').select('id').where('id', '=', matchId).executeTakeFirst();
      return row !== undefined;
    },

    /** The Chinese names of the two teams and the score, for texts about a match (notifications). */
    async teams(matchId: number): Promise<{ home: string; away: string; score: [number, number] } | null> {
      const row = await db
        .selectFrom('matches as m')
        .innerJoin('teams as h', 'h.id', 'm.home_team_id')
        .innerJoin('teams as a', 'a.id', 'm.away_team_id')
        .where('m.id', '=', matchId)
        .select(['h.name_zh as home', 'a.name_zh as away', 'm.home_score', 'm.away_score'])
        .executeTakeFirst();
      return row ? { home: row.home, away: row.away, score: [row.home_score, row.away_score] } : null;
    },
  };
}

export type MatchLookup = ReturnType<typeof createMatchLookup>;
