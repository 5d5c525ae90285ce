import { Code } from '@kanqiu/domain';
import type { FastifyReply } from 'fastify';
import type { Envelope } from '@kanqiu/contract';

export function ok<T>(data: T): Envelope<T> & { data: T } {
  return { code: Code.ok, msg: '成功', data };
}

/**
 * Sends an envelope already serialised through the route's response schema (a body cached for every guest);
 * the typed send expects the envelope object, which this string is.
 */
export function sendSerialised(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(body as never);
}
