import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { TrustProxy } from '@kanqiu/domain';
import type { Config } from './config';
import { outageProofStore } from './platform/http/outage-proof-limits';
import { closeRedis, connectRedis } from './platform/bus/redis-client';
import { createConnectionTokens } from './realtime/connection-token';
import { registerHubSocket } from './realtime/hub-socket';
import { createOriginPolicy } from './platform/socket/origin-policy';
import { docsPolicy, registerHardening, serverOptions } from './platform/http/hardening';
import { applyConnectionCeiling, connectionCeiling, openFileLimit } from './platform/http/connection-ceiling';
import type { Ingest } from './feed/ingest/ingest';
import { pushRoutes } from './feed/providers/push/push.routes';
import { installErrorHandling } from './platform/http/error-handler';
import { registerModules, type KanqiuModule, type ModuleContext } from './platform/module';
import type { AnswerMemory } from './platform/http/answer-memory';
import { installReadCache } from './platform/http/cached-read';
import { requestIdOf, type RequestObserver } from './platform/http/request-observer';
import { serveObjects } from './platform/storage/serve-objects';

/** What the platform gives the app: everything a module's context holds but the other modules' services. */
export type AppPlatform = Omit<ModuleContext, 'use'> & { answerMemory: AnswerMemory; requests: RequestObserver };

/**
 * Per-route limits (login, SMS, chat). With Redis the counters are shared, so N instances limit as one;
 * a Redis outage lets requests through rather than locking every fan out.
 */
async function registerRateLimit(app: FastifyInstance, redis: Config['redis'], logger: Logger): Promise<void> {
  if (!redis.url) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const client = await connectRedis(redis.url, 'rate limit', logger);
  app.addHook('onClose', () => closeRedis(client));
  await app.register(rateLimit, { global: false, store: outageProofStore(client, `${redis.prefix}rate:`) });
}

/** The OpenAPI document (/docs/json) and its viewer (/docs): the API's map, so not shown in production unless asked. */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
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

/** Every answer of the framework counted, timed and logged by its route (the answer memory reports its own). */
function observeRequests(app: FastifyInstance, requests: RequestObserver): void {
  app.addHook('onResponse', (request, reply, done) => {
    requests.answered({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      url: request.url,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      requestId: request.id,
    });
    done();
  });
}

async function registerPlatform(app: FastifyInstance, platform: AppPlatform): Promise<void> {
  const { config, logger, store } = platform;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app, { onShed: platform.requests.shed });
  await registerHardening(app, config);
  await app.register(formbody);
  // One byte over the limit so the route can tell "too large" apart from a truncated stream.
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes + 1, files: 1 } });
  await registerRateLimit(app, config.redis, logger);
  // The hub writes frames it made itself to every socket, so no compression may be negotiated.
  await app.register(websocket, { options: { maxPayload: config.realtime.maxFrameBytes, perMessageDeflate: false } });
  // Pending uploads are reached only through signed links (modules/user/pending-upload.ts).
  serveObjects(app, '/uploads/', async (path) =>
    path.startsWith('pending/') ? null : store.stream(`uploads/${path}`),
  );
  if (config.apiDocs) await registerApiDocs(app);
}

/**
 * Fastify trusts no hop on a bare count (a client reaching the API directly could claim hops); behind the balancer
 * a count means the last `hops` addresses of the chain, the balancer's own appended last, as Express reads it.
 */
function fastifyTrustProxy(setting: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** Builds the API with the given modules (in their order) and the feed's push endpoint; listening is the caller's. */
export async function buildApp(
  platform: AppPlatform,
  modules: readonly KanqiuModule[],
  ingest: Ingest,
): Promise<FastifyInstance> {
  const { config } = platform;
  const app = Fastify({
    loggerInstance: platform.logger as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(config.http.trustProxy),
    bodyLimit: 1024 * 1024,
    ...serverOptions(config.http),
    serverFactory: platform.answerMemory.serverFactory,
    // One line per request, at REQUEST_LOG_LEVEL (observeRequests), under the id the web server gave it.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  observeRequests(app, platform.requests);
  platform.answerMemory.attach(app);
  installReadCache(app, platform.readCache);
  applyConnectionCeiling(app.server, connectionCeiling(config.http.maxConnections, openFileLimit()), platform.logger);
  await registerPlatform(app, platform);
  await registerModules(app, modules, platform);
  const connectionTokens = createConnectionTokens(config.realtime.connectionTokenKey, platform.clock);
  registerHubSocket(app, {
    path: '/ws/live',
    hub: platform.hub,
    // A short-lived token of /chat/getToken, or an account token.
    authenticate: async (token) => {
      const connection = connectionTokens.read(token);
      return connection ? connection.userId : ((await app.verifyToken(token)) ?? undefined);
    },
    originAllowed: createOriginPolicy(config.http.webOrigins, config.realtime.allowLoopbackOrigins),
    limits: config.realtime.socket,
  });
  const secret = config.feed.ingestSecret;
  if (secret) await app.register(pushRoutes, { ingest, secret, db: platform.database.feedDb, clock: platform.clock });
  return app;
}
