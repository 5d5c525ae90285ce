import { liveClientMessage, liveHeartbeat, liveHeartbeatMs, type LiveServerMessage } from '@kanqiu/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus, StreamSequencer, Unsubscribe } from '../platform/bus';
import { liveTopic, type LiveBusMessage } from '../feed/ingest/ingest';

const sports = ['football', 'basketball'] as const;
/** A client whose unread backlog passes this is too slow to follow live scores; it reconnects and resyncs. */
const maxBufferedBytes = 1_000_000;
const idleLimitMs = 3 * liveHeartbeatMs;

type Client = { socket: WebSocket; topics: Set<string>; lastSeen: number };

function send(client: Client, frame: Buffer): void {
  if (client.socket.bufferedAmount > maxBufferedBytes) {
    client.socket.close(1013, 'too slow');
    return;
  }
  client.socket.send(frame, { binary: false });
}

/** UTF-8 encoded once per message, so a diff fanned out to thousands of sockets is not re-encoded for each. */
function encode(message: LiveServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}

/**
 * The public live-score socket at /ws/live (ARCHITECTURE §5). It delivers only what the bus gives it,
 * so every instance's clients see the same stream. Each diff is serialised once per topic, not per client.
 */
export async function registerLiveGateway(
  app: FastifyInstance,
  deps: { bus: Bus; sequencer: StreamSequencer },
): Promise<void> {
  const subscribers = new Map<string, Set<Client>>();
  const clients = new Set<Client>();

  const subscribersOf = (topic: string) => subscribers.get(topic) ?? new Set<Client>();

  function deliver(message: LiveBusMessage): void {
    const sportTopic = message.diff.sport;
    const matchTopic = `match:${message.diff.matchId}`;
    const sportFans = subscribersOf(sportTopic);
    if (sportFans.size > 0) {
      const frame = encode({ op: 'diff', topic: sportTopic, epoch: message.epoch, seq: message.seq, data: message.diff });
      for (const client of sportFans) send(client, frame);
    }
    const matchFans = subscribersOf(matchTopic);
    if (matchFans.size > 0) {
      const frame = encode({ op: 'diff', topic: matchTopic, epoch: message.epoch, seq: message.seq, data: message.diff });
      for (const client of matchFans) if (!sportFans.has(client)) send(client, frame);
    }
  }

  const unsubscribes: Unsubscribe[] = [];
  for (const sport of sports) {
    unsubscribes.push(await deps.bus.subscribe(liveTopic(sport), (m) => deliver(m as LiveBusMessage)));
  }

  async function subscribe(client: Client, topics: string[]): Promise<void> {
    const positions: Record<string, number> = {};
    for (const topic of topics) {
      client.topics.add(topic);
      const set = subscribers.get(topic) ?? new Set<Client>();
      set.add(client);
      subscribers.set(topic, set);
      if (topic === 'football' || topic === 'basketball') positions[topic] = (await deps.sequencer.position(topic)).seq;
    }
    send(client, encode({ op: 'subscribed', topics: [...client.topics], positions }));
  }

  function unsubscribe(client: Client, topics: Iterable<string>): void {
    for (const topic of [...topics]) {
      client.topics.delete(topic);
      const set = subscribers.get(topic);
      set?.delete(client);
      if (set?.size === 0) subscribers.delete(topic);
    }
  }

  async function onMessage(client: Client, raw: string): Promise<void> {
    client.lastSeen = Date.now();
    if (raw === liveHeartbeat) {
      client.socket.send(liveHeartbeat);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const message = liveClientMessage.safeParse(parsed);
    if (!message.success) {
      send(client, encode({ op: 'error', msg: '无法识别的消息' }));
      return;
    }
    if (message.data.op === 'subscribe') await subscribe(client, message.data.topics);
    else unsubscribe(client, message.data.topics);
  }

  app.get('/ws/live', { websocket: true, schema: { hide: true } }, async (socket) => {
    const client: Client = { socket, topics: new Set(), lastSeen: Date.now() };
    clients.add(client);
    socket.on('message', (data: Buffer) => void onMessage(client, data.toString()));
    socket.on('close', () => {
      unsubscribe(client, client.topics);
      clients.delete(client);
    });
    const { epoch } = await deps.sequencer.position('football');
    send(client, encode({ op: 'welcome', epoch, heartbeatMs: liveHeartbeatMs }));
  });

  const sweeper = setInterval(() => {
    const cutoff = Date.now() - idleLimitMs;
    for (const client of clients) if (client.lastSeen < cutoff) client.socket.terminate();
  }, liveHeartbeatMs);
  sweeper.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    for (const client of clients) client.socket.terminate();
    await Promise.all(unsubscribes.map((u) => u()));
  });
}
