/**
 * The realtime socket in the browser (docs/realtime.md): subscribes to channels (`live:football`,
 * `match:42`), with the last position it holds so the server replays what it missed, hands the diffs to
 * its owner (a batch frame, a JSON array, message by message in order), sends the heartbeat '0' after 10 s without traffic and reconnects 5000 ms after a close or
 * an error, until closed. Sport-neutral: football and basketball pages both use it.
 */
import type { ChannelEvent, ChannelNamespace, MatchDiff } from '@kanqiu/contract';
import {
  isChatChannelEvent,
  isLiveServerMessage,
  isMatchChannelEvent,
  isRoomChannelEvent,
  isRoomsChannelEvent,
  isUserChannelEvent,
} from '@kanqiu/contract/channel-guards';

/*
 * The protocol constants of packages/contract/src/live/socket.ts, repeated here because importing
 * anything but types from the contract brings zod and every schema into the page's first JS
 * (about 35 KB gzip against the 150 KB budget). live-socket.test.ts checks they agree.
 */
export const liveHeartbeat = '0';
export const liveHeartbeatMs = 10_000;
export const liveReconnectMs = 5_000;

export type LiveDiffMessage = { topic: string; epoch: string; seq: number; data: MatchDiff };

type EventNamespace = Exclude<ChannelNamespace, 'live' | 'match'>;
/** A publication on a channel that is not a match's: its namespace, its channel and its event, as the catalogue types them. */
export type ChannelPublication = {
  [N in EventNamespace]: { namespace: N; topic: string; event: ChannelEvent<N> };
}[EventNamespace];

/** A channel's position when subscribed; `recovered`: every diff after the `since` sent follows. */
export type SubscribedPosition = { epoch: string; seq: number; recovered: boolean };

export type LiveSocketHandlers = {
  /** Every (re)connect: `reconnect` is false for the first one. */
  onOpen?(reconnect: boolean): void;
  onSubscribed?(positions: Record<string, SubscribedPosition>): void;
  onDiff(message: LiveDiffMessage): void;
  /** A publication that is not a match's diff (e.g. a room event on `rooms:list`). */
  onEvent?(publication: ChannelPublication): void;
  /** The channel's numbering restarted and diffs may have been lost: refetch. */
  onReset?(topic: string): void;
  onStatus?(status: 'connecting' | 'open' | 'closed'): void;
};

/** What the socket clients need of a WebSocket (tests hand them a fake). */
export type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type LiveSocketOptions = {
  url: string;
  topics: string[];
  /** Read at each (re)connect: the position held per channel, so the server replays what was missed. */
  since?: () => Record<string, { epoch: string; seq: number }> | undefined;
  handlers: LiveSocketHandlers;
  createSocket?: (url: string) => SocketLike;
  heartbeatMs?: number;
  reconnectMs?: number;
};

export type LiveSocket = { close(): void };

const OPEN = 1;

/**
 * Each publication is read with its channel's guard, generated from the contract's catalogue
 * (packages/contract/src/realtime/channels.ts): what does not have the shape the channel carries is dropped.
 */
const eventGuards: { [N in EventNamespace]: (value: unknown) => value is ChannelEvent<N> } = {
  room: isRoomChannelEvent,
  rooms: isRoomsChannelEvent,
  chat: isChatChannelEvent,
  user: isUserChannelEvent,
};
const isEventNamespace = (namespace: string): namespace is EventNamespace => namespace in eventGuards;

function handlePublication(
  topic: string,
  epoch: string,
  seq: number,
  data: unknown,
  handlers: LiveSocketHandlers,
): void {
  const namespace = topic.slice(0, topic.indexOf(':'));
  if (namespace === 'live' || namespace === 'match') {
    if (isMatchChannelEvent(data)) handlers.onDiff({ topic, epoch, seq, data });
  } else if (isEventNamespace(namespace) && eventGuards[namespace](data)) {
    // The guard of `namespace` took `data`: the pair is one of ChannelPublication's, which TS cannot correlate.
    handlers.onEvent?.({ namespace, topic, event: data } as ChannelPublication);
  }
}

/** One server message: a publication to its owner, a reset or the subscribed positions. */
function handleMessage(json: unknown, handlers: LiveSocketHandlers): void {
  if (!isLiveServerMessage(json)) return;
  if (json.op === 'diff') handlePublication(json.topic, json.epoch, json.seq, json.data, handlers);
  else if (json.op === 'reset') handlers.onReset?.(json.topic);
  else if (json.op === 'subscribed') handlers.onSubscribed?.(json.positions);
}

/** ws(s)://<public main API host>/ws/live; a relative host means the page's own origin. */
export function liveSocketUrl(mainHost: string, pageOrigin: string): string {
  const base = new URL(mainHost || '/', pageOrigin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/ws/live`;
  base.search = '';
  base.hash = '';
  return base.toString();
}

export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const { handlers } = options;
  const heartbeatMs = options.heartbeatMs ?? liveHeartbeatMs;
  const reconnectMs = options.reconnectMs ?? liveReconnectMs;
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let closed = false;
  let opens = 0;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;

  const armHeartbeat = () => {
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => {
      if (socket?.readyState === OPEN) socket.send(liveHeartbeat);
      armHeartbeat();
    }, heartbeatMs);
  };

  const scheduleReconnect = () => {
    clearTimeout(heartbeat);
    if (closed || reconnect !== undefined) return;
    handlers.onStatus?.('closed');
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect();
    }, reconnectMs);
  };

  function connect(): void {
    if (closed) return;
    handlers.onStatus?.('connecting');
    let current: SocketLike;
    try {
      current = create(options.url);
    } catch (error) {
      console.error('live socket:', error);
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      const reconnecting = opens > 0;
      opens += 1;
      handlers.onStatus?.('open');
      const since = options.since?.();
      current.send(JSON.stringify({ op: 'subscribe', topics: options.topics, ...(since ? { since } : {}) }));
      armHeartbeat();
      handlers.onOpen?.(reconnecting);
    };
    current.onmessage = (event) => {
      armHeartbeat();
      if (typeof event.data !== 'string' || event.data === liveHeartbeat) return;
      let json: unknown;
      try {
        json = JSON.parse(event.data);
      } catch {
        return;
      }
      // A batch (a busy channel's window, or a replay of what was missed) is an array of messages, in order.
      for (const message of Array.isArray(json) ? json : [json]) handleMessage(message, handlers);
    };
    current.onclose = () => {
      if (socket === current) socket = null;
      scheduleReconnect();
    };
    current.onerror = () => {
      // A close follows; closing here too makes sure the reconnect is scheduled once.
      try {
        current.close();
      } catch {
        /* already closed */
      }
      scheduleReconnect();
    };
  }

  connect();

  return {
    close() {
      closed = true;
      clearTimeout(heartbeat);
      clearTimeout(reconnect);
      const current = socket;
      socket = null;
      if (current) {
        current.onclose = null;
        current.onerror = null;
        current.onmessage = null;
        current.close();
      }
    },
  };
}
