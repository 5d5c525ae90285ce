/**
 * The message socket in the browser (spec §4, §7, §9): POST the socket path for the address, connect to the
 * first one, authenticate with 10014; the socket under it sends the heartbeat '0' 10 s after the last activity
 * and reconnects 5 s after a close or an error, until logout. On every auth it asks for what it missed (10005
 * with its last seq per conversation), so nothing is lost.
 */
import { ImCode, imHeartbeat, imHeartbeatMs, imReconnectMs } from '@kanqiu/domain';
import { openReconnectingSocket, type SocketLike } from '../../lib/reconnecting-socket';

export type ImFrame = { code: number; data: Record<string, unknown> };

export type ImClientOptions = {
  accessToken: string;
  /** The socket URL: POST /imserver/ws and its first address (called at each connect). */
  resolveUrl: () => Promise<string>;
  /** The last seq held per conversation, sent after each auth. */
  since: () => Record<string, number>;
  onFrame: (frame: ImFrame) => void;
  createSocket?: (url: string) => SocketLike;
};

export type ImClient = {
  /** Sends a frame with the access token added to `data`; false when not connected and authenticated. */
  send(code: number, data: Record<string, unknown>): boolean;
  close(): void;
};

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
  let authed = false;
  const sendFrame = (code: number, data: Record<string, unknown>) =>
    socket.send(JSON.stringify({ code, data: { ...data, accessToken: options.accessToken } }));
  const askMissed = () => sendFrame(ImCode.sync, { since: options.since() });

  const socket = openReconnectingSocket({
    label: 'im socket',
    url: options.resolveUrl,
    createSocket: options.createSocket,
    heartbeat: imHeartbeat,
    heartbeatMs: imHeartbeatMs,
    reconnectMs: imReconnectMs,
    onOpen() {
      authed = false;
      sendFrame(ImCode.auth, {});
    },
    onMessage(text) {
      const frame = readFrame(text);
      if (!frame) return;
      if (frame.code === ImCode.auth) {
        authed = true;
        askMissed();
      } else if (frame.code === ImCode.sync && frame.data.stale === true) askMissed();
      options.onFrame(frame);
    },
  });

  return {
    send: (code, data) => authed && sendFrame(code, data),
    close: () => socket.close(),
  };
}
