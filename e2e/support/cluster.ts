import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCluster, type Cluster } from '../../scripts/cluster.mjs';
import { e2ePorts } from './ports';

/** The cluster runs on PostgreSQL and Redis only; without them its specs skip. */
export const clusterServers = { databaseUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL };

/** The ports of one e2e cluster: HAProxy's web and API, each instance's, then each metrics port. */
export function clusterPorts(base: number) {
  return {
    CLUSTER_WEB_PORT: base,
    CLUSTER_API_PORT: base + 1,
    CLUSTER_WEB1_PORT: base + 2,
    CLUSTER_WEB2_PORT: base + 3,
    CLUSTER_API1_PORT: base + 4,
    CLUSTER_API2_PORT: base + 5,
    CLUSTER_API1_METRICS_PORT: base + 6,
    CLUSTER_API2_METRICS_PORT: base + 7,
    CLUSTER_WEB1_METRICS_PORT: base + 8,
    CLUSTER_WEB2_METRICS_PORT: base + 9,
  };
}

/**
 * `npm run cluster` (scripts/cluster.mjs) on a schema, key prefix and data directory of its own; each spec has
 * its `index`, so its ports (e2ePorts.cluster + 10 × index onwards) are its own. `close` stops it and forgets its data.
 */
export async function startE2eCluster(
  name: string,
  index: number,
  env: Record<string, string> = {},
): Promise<{ cluster: Cluster; ports: ReturnType<typeof clusterPorts>; close(): Promise<void> }> {
  const run = `${name}_${process.env.KQ_E2E_RUN}`;
  const ports = clusterPorts(e2ePorts.cluster + 10 * index);
  const dataDir = mkdtempSync(join(tmpdir(), 'kanqiu-cluster-'));
  const cluster = createCluster({
    ...process.env,
    ...Object.fromEntries(Object.entries(ports).map(([key, port]) => [key, String(port)])),
    DATABASE_SCHEMA: run,
    REDIS_PREFIX: `kanqiu:${run}:`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RTMP_PORT: String(e2ePorts.rtmp + 1 + index),
    MEDIA_EDGE_RTMP_PORT: String(e2ePorts.clusterEdge + 2 * index),
    MEDIA_EDGE_HTTP_PORT: String(e2ePorts.clusterEdge + 2 * index + 1),
    ...env,
  });
  const close = async () => {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: clusterServers.databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${run}" cascade`);
    await client.end();
    const { default: Redis } = await import('ioredis');
    const redis = new Redis(clusterServers.redisUrl!);
    const keys = await redis.keys(`kanqiu:${run}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  };
  try {
    await cluster.start();
  } catch (error) {
    await close();
    throw error;
  }
  return { cluster, ports, close };
}
