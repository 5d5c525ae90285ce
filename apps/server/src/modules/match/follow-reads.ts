import type { FastifyReply, FastifyRequest } from 'fastify';
import { optionalUserId } from '../../platform/http/auth';
import { cachedRead, type ReadPolicy } from '../../platform/http/cached-read';
import { ok } from '../../platform/http/envelope';
import { matchChannel } from '@kanqiu/contract';
import { sportLists } from './list-rows';

/** A sport's list service as it stars a viewer's follows in a shared list. */
type StarringLists<List> = {
  withFollows(shared: List, viewerId: number): Promise<List>;
  followKey(shared: List, viewerId: number): Promise<string>;
};

/** A list is the same for every fan but for the stars of their own follows; clocks move with the second. */
export function starredListPolicy<List>(
  sport: 'football' | 'basketball',
  lists: StarringLists<List>,
): ReadPolicy<List> {
  return {
    dependsOn: sportLists(sport),
    perSecond: true,
    personal: (shared, viewerId) => lists.withFollows(shared, viewerId),
    viewerKey: (shared, viewerId) => lists.followKey(shared, viewerId),
  };
}

/** A match's header is the same for every fan but for their own follow star; its clock moves with the second. */
export function starredMatchPolicy<Data>(
  matchId: number,
  follows: (shared: Data, viewerId: number) => Promise<boolean>,
  starred: (shared: Data) => Data,
): ReadPolicy<Data> {
  return {
    dependsOn: [matchChannel(matchId)],
    perSecond: true,
    personal: async (shared, viewerId) => ((await follows(shared, viewerId)) ? starred(shared) : shared),
    viewerKey: async (shared, viewerId) => String(await follows(shared, viewerId)),
  };
}

/** 关注 is one fan's own list, made for them; any other list is shared through the read cache. */
export async function listRead<List>(
  request: FastifyRequest,
  reply: FastifyReply,
  followedList: boolean,
  policy: ReadPolicy<List>,
  load: (viewerId: number | null) => Promise<List>,
) {
  return followedList
    ? ok(await load(await optionalUserId(request)))
    : cachedRead(request, reply, policy, () => load(null));
}
