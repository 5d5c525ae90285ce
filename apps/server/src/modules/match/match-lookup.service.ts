import type { Db } from '../../platform/db/database';

/** Whether a match id is known, for the modules that hang data on matches of any sport (follows, odds). */
export function createMatchLookup(db: Db) {
  return {
    async exists(matchId: number): Promise<boolean> {
      const row = await db.selectFrom('matches').select('id').where('id', '=', matchId).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type MatchLookup = ReturnType<typeof createMatchLookup>;
