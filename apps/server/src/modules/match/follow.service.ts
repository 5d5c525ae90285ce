import type { followResult } from '@kanqiu/contract';
import type { z } from 'zod';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { deleteFollow, findFollowedMatchIds, findFollowers, insertFollow } from './follow.repository';
import type { MatchLookup } from './match-lookup.service';

type FollowResult = z.infer<typeof followResult>;

const noFollows: ReadonlySet<number> = new Set();

/** The read cache's tag of a user's follows. */
const followsTag = (userId: number) => `follows:${userId}`;

/**
 * A user's followed matches (关注), kept on the server so every device shows the same stars; read once per change,
 * since every signed-in list and match header lays them over the shared answer.
 */
export function createFollowService(db: Db, clock: Clock, matches: MatchLookup, cache: ReadCache) {
  const followedIds = (userId: number | null): Promise<ReadonlySet<number>> => {
    if (userId === null) return Promise.resolve(noFollows);
    const tag = followsTag(userId);
    return cache.read(tag, { dependsOn: [tag] }, async () => new Set(await findFollowedMatchIds(db, userId)));
  };

  return {
    async setFollow(userId: number, matchId: number, follow: 0 | 1): Promise<FollowResult> {
      if (!(await matches.exists(matchId))) fail('notFound');
      if (follow === 1) await insertFollow(db, userId, matchId, clock());
      else await deleteFollow(db, userId, matchId);
      cache.invalidate([followsTag(userId)]);
      return { matchId, follow };
    },

    /** Never changed by the caller: shared by every read of the user until they follow or unfollow. */
    followedIds,

    /** The fans who follow a match (web push tells them about it). */
    followersOf(matchId: number): Promise<number[]> {
      return findFollowers(db, matchId);
    },

    async isFollowing(userId: number | null, matchId: number): Promise<boolean> {
      return (await followedIds(userId)).has(matchId);
    },
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
