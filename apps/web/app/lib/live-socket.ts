/**
 * The realtime socket in the browser (docs/realtime.md): subscribes to channels (`live:football`,
 * `match:42`), with the last position it holds so the server replays what it missed, hands the diffs to
 * its owner (a batch frame, a JSON array, message by message in order), on a socket that sends the heartbeat
 * '0' after 10 s without traffic and reconnects 5000 ms after a close or an error, until closed.
 * Sport-neutral: football and basketball pages both use it.
 */
import type { MatchDiff } from '@kanqiu/contract';
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

/** A channel's position when subscribed; `recovered`: every diff after the `since` sent follows. */
export type SubscribedPosition = { epoch: string; seq: number; recovered: boolean };

export type LiveSocketHandlers = {
  /** Every (re)connect: `reconnect` is false for the first one. */
  onOpen?(reconnect: boolean): void;
  onSubscribed?(positions: Record<string, SubscribedPosition>): void;
  onDiff(message: LiveDiffMessage): void;
  /** A diff that is not a match's (e.g. a room event on `rooms:list`): its topic and raw data. */
  onEvent?(topic: string, data: Record<string, unknown>): void;
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A diff message, checked only for what a client relies on (ids, version, position, the parts it
 * reads), so a sport adding its own parts to the diff never makes another sport's page drop it.
 */
export function readDiffMessage(json: unknown): LiveDiffMessage | null {
  if (!isRecord(json) || json.op !== 'diff') return null;
  const { topic, epoch, seq, data } = json;
  if (typeof topic !== 'string' || typeof epoch !== 'string' || typeof seq !== 'number' || !isRecord(data)) return null;
  if (typeof data.matchId !== 'number' || typeof data.version !== 'number' || !isRecord(data.fields)) return null;
  const diff = {
    ...data,
    incidents: Array.isArray(data.incidents) ? data.incidents : [],
    odds: Array.isArray(data.odds) ? data.odds : [],
    statistics: isRecord(data.statistics) ? data.statistics : null,
    lineupsChanged: data.lineupsChanged === true,
  } as unknown as MatchDiff;
  return { topic, epoch, seq, data: diff };
}

function readPositions(raw: Record<string, unknown>): Record<string, SubscribedPosition> {
  const positions: Record<string, SubscribedPosition> = {};
  for (const [topic, value] of Object.entries(raw)) {
    if (isRecord(value) && typeof value.epoch === 'string' && typeof value.seq === 'number')
      positions[topic] = { epoch: value.epoch, seq: value.seq, recovered: value.recovered === true };
  }
  return positions;
}

/** One server message: a diff to its owner, an event, a reset or the subscribed positions. */
function handleMessage(json: unknown, handlers: LiveSocketHandlers): void {
  const diff = readDiffMessage(json);
  if (diff) {
    handlers.onDiff(diff);
    return;
  }
  if (!isRecord(json)) return;
  if (json.op === 'diff' && typeof json.topic === 'string' && isRecord(json.data))
    handlers.onEvent?.(json.topic, json.data);
  else if (json.op === 'reset' && typeof json.topic === 'string') handlers.onReset?.(json.topic);
  else if (json.op === 'subscribed' && isRecord(json.positions)) handlers.onSubscribed?.(readPositions(json.positions));
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
