import type { FastifyInstance } from 'fastify';
import { contentTypeOf, isObjectKey, type StoredObject } from './object-store';

/** What a route answers with: an object, and how long browsers may keep it (written once: for a year). */
export type ServedObject = StoredObject & { cacheControl?: string };

const writtenOnce = 'public, max-age=31536000, immutable';

/**
 * Answers `GET <prefix>*` with the object `find` gives for the rest of the path (files, so left out of the OpenAPI
 * document), or the API's 404. Its type follows from its extension; the security headers are the API's own.
 */
export function serveObjects(
  app: FastifyInstance,
  prefix: string,
  find: (path: string) => Promise<ServedObject | null>,
): void {
  app.get<{ Params: { '*': string } }>(`${prefix}*`, { schema: { hide: true } }, async (request, reply) => {
    const path = request.params['*'];
    const object = isObjectKey(path) ? await find(path) : null;
    if (!object) return reply.callNotFound();
    return reply
      .type(contentTypeOf(path))
      .header('content-length', object.size)
      .header('cache-control', object.cacheControl ?? writtenOnce)
      .send(object.body);
  });
}
