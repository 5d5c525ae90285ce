import { envelope, healthData } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../platform/db/database';
import type { Bus } from '../../platform/bus';
import { ok } from '../../platform/http/envelope';

export type HealthDeps = { database: DatabaseHandle; bus: Bus };

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, { database, bus }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: '健康检查：数据库与 Redis 状态', response: { 200: envelope(healthData) } } },
    async () => {
      const [dbUp, busUp] = await Promise.all([database.ping(), bus.ping()]);
      const redis: 'ok' | 'down' | 'disabled' = bus.kind === 'redis' ? (busUp ? 'ok' : 'down') : 'disabled';
      return ok({
        status: dbUp && redis !== 'down' ? ('ok' as const) : ('degraded' as const),
        database: { dialect: database.dialect, status: dbUp ? ('ok' as const) : ('down' as const) },
        redis: { status: redis },
        uptimeSec: Math.round(process.uptime()),
      });
    },
  );
};
