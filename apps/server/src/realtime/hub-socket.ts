import {
  liveClientMessage,
  liveCloseCode,
  liveHeartbeat,
  liveHeartbeatMs,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { messageFor } from '../platform/http/messages';
import type { EncodedFrame, HubSubscriber, RealtimeHub } from './hub';
import { createRateWindow } from './rate-window';

export type SocketLimits = {
  /** Messages a socket may send in one second; one more closes it. */
  maxMessagesPerSecond: number;
  /** Channels one socket may follow at once. */
  maxChannels: number;
  /** Unsent bytes a socket may have queued before it is dropped as too slow. */
  maxBufferedBytes: number;
};

export type HubSocketOptions = {
  path: string;
  hub: RealtimeHub;
  /** The account behind a token, or undefined when the token is unknown, expired or revoked. */
  authenticate: (token: string) => Promise<number | undefined>;
  /** Whether a browser page at this origin may open the socket; a socket without Origin (not a browser) always may. */
  originAllowed: (origin: string) => boolean;
  limits: SocketLimits;
};

type Client = {
  socket: WebSocket;
  /** The connection under the websocket: publications are written to it as frames made once for all sockets. */
  raw: Duplex;
  channels: Set<string>;
  userId: number | undefined;
  lastSeen: number;
  take: (nowMs: number) => boolean;
  /** Messages are handled one after another, so the channel cap and the replies keep their order. */
  queue: Promise<void>;
  subscriber: HubSubscriber;
};

const encode = (message: LiveServerMessage) => Buffer.from(JSON.stringify(message));

function parseClientMessage(raw: string): LiveClientMessage | null {
  try {
    const parsed = liveClientMessage.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The hub's websocket: one path carries every channel (docs/realtime.md). It authenticates private
 * channels with the account token, checks a browser's Origin, limits frame size (plugin option), message
 * rate, channels per socket and unsent bytes, and never lets a failing handler reject unhandled.
 */
export async function registerHubSocket(app: FastifyInstance, options: HubSocketOptions): Promise<void> {
  const { hub, limits } = options;
  const clients = new Set<Client>();

  function writable(client: Client): boolean {
    if (client.socket.readyState !== client.socket.OPEN) return false;
    if (client.socket.bufferedAmount <= limits.maxBufferedBytes) return true;
    client.socket.close(liveCloseCode.tooSlow, 'too slow');
    return false;
  }

  function send(client: Client, frame: Buffer | string): void {
    if (writable(client)) client.socket.send(frame, { binary: false });
  }

  /*
   * Publications bypass ws's per-send framing: the same frame bytes go to every socket. ws writes each
   * of its own frames whole and synchronously (no compression is negotiated), so the two never interleave.
   */
  function publish(client: Client, frame: EncodedFrame): void {
    if (writable(client)) client.raw.write(frame.wsFrame);
  }

  async function authenticate(client: Client, token: string | undefined): Promise<void> {
    if (token === undefined) return;
    try {
      client.userId = await options.authenticate(token);
    } catch (error) {
      app.log.warn({ err: error }, 'socket token check failed');
      client.userId = undefined;
    }
  }

  async function subscribe(client: Client, message: Extract<LiveClientMessage, { op: 'subscribe' }>): Promise<void> {
    await authenticate(client, message.token);
    const topics: string[] = [];
    const positions: Extract<LiveServerMessage, { op: 'subscribed' }>['positions'] = {};
    const refused: Record<string, string> = {};
    for (const topic of new Set(message.topics)) {
      if (!client.channels.has(topic) && client.channels.size >= limits.maxChannels) {
        refused[topic] = `每个连接最多订阅 ${limits.maxChannels} 个频道`;
        continue;
      }
      const reason = await hub.authorize(topic, client.userId);
      if (reason !== null) {
        refused[topic] = reason;
        continue;
      }
      if (client.socket.readyState !== client.socket.OPEN) return;
      client.channels.add(topic);
      const { position, recovered } = await hub.subscribe(client.subscriber, topic, message.since?.[topic]);
      positions[topic] = { ...position, recovered };
      topics.push(topic);
    }
    send(client, encode({ op: 'subscribed', topics, positions, refused }));
  }

  function unsubscribe(client: Client, topics: Iterable<string>): void {
    for (const topic of [...topics]) {
      if (client.channels.delete(topic)) hub.unsubscribe(client.subscriber, topic);
    }
  }

  async function handle(client: Client, raw: string): Promise<void> {
    if (raw === liveHeartbeat) {
      send(client, liveHeartbeat);
      return;
    }
    const message = parseClientMessage(raw);
    if (!message) send(client, encode({ op: 'error', msg: '无法识别的消息' }));
    else if (message.op === 'subscribe') await subscribe(client, message);
    else unsubscribe(client, message.topics);
  }

  function onMessage(client: Client, data: Buffer): void {
    const now = Date.now();
    client.lastSeen = now;
    if (!client.take(now)) {
      client.socket.close(liveCloseCode.policy, 'too many messages');
      return;
    }
    const raw = data.toString();
    client.queue = client.queue
      .then(() => handle(client, raw))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'socket message failed');
        client.socket.close(1011, 'internal error');
      });
  }

  function checkOrigin(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    const origin = request.headers.origin;
    if (origin !== undefined && !options.originAllowed(origin)) {
      void reply.code(403).send({ code: Code.forbidden, msg: messageFor(Code.forbidden), data: null });
      return;
    }
    done();
  }

  app.get(options.path, { websocket: true, preValidation: checkOrigin, schema: { hide: true } }, (socket, request) => {
    const rate = createRateWindow(limits.maxMessagesPerSecond, 1000);
    const client: Client = {
      socket,
      raw: request.raw.socket,
      channels: new Set(),
      userId: undefined,
      lastSeen: Date.now(),
      take: (now) => rate.take(now),
      queue: Promise.resolve(),
      subscriber: { deliver: (frame) => publish(client, frame) },
    };
    clients.add(client);
    socket.on('message', (data: Buffer) => onMessage(client, data));
    socket.on('error', (error) => app.log.debug({ err: error }, 'socket error'));
    socket.on('close', () => {
      unsubscribe(client, client.channels);
      clients.delete(client);
    });
    send(client, encode({ op: 'welcome', heartbeatMs: liveHeartbeatMs }));
  });

  const sweeper = setInterval(() => {
    const cutoff = Date.now() - 3 * liveHeartbeatMs;
    for (const client of clients) if (client.lastSeen < cutoff) client.socket.terminate();
  }, liveHeartbeatMs);
  sweeper.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    for (const client of clients) client.socket.terminate();
  });
}
