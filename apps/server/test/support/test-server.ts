import type { Agent } from 'node:https';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { composeServer, type ComposedServer } from '../../src/compose';
import { loadConfig } from '../../src/config';
import { createFeedStatus, type FeedStatus } from '../../src/platform/feed-status';
import { createMemorySmsSender, type MemorySmsSender } from '../../src/modules/user';
import type { ObjectStore } from '../../src/platform/storage/object-store';

export type Backend = { name: string; databaseUrl: string | undefined; redisUrl: string | undefined };

/** SQLite with the in-memory bus always; PostgreSQL with Redis too when CI sets their URLs. */
export function backends(): Backend[] {
  const list: Backend[] = [{ name: 'sqlite', databaseUrl: undefined, redisUrl: undefined }];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) list.push({ name: 'postgres+redis', databaseUrl, redisUrl: process.env.REDIS_URL });
  return list;
}

/** The composed server's parts a test reaches, and the test's own: its schema, URL, SMS outbox and clock. */
export type TestServer = Pick<
  ComposedServer,
  | 'app'
  | 'config'
  | 'database'
  | 'bus'
  | 'hub'
  | 'ingest'
  | 'readCache'
  | 'answerMemory'
  | 'metrics'
  | 'store'
  | 'media'
> & {
  schema: string;
  url: string;
  sms: MemorySmsSender;
  clock: { now: number; advance: (seconds: number) => void };
  close: () => Promise<void>;
};

/** `shareWith`: run as a second instance on the same database schema and Redis prefix. */
/** `media`: start RTMP ingest (with short, small demo clips) once the API listens. */
export type TestServerOptions = {
  env?: Record<string, string>;
  shareWith?: Pick<TestServer, 'schema'>;
  feedStatus?: FeedStatus;
  media?: boolean;
  /** Trusts the certificate of a test's own push service (test/web-push). */
  webPushAgent?: Agent;
  /** Its data directory (uploads, the SQLite file) instead of a fresh one: a restored backup (test/backup). */
  dataDir?: string;
  /** Keeps uploads and replays there instead of below the data directory. */
  store?: ObjectStore;
};

/** What every test API runs with: a random loopback port, its own data directory, no log output. */
export function baseTestEnv(dataDir: string): Record<string, string> {
  return { NODE_ENV: 'test', API_PORT: '0', API_HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
}

/** A real API on a random port with its own database file or PostgreSQL schema, so runs never share data. */
export async function startTestServer(backend: Backend, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'kanqiu-test-'));
  const schema = options.shareWith?.schema ?? `t_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    ...baseTestEnv(dataDir),
    // Tests register many users from one address; the limits' own tests lower these.
    SMS_OUTBOX: 'on',
    SMS_ATTEMPTS_PER_IP_PER_HOUR: '100000',
    LOGIN_ATTEMPTS_PER_PHONE_PER_HOUR: '100000',
    LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '100000',
    // Seeding in the test process blocks the loop the server shares; that is no overload to shed.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    // Tests of gifts, 贵族 and tips buy more than a fan may spend in a day; the limits' own tests restore them.
    SPEND_LIMIT_PER_GIFT: '100000000',
    SPEND_LIMIT_PER_DAY: '100000000',
    SPEND_LIMIT_PER_MONTH: '100000000',
    SPEND_CONFIRM_ABOVE: '100000000',
    ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl, DATABASE_SCHEMA: schema } : {}),
    ...(backend.redisUrl ? { REDIS_URL: backend.redisUrl, REDIS_PREFIX: `${schema}:` } : {}),
    ...options.env,
  });
  const clock = {
    now: Math.floor(Date.now() / 1000),
    advance(seconds: number) {
      clock.now += seconds;
    },
  };
  const sms = createMemorySmsSender();
  const server = await composeServer(config, {
    logger: pino({ level: 'silent' }),
    clock: () => clock.now,
    // A test of a real gateway (SMS_PROVIDER) lets the API send through it.
    ...(options.env?.SMS_PROVIDER ? {} : { smsSender: sms }),
    // No feed runs in a test server unless a test starts one, so it is ready at once.
    feedStatus: options.feedStatus ?? createFeedStatus('off'),
    demoClip: { seconds: 2, width: 320, height: 180 },
    ...(options.webPushAgent ? { webPushAgent: options.webPushAgent } : {}),
    ...(options.store ? { store: options.store } : {}),
  });
  const { app, database, bus, hub, ingest } = server;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  if (options.media) await server.startMedia();

  return {
    app,
    schema,
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    bus,
    hub,
    ingest,
    readCache: server.readCache,
    answerMemory: server.answerMemory,
    metrics: server.metrics,
    store: server.store,
    sms,
    media: server.media,
    clock,
    async close() {
      // Background tasks (newsroom, settlements) query the schema until the server stops: drop it after.
      await server.close();
      if (backend.databaseUrl && !options.shareWith) await dropSchema(backend.databaseUrl, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${client.escapeIdentifier(schema)} cascade`);
  } finally {
    await client.end();
  }
}
