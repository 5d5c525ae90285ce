import type { Metrics } from '../platform/metrics/metrics';
import type { HubObserver, RealtimeHub } from './hub';

/** The hub's publications and fan-out time, by channel namespace (`match`, `chat`, `user`, …). */
export function hubObserver(metrics: Metrics): HubObserver {
  const publications = metrics.counter('hub_publications_total', 'Publications on the hub, by channel namespace', [
    'namespace',
  ]);
  const fanOut = metrics.histogram(
    'hub_fanout_seconds',
    "From a frame's making to its last follower on this instance, by channel namespace",
    { labelNames: ['namespace'] },
  );
  return {
    published: (namespace) => publications.inc({ namespace }),
    written: (namespace, seconds) => fanOut.observe({ namespace }, seconds),
  };
}

/** The sockets' subscriptions by channel namespace, and the websockets open, read at each scrape. */
export function countSockets(metrics: Metrics, hub: RealtimeHub, openSockets: () => number): void {
  metrics.gauge('hub_subscriptions', "This instance's socket subscriptions, by channel namespace", {
    labelNames: ['namespace'],
    collect: (gauge) => {
      gauge.reset();
      for (const [namespace, count] of hub.subscriptions()) gauge.set({ namespace }, count);
    },
  });
  metrics.gauge('websockets_open', 'Websockets open on this instance (live, chat and IM)', {
    collect: (gauge) => gauge.set(openSockets()),
  });
}
