import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const PREFIX = 'kanqiu_';

/** Seconds buckets from a millisecond to ten seconds: requests, fan-out, commits. */
export const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The figures an operator reads (Prometheus' text format, through prom-client): the platform's and every
 * module's, each family named once by whoever measures it. One per app, so the tests' many apps in one process
 * keep theirs apart; the process's own (heap, event-loop delay, handles) are kept once per process.
 */
export type Metrics = {
  counter<L extends string = never>(name: string, help: string, labelNames?: readonly L[]): Counter<L>;
  /** A gauge whose value `collect` reads at each scrape, or that its owner sets. */
  gauge<L extends string = never>(
    name: string,
    help: string,
    options?: { labelNames?: readonly L[]; collect?: (gauge: Gauge<L>) => void | Promise<void> },
  ): Gauge<L>;
  histogram<L extends string = never>(
    name: string,
    help: string,
    options?: { labelNames?: readonly L[]; buckets?: number[] },
  ): Histogram<L>;
  /** A counter whose total the code keeps anyway (a hit count), read at each scrape. */
  keptTotal(name: string, help: string, read: () => number): void;
  /** The text Prometheus reads, and its content type. */
  text(): Promise<string>;
  contentType: string;
};

let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: PREFIX });
  }
  return processRegistry;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  return {
    counter: (name, help, labelNames = []) =>
      new Counter({ name: PREFIX + name, help, labelNames: [...labelNames], registers: [registry] }),
    gauge: (name, help, { labelNames = [], collect } = {}) =>
      new Gauge({
        name: PREFIX + name,
        help,
        labelNames: [...labelNames],
        registers: [registry],
        ...(collect
          ? {
              collect: function (this: Gauge) {
                return collect(this as never);
              },
            }
          : {}),
      }),
    histogram: (name, help, { labelNames = [], buckets = latencyBuckets } = {}) =>
      new Histogram({ name: PREFIX + name, help, labelNames: [...labelNames], buckets, registers: [registry] }),
    keptTotal: (name, help, read) =>
      void new Counter({
        name: PREFIX + name,
        help,
        registers: [registry],
        collect() {
          this.reset();
          this.inc(read());
        },
      }),
    text: async () => `${await processMetrics().metrics()}\n${await registry.metrics()}`,
    contentType: registry.contentType,
  };
}
