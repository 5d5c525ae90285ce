import type { Db } from '../../platform/db/database';
import { matchExists } from './match-detail.repository';

/** Whether a match id is known, for the modules that hang data on matches of any sport (follows, odds). */
export function createMatchLookup(db: Db) {
  return { exists: (matchId: number): Promise<boolean> => matchExists(db, matchId) };
}

export type MatchLookup = ReturnType<typeof createMatchLookup>;
