import { envelope, healthData } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../platform/db/database';
import type { Bus } from '../../platform/bus';
import { ok } from '../../platform/http/envelope';
import { Code } from '@kanqiu/domain';
import { messageFor } from '../../platform/http/messages';
import type { FeedStatus } from '../../platform/feed-status';

export type HealthDeps = { database: DatabaseHandle; bus: Bus; feedStatus: FeedStatus };

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, { database, bus, feedStatus }) => {
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
        feed: { status: feedStatus.current() },
        uptimeSec: Math.round(process.uptime()),
      });
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: '就绪检查：数据库与 Redis 可用且数据源完成启动后返回 200（负载均衡与测试等待它）',
        response: { 200: envelope(z.object({ feed: z.enum(['off', 'ready']) })), 503: envelope(z.null()) },
      },
    },
    async (_request, reply) => {
      const [dbUp, busUp] = await Promise.all([database.ping(), bus.ping()]);
      const notReady = (msg: string) => reply.status(503).send({ code: Code.notReady, msg, data: null });
      if (!dbUp) return notReady('数据库暂时不可用');
      if (!busUp) return notReady('Redis 暂时不可用');
      const state = feedStatus.current();
      if (state === 'starting') return notReady(messageFor(Code.notReady));
      return ok({ feed: state });
    },
  );
};
