import type { Envelope } from '@kanqiu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache, ReadOptions } from '../cache/read-cache';
import { markSentAnswer } from './answer-memory';
import { accessTokenOf, optionalUserId } from './auth';
import { ok } from './envelope';
import { SerialisedBody, sendOnce, sendSerialised } from './serialised-body';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/** How a route's answer is shared: what it depends on and, for a signed-in viewer, what is theirs alone. */
export type ReadPolicy<Data> = ReadOptions & {
  /**
   * The viewer's own parts (关注, 已赞, 已购, …) laid over the shared answer, which the loader makes as a guest
   * sees it. Must not change `shared`, which every caller holds; return a new value.
   */
  personal?: (shared: Data, viewerId: number) => Data | Promise<Data>;
  /** Runs for every caller before it is answered, from memory or not (a read counter); cheap and synchronous. */
  onServe?: () => void;
};

type Shared<Data> = { envelope: Envelope<Data> & { data: Data }; body: SerialisedBody };

/** A viewer's answer: the shared envelope with their parts laid over its data, as JSON text. */
function personalAnswer<Data>(shared: Shared<Data>, personal: ReadPolicy<Data>['personal']) {
  if (!personal) return null;
  return async (viewerId: number) =>
    JSON.stringify({ ...shared.envelope, data: await personal(shared.envelope.data, viewerId) });
}

export function installReadCache(app: FastifyInstance, cache: ReadCache): void {
  app.decorate('readCache', cache);
}

/** The route's read of this URL (and JSON body): the same for every caller that is not laid a personal part over. */
function readKeyOf(request: FastifyRequest): string {
  const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : '';
  return `read ${request.method} ${request.url} ${body}`;
}

/**
 * Answers a read once per version of what it shows (docs/architecture.md, "One read cache"): `load` runs for
 * the first caller, its envelope is checked and serialised through the route's response schema once, and every
 * caller until a tag in `policy.dependsOn` moves gets those bytes, compressed once per encoding; the framework's
 * answer is then also given from memory before the framework (`answer-memory.ts`). A signed-in viewer of a
 * personal read gets the shared data with `policy.personal` laid over it.
 */
export async function cachedRead<Data>(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: ReadPolicy<Data>,
  load: () => Promise<Data>,
): Promise<FastifyReply> {
  policy.onServe?.();
  const entry = request.server.readCache.entry<Shared<Data>>(readKeyOf(request), policy, async () => {
    const envelope = ok(await load());
    return { envelope, body: new SerialisedBody(reply.serialize(envelope) as string) };
  });
  const shared = await entry.value;
  const personal = personalAnswer(shared, policy.personal);
  const viewerId = personal && accessTokenOf(request) ? await optionalUserId(request) : null;
  if (personal && viewerId !== null) return sendOnce(reply, await personal(viewerId));
  const payload = sendSerialised(reply, shared.body);
  markSentAnswer(reply, { entry, personal, onServe: policy.onServe, payload });
  return reply;
}
