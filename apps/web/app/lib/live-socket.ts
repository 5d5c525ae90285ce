/**
 * The realtime socket in the browser (docs/realtime.md): subscribes to channels (`live:football`,
 * `match:42`), with the last position it holds so the server replays what it missed, hands the diffs to
 * its owner (a batch frame, a JSON array, message by message in order), on a socket that sends the heartbeat
 * '0' after 10 s without traffic and reconnects 5000 ms after a close or an error, until closed.
 * Sport-neutral: football and basketball pages both use it.
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
import { openReconnectingSocket, type SocketLike } from './reconnecting-socket';

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
  let opens = 0;
  const socket = openReconnectingSocket({
    label: 'live socket',
    url: () => options.url,
    createSocket: options.createSocket,
    heartbeat: liveHeartbeat,
    heartbeatMs: options.heartbeatMs ?? liveHeartbeatMs,
    reconnectMs: options.reconnectMs ?? liveReconnectMs,
    onOpen() {
      const reconnecting = opens > 0;
      opens += 1;
      const since = options.since?.();
      socket.send(JSON.stringify({ op: 'subscribe', topics: options.topics, ...(since ? { since } : {}) }));
      handlers.onOpen?.(reconnecting);
    },
    onMessage(text) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return;
      }
      // A batch (a busy channel's window, or a replay of what was missed) is an array of messages, in order.
      for (const message of Array.isArray(json) ? json : [json]) handleMessage(message, handlers);
    },
    onStatus: (status) => handlers.onStatus?.(status),
  });
  return { close: () => socket.close() };
}
