import type { Envelope } from '@kanqiu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache, ReadOptions } from '../cache/read-cache';
import { markSentAnswer } from './answer-memory';
import { accessTokenOf, optionalUserId } from './auth';
import { ok } from './envelope';
import { SerialisedBody, sendSerialised } from './serialised-body';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/** How a route's answer is shared: what it depends on and, for a signed-in viewer, what is theirs alone. */
export type ReadPolicy<Data> = ReadOptions & {
  /**
   * The viewer's own parts (关注, 已赞, 已购, …) laid over the shared answer, which the loader makes as a guest
   * sees it. Must not change `shared`, which every caller holds: returns a new value, or `shared` itself when
   * nothing of the viewer's is in it (then the shared bytes are sent).
   */
  personal?: (shared: Data, viewerId: number) => Data | Promise<Data>;
  /**
   * What of the viewer `personal` shows, as a key (the followed matches among the listed ones): viewers with the
   * same key get the same answer, made and compressed once per version of the shared one.
   */
  viewerKey?: (shared: Data, viewerId: number) => string | Promise<string>;
  /** Runs for every caller before it is answered, from memory or not (a read counter); cheap and synchronous. */
  onServe?: () => void;
};

type Shared<Data> = {
  envelope: Envelope<Data> & { data: Data };
  body: SerialisedBody;
  /** The answers of viewers by `ReadPolicy.viewerKey`. */
  byViewerKey: Map<string, Promise<SerialisedBody>>;
};

// Viewer keys are few where a crowd is (most follow the same match, or none); beyond these, each viewer's own.
const MAX_VIEWER_KEYS = 64;

/** A viewer's answer: the shared envelope with their parts laid over its data. */
function personalAnswer<Data>(shared: Shared<Data>, policy: ReadPolicy<Data>) {
  const { personal, viewerKey } = policy;
  if (!personal) return null;
  const made = async (viewerId: number, readers: 'shared' | 'once') => {
    const data = await personal(shared.envelope.data, viewerId);
    return data === shared.envelope.data
      ? shared.body
      : new SerialisedBody(JSON.stringify({ ...shared.envelope, data }), readers);
  };
  if (!viewerKey) return (viewerId: number) => made(viewerId, 'once');
  return async (viewerId: number) => {
    const key = await viewerKey(shared.envelope.data, viewerId);
    const known = shared.byViewerKey.get(key);
    if (known) return known;
    if (shared.byViewerKey.size >= MAX_VIEWER_KEYS) return made(viewerId, 'once');
    const body = made(viewerId, 'shared');
    shared.byViewerKey.set(key, body);
    body.catch(() => shared.byViewerKey.delete(key));
    return body;
  };
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
 * personal read gets the shared data with `policy.personal` laid over it, made once per `policy.viewerKey`.
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
    return { envelope, body: new SerialisedBody(reply.serialize(envelope) as string), byViewerKey: new Map() };
  });
  const shared = await entry.value;
  const personal = personalAnswer(shared, policy);
  const viewerId = personal && accessTokenOf(request) ? await optionalUserId(request) : null;
  if (personal && viewerId !== null) {
    sendSerialised(reply, await personal(viewerId));
    return reply;
  }
  const payload = sendSerialised(reply, shared.body);
  markSentAnswer(reply, { entry, personal, onServe: policy.onServe, payload });
  return reply;
}
