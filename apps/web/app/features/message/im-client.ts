/**
 * The message socket in the browser (spec §4, §7, §9), driven by the domain's state machine: POST the
 * socket path for the address, connect to the first one, authenticate with 10014, heartbeat '0' 10 s after
 * the last activity, reconnect 5 s after a close or an error, and only while logged in. On every auth it
 * asks for what it missed (10005 with its last seq per conversation), so nothing is lost.
 */
import {
  ImCode,
  imHeartbeat,
  imHeartbeatMs,
  initialImSocketState,
  nextImSocketState,
  type ImSocketEffect,
  type ImSocketEvent,
  type ImSocketState,
} from '@kanqiu/domain';
import type { SocketLike } from '../../lib/live-socket';

export type ImFrame = { code: number; data: Record<string, unknown> };

export type ImClientOptions = {
  accessToken: string;
  /** The socket URL: POST /imserver/ws and its first address (called at each connect). */
  resolveUrl: () => Promise<string>;
  /** The last seq held per conversation, sent after each auth. */
  since: () => Record<string, number>;
  onFrame: (frame: ImFrame) => void;
  onStatus?: (status: ImSocketState['status']) => void;
  createSocket?: (url: string) => SocketLike;
  now?: () => number;
};

export type ImClient = {
  /** Sends a frame with the access token added to `data`; false when not connected. */
  send(code: number, data: Record<string, unknown>): boolean;
  close(): void;
};

const OPEN = 1;

export function readFrame(raw: unknown): ImFrame | null {
  if (typeof raw !== 'string' || raw === imHeartbeat) return null;
  try {
    const json: unknown = JSON.parse(raw);
    if (typeof json !== 'object' || json === null) return null;
    const { code, data } = json as { code?: unknown; data?: unknown };
    if (typeof code !== 'number') return null;
    return { code, data: typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {} };
  } catch {
    return null;
  }
}

/** ws(s)://host:port/imserver/ws from the first address of the connection answer. */
export function imSocketUrl(address: { protocol: string; host: string; port: number }): string {
  return `${address.protocol}://${address.host}:${address.port}/imserver/ws`;
}

export function openImClient(options: ImClientOptions): ImClient {
  const now = options.now ?? Date.now;
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let state: ImSocketState = initialImSocketState;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const raw = (data: string) => {
    if (socket?.readyState === OPEN) socket.send(data);
  };

  function detach(current: SocketLike | null): void {
    if (!current) return;
    current.onopen = null;
    current.onmessage = null;
    current.onclose = null;
    current.onerror = null;
    try {
      current.close();
    } catch {
      /* already closed */
    }
  }

  async function connect(): Promise<void> {
    let current: SocketLike;
    try {
      current = create(await options.resolveUrl());
    } catch (error) {
      console.error('im socket:', error);
      dispatch({ type: 'closed', at: now() });
      return;
    }
    if (state.status !== 'connecting') {
      detach(current);
      return;
    }
    socket = current;
    current.onopen = () => dispatch({ type: 'open' });
    current.onmessage = (event) => {
      dispatch({ type: 'activity', at: now() });
      const frame = readFrame(event.data);
      if (!frame) return;
      if (frame.code === ImCode.auth) {
        dispatch({ type: 'authed', at: now() });
        raw(JSON.stringify({ code: ImCode.sync, data: { since: options.since(), accessToken: options.accessToken } }));
      } else if (frame.code === ImCode.sync && frame.data.stale === true) {
        raw(JSON.stringify({ code: ImCode.sync, data: { since: options.since(), accessToken: options.accessToken } }));
      }
      options.onFrame(frame);
    };
    const lost = () => {
      if (socket !== current) return;
      socket = null;
      detach(current);
      dispatch({ type: 'closed', at: now() });
    };
    current.onclose = lost;
    current.onerror = lost;
  }

  function run(effect: ImSocketEffect): void {
    if (effect === 'connect') void connect();
    else if (effect === 'auth') raw(JSON.stringify({ code: ImCode.auth, data: { accessToken: options.accessToken } }));
    else if (effect === 'heartbeat') raw(imHeartbeat);
    else {
      const current = socket;
      socket = null;
      detach(current);
    }
  }

  /** The next moment something is due: the heartbeat or the reconnect. */
  function schedule(): void {
    clearTimeout(timer);
    const due =
      state.status === 'connected'
        ? state.lastActivity + imHeartbeatMs
        : state.status === 'waiting'
          ? state.reconnectAt
          : null;
    if (due === null) return;
    timer = setTimeout(() => dispatch({ type: 'tick', at: now() }), Math.max(0, due - now()));
  }

  function dispatch(event: ImSocketEvent): void {
    const step = nextImSocketState(state, event);
    const changed = step.state.status !== state.status;
    state = step.state;
    for (const effect of step.effects) run(effect);
    if (changed) options.onStatus?.(state.status);
    schedule();
  }

  dispatch({ type: 'login' });

  return {
    send(code, data) {
      if (state.status !== 'connected' || socket?.readyState !== OPEN) return false;
      socket.send(JSON.stringify({ code, data: { ...data, accessToken: options.accessToken } }));
      dispatch({ type: 'activity', at: now() });
      return true;
    },
    close() {
      dispatch({ type: 'logout' });
      clearTimeout(timer);
    },
  };
}
