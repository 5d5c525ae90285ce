import { Code } from '@kanqiu/domain';
import type { FastifyReply } from 'fastify';
import type { Envelope } from '@kanqiu/contract';

export function ok<T>(data: T): Envelope<T> & { data: T } {
  return { code: Code.ok, msg: '成功', data };
}

/**
 * Sends an envelope already serialised through the route's response schema (a body cached for every guest);
 * the typed send expects the envelope object, which these bytes are. Fastify sends bytes as they are.
 */
export function sendSerialised(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body as never);
}
