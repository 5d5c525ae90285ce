import {
  liveClientMessage,
  liveHeartbeat,
  liveHeartbeatMs,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@kanqiu/contract';
import type { FastifyInstance } from 'fastify';
import { serveSockets, type SocketSession } from '../platform/socket/socket-server';
import type { HubSubscriber, RealtimeHub } from './hub';

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
  session: SocketSession;
  channels: Set<string>;
  userId: number | undefined;
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
 * The hub's websocket: one path carries every channel (docs/realtime.md). On the socket shell (Origin,
 * message rate, heartbeat, unsent bytes; the frame size is the plugin's option), it authenticates private
 * channels with the account token and limits the channels per socket.
 */
export function registerHubSocket(app: FastifyInstance, options: HubSocketOptions): void {
  const { hub, limits } = options;

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
      if (!client.session.isOpen()) return;
      client.channels.add(topic);
      const { position, recovered } = await hub.subscribe(client.subscriber, topic, message.since?.[topic]);
      positions[topic] = { ...position, recovered };
      topics.push(topic);
    }
    client.session.send(encode({ op: 'subscribed', topics, positions, refused }));
  }

  function unsubscribe(client: Client, topics: Iterable<string>): void {
    for (const topic of [...topics]) {
      if (client.channels.delete(topic)) hub.unsubscribe(client.subscriber, topic);
    }
  }

  async function receive(client: Client, raw: string): Promise<void> {
    const message = parseClientMessage(raw);
    if (!message) client.session.send(encode({ op: 'error', msg: '无法识别的消息' }));
    else if (message.op === 'subscribe') await subscribe(client, message);
    else unsubscribe(client, message.topics);
  }

  serveSockets(app, {
    path: options.path,
    label: 'socket',
    originAllowed: options.originAllowed,
    heartbeat: { frame: liveHeartbeat, intervalMs: liveHeartbeatMs },
    maxMessagesPerSecond: limits.maxMessagesPerSecond,
    maxBufferedBytes: limits.maxBufferedBytes,
    open(session) {
      // Publications go out as frames made once for all sockets.
      const client: Client = {
        session,
        channels: new Set(),
        userId: undefined,
        subscriber: { deliver: (frame) => session.write(frame.wsFrame) },
      };
      session.send(encode({ op: 'welcome', heartbeatMs: liveHeartbeatMs }));
      return { receive: (raw) => receive(client, raw), closed: () => unsubscribe(client, client.channels) };
    },
  });
}
