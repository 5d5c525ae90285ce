import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { Redis } from 'ioredis';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { mkdirSync } from 'node:fs';
import type { Logger } from 'pino';
import type { Config } from './config';
import { registerBasketballModule } from './modules/basketball';
import { healthRoutes } from './modules/health/health.routes';
import { registerFootballModule } from './modules/football';
import { registerInformModule } from './modules/inform';
import { registerOddsModule } from './modules/odds';
import { registerUserModule } from './modules/user';
import type { Bus, StreamSequencer } from './platform/bus';
import type { Clock } from './platform/clock';
import type { DatabaseHandle } from './platform/db/database';
import { installErrorHandling } from './platform/http/error-handler';
import { docsPolicy, registerHardening, serverOptions } from './platform/http/hardening';
import { registerLiveGateway } from './realtime/live-gateway';
import type { Ingest } from './feed/ingest/ingest';
import { createFeedStatus, type FeedStatus } from './feed/feed-status';
import { pushRoutes } from './feed/providers/push/push.routes';
import type { SmsSender } from './modules/user/sms-sender';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  bus: Bus;
  sequencer: StreamSequencer;
  ingest: Ingest;
  logger: Logger;
  /** Real time: tokens, SMS codes, rate limits. */
  clock: Clock;
  /** The feed's time (FEED_SPEED scales it): match minutes, today's lists. Equal to `clock` at speed 1. */
  sportsClock: Clock;
  /** The bundled feed's readiness; absent (treated as off) when no feed runs in this process. */
  feedStatus?: FeedStatus;
  smsSender?: SmsSender;
};

/**
 * Per-route limits (login, SMS, chat). With Redis the counters are shared, so N instances limit as one;
 * a Redis outage lets requests through rather than locking every fan out.
 */
async function registerRateLimit(app: FastifyInstance, redis: Config['redis']): Promise<void> {
  if (!redis.url) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const client = new Redis(redis.url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  app.addHook('onClose', async () => {
    await client.quit();
  });
  await app.register(rateLimit, { global: false, redis: client, nameSpace: `${redis.prefix}rate:`, skipOnError: true });
}

async function registerPlatform(app: FastifyInstance, config: Config): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await registerHardening(app, config);
  await app.register(cookie);
  await app.register(formbody);
  // One byte over the limit so the route can tell "too large" apart from a truncated stream.
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes + 1, files: 1 } });
  await registerRateLimit(app, config.redis);
  await app.register(websocket);
  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Pending uploads are reached only through signed links (modules/user/pending-upload.ts).
    allowedPath: (pathName) => !pathName.startsWith('/pending/'),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: '看球直播 API',
        version: '1.0.0',
        description: '每个响应都是 {code, msg, data}；code 200 表示成功。',
      },
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, transformStaticCSP: docsPolicy });
}

/** Builds the API with every module; listening is the caller's business. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: deps.config.http.trustProxy,
    bodyLimit: 1024 * 1024,
    ...serverOptions(deps.config.http),
  });
  await registerPlatform(app, deps.config);
  await app.register(healthRoutes, {
    database: deps.database,
    bus: deps.bus,
    feedStatus: deps.feedStatus ?? createFeedStatus('off'),
  });
  await registerUserModule(app, deps);
  await registerInformModule(app, deps);
  await registerFootballModule(app, deps);
  await registerOddsModule(app, deps);
  await registerBasketballModule(app, deps);
  await registerLiveGateway(app, { bus: deps.bus, sequencer: deps.sequencer });
  const secret = deps.config.feed.ingestSecret;
  if (secret) await app.register(pushRoutes, { ingest: deps.ingest, secret });
  return app;
}
