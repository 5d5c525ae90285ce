import { imLimits } from '@kanqiu/domain';
import type { FastifyInstance } from 'fastify';
import { createUserAllowance } from '../../platform/http/user-allowance';

/** Each user's send allowance (`imLimits.messagesPer10s` per 10 s), shared by every instance through Redis. */
export function createSendAllowance(app: FastifyInstance): (userId: number) => Promise<boolean> {
  return createUserAllowance(app, 'im-send', [{ max: imLimits.messagesPer10s, timeWindow: 10_000 }]);
}
