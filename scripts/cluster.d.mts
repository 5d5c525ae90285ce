/** The types of cluster.mjs, for e2e/cluster (TypeScript). */
export type InstanceName = 'api1' | 'api2' | 'web1' | 'web2' | 'edge' | 'haproxy';

export type Cluster = {
  ports: {
    web: number;
    api: number;
    webs: [number, number];
    apis: [number, number];
    apiMetrics: [number, number];
    webMetrics: [number, number];
  };
  webUrl: string;
  apiUrl: string;
  adminSocket: string;
  /** The media edge's HLS base (MEDIA_EDGE_HLS_URL): `<url>/<stream>.m3u8`. */
  edgeHlsUrl: string;
  schema: string;
  redisPrefix: string;
  start(): Promise<void>;
  kill(name: InstanceName): Promise<void>;
  restart(name: InstanceName): Promise<void>;
  balancer(command: string): Promise<string>;
  stop(): Promise<void>;
};

export function createCluster(env?: Record<string, string | undefined>): Cluster;
