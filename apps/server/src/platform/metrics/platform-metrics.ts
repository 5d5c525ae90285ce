import type { Bus } from '../bus';
import type { ReadCache } from '../cache/read-cache';
import type { DatabaseHandle } from '../db/database';
import type { FeedStatus } from '../feed-status';
import type { Metrics } from './metrics';

/**
 * What the platform tells an operator besides its requests: whether PostgreSQL (or SQLite) and the bus answer,
 * the pool's waits, the read cache's hits, how far the feed is behind. Read at each scrape, from what the platform keeps anyway.
 */
export function registerPlatformMetrics(
  metrics: Metrics,
  parts: { database: DatabaseHandle; bus: Bus; readCache: ReadCache; feedStatus: FeedStatus },
): void {
  const { database, bus, readCache, feedStatus } = parts;
  metrics.gauge('dependency_up', 'Whether a dependency answers a ping now (1) or not (0)', {
    labelNames: ['dependency'],
    collect: async (gauge) => {
      const [databaseUp, busUp] = await Promise.all([database.ping(), bus.ping()]);
      gauge.set({ dependency: database.dialect }, databaseUp ? 1 : 0);
      gauge.set({ dependency: bus.kind }, busUp ? 1 : 0);
    },
  });
  metrics.gauge('db_pool_connections', 'PostgreSQL connections, in use or waited for', {
    labelNames: ['state'],
    collect: (gauge) => {
      const pool = database.pool();
      if (!pool) return;
      gauge.set({ state: 'in_use' }, pool.inUse);
      gauge.set({ state: 'waiting' }, pool.waiting);
    },
  });
  metrics.keptTotal('read_cache_hits_total', 'Reads given from the read cache', () => readCache.stats().hits);
  metrics.keptTotal('read_cache_misses_total', 'Reads worked out again', () => readCache.stats().misses);
  metrics.gauge('read_cache_entries', 'Values the read cache holds', {
    collect: (gauge) => gauge.set(readCache.stats().entries),
  });
  metrics.gauge(
    'feed_lag_seconds',
    "Seconds since this instance's feed last ingested all that was due (only while it leads)",
    {
      collect: (gauge) => {
        gauge.reset();
        const caughtUpAt = feedStatus.caughtUpAt();
        if (caughtUpAt !== null) gauge.set((Date.now() - caughtUpAt) / 1000);
      },
    },
  );
}
