import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import {
  createMemoryBus,
  createMemorySequencer,
  createRedisBus,
  createRedisSequencer,
  type Bus,
  type StreamSequencer,
} from '../../src/platform/bus';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db/database';
import { createIngest, type Ingest } from '../../src/feed/ingest/ingest';
import type { FeedStatus } from '../../src/feed/feed-status';
import { createMemorySmsSender, type MemorySmsSender } from '../../src/modules/user/sms-sender';

export type Backend = { name: string; databaseUrl: string | undefined; redisUrl: string | undefined };

/** SQLite with the in-memory bus always; PostgreSQL with Redis too when CI sets their URLs. */
export function backends(): Backend[] {
  const list: Backend[] = [{ name: 'sqlite', databaseUrl: undefined, redisUrl: undefined }];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) list.push({ name: 'postgres+redis', databaseUrl, redisUrl: process.env.REDIS_URL });
  return list;
}

export type TestServer = {
  app: FastifyInstance;
  schema: string;
  url: string;
  config: Config;
  database: DatabaseHandle;
  bus: Bus;
  sequencer: StreamSequencer;
  ingest: Ingest;
  sms: MemorySmsSender;
  clock: { now: number; advance: (seconds: number) => void };
  close: () => Promise<void>;
};

/** `shareWith`: run as a second instance on the same database schema and Redis prefix. */
export type TestServerOptions = { env?: Record<string, string>; shareWith?: TestServer; feedStatus?: FeedStatus };

/** A real API on a random port with its own database file or PostgreSQL schema, so runs never share data. */
export async function startTestServer(backend: Backend, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kanqiu-test-'));
  const schema = options.shareWith?.schema ?? `t_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests register many users from one address; the limits' own tests lower these.
    SMS_OUTBOX: 'on',
    SMS_ATTEMPTS_PER_IP_PER_HOUR: '100000',
    LOGIN_ATTEMPTS_PER_PHONE_PER_HOUR: '100000',
    LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '100000',
    // Seeding in the test process blocks the loop the server shares; that is no overload to shed.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '600000',
    ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl, DATABASE_SCHEMA: schema } : {}),
    ...(backend.redisUrl ? { REDIS_URL: backend.redisUrl, REDIS_PREFIX: `${schema}:` } : {}),
    ...options.env,
  });
  const logger = pino({ level: 'silent' });
  const database = await openDatabase(config.database);
  const bus = backend.redisUrl ? await createRedisBus(backend.redisUrl, `${schema}:`, logger) : createMemoryBus();
  const sequencer = backend.redisUrl
    ? await createRedisSequencer(backend.redisUrl, `${schema}:`)
    : createMemorySequencer();
  const clock = {
    now: Math.floor(Date.now() / 1000),
    advance(seconds: number) {
      clock.now += seconds;
    },
  };
  const sms = createMemorySmsSender();
  const ingest = createIngest({ db: database.db, bus, sequencer, clock: () => clock.now, logger });
  const app = await buildApp({
    config,
    database,
    bus,
    sequencer,
    ingest,
    logger,
    clock: () => clock.now,
    sportsClock: () => clock.now,
    smsSender: sms,
    ...(options.feedStatus ? { feedStatus: options.feedStatus } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    app,
    schema,
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    bus,
    sequencer,
    ingest,
    sms,
    clock,
    async close() {
      await app.close();
      await bus.close();
      await sequencer.close();
      if (backend.databaseUrl && !options.shareWith)
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
