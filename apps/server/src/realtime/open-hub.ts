import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Bus } from '../platform/bus';
import { createHub, type RealtimeHub } from './hub';

/** The hub as configured: Redis-backed numbering and history with REDIS_URL, in-process without. */
export function openHub(config: Config, bus: Bus, logger: Logger): Promise<RealtimeHub> {
  return createHub({
    bus,
    redis: config.redis,
    limits: {
      history: config.realtime.history,
      repairIntervalMs: 250,
      outboxSize: 1000,
      fanOutSlice: config.realtime.fanOutSlice,
    },
    logger,
  });
}
