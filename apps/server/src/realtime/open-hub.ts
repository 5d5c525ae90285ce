import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Bus } from '../platform/bus';
import type { Database } from '../platform/db/tables';
import { createHub, type HubObserver, type RealtimeHub } from './hub';
import { createOutboxMarks } from './outbox-marks';

/**
 * The hub as configured: Redis-backed numbering and history with REDIS_URL, in-process without. With Redis,
 * several instances share the streams, so each marks in the database an outbox that holds publications.
 */
export function openHub(
  config: Config,
  bus: Bus,
  db: Kysely<Database>,
  logger: Logger,
  observer: HubObserver,
): Promise<RealtimeHub> {
  return createHub({
    bus,
    redis: config.redis,
    limits: {
      history: config.realtime.history,
      repairIntervalMs: 250,
      outboxSize: 1000,
      fanOutSlice: config.realtime.fanOutSlice,
    },
    ...(config.redis.url
      ? { durability: { marks: createOutboxMarks(db, randomUUID()), sweepIntervalMs: 2000, staleAfterMs: 6000 } }
      : {}),
    observer,
    logger,
  });
}
