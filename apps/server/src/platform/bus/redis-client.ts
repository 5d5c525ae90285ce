import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Fail fast while Redis is unreachable (no offline queue, one retry, bounded connect and command waits)
 * so a request never hangs on it, and reconnect every 250 ms at most so service returns soon after Redis does
 * (each client tries at most four times a second while Redis is away).
 */
export const redisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  commandTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 250),
};

/**
 * A connected ioredis client for one `role` (bus, hub, lock, rate limit). Connection errors are
 * logged once per outage, not once per reconnect attempt, and never reach the process as an unhandled 'error'.
 */
export async function connectRedis(url: string, role: string, logger: Logger): Promise<Redis> {
  const client = new Redis(url, redisOptions);
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error, redis: role }, 'redis: connection lost, reconnecting');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({ redis: role }, 'redis: reconnected');
  });
  await client.connect();
  return client;
}

/** QUIT when connected; when Redis is unreachable a QUIT cannot be sent, so just drop the socket. */
export async function closeRedis(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

const unavailableMessages = /enableOfflineQueue|connection is closed|command timed out|reached the max retries/i;

/** An ioredis command failed because Redis is unreachable now, not because the command was wrong. */
export function isRedisUnavailable(error: unknown): boolean {
  return error instanceof Error && unavailableMessages.test(error.message);
}
