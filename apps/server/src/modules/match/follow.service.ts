import type { followResult } from '@kanqiu/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { deleteFollow, findFollowedMatchIds, findFollowers, insertFollow, isFollowing } from './follow.repository';
import type { MatchLookup } from './match-lookup.service';

type FollowResult = z.infer<typeof followResult>;

const noFollows: ReadonlySet<number> = new Set();

/** A user's followed matches (关注), kept on the server so every device shows the same stars. */
export function createFollowService(db: Db, clock: Clock, matches: MatchLookup) {
  return {
    async setFollow(userId: number, matchId: number, follow: 0 | 1): Promise<FollowResult> {
      if (!(await matches.exists(matchId))) fail('notFound');
      if (follow === 1) await insertFollow(db, userId, matchId, clock());
      else await deleteFollow(db, userId, matchId);
      return { matchId, follow };
    },

    /** One query for a whole page; none for an anonymous caller. */
    async followedIds(userId: number | null): Promise<ReadonlySet<number>> {
      return userId === null ? noFollows : new Set(await findFollowedMatchIds(db, userId));
    },

    /** The fans who follow a match (web push tells them about it). */
    followersOf(matchId: number): Promise<number[]> {
      return findFollowers(db, matchId);
    },

    isFollowing(userId: number | null, matchId: number): Promise<boolean> {
      return userId === null ? Promise.resolve(false) : isFollowing(db, userId, matchId);
    },
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
