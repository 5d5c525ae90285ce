/**
 * A browser socket that stays up, under the live socket and the message socket: it sends the heartbeat after
 * `heartbeatMs` without traffic either way and opens a new socket `reconnectMs` after a close, an error or a
 * failure to open, until closed. The protocols sit on top (subscribe, auth). It imports nothing: the live
 * socket is fetched right after the first screen.
 */

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

export type ReconnectingSocketOptions = {
  /** How the socket is named in the console. */
  label: string;
  /** The address, asked at each (re)connect. */
  url: () => string | Promise<string>;
  createSocket?: (url: string) => SocketLike;
  heartbeat: string;
  heartbeatMs: number;
  reconnectMs: number;
  /** Each new socket once open: where the protocol sends its first message. */
  onOpen(): void;
  /** Each text message but the heartbeat. */
  onMessage(text: string): void;
  onStatus?(status: 'connecting' | 'open' | 'closed'): void;
};

export type ReconnectingSocket = {
  /** Sends on the open socket; false when none is open. */
  send(data: string): boolean;
  close(): void;
};

const OPEN = 1;

function detach(socket: SocketLike): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.onerror = null;
  try {
    socket.close();
  } catch {
    /* already closed */
  }
}

export function openReconnectingSocket(options: ReconnectingSocketOptions): ReconnectingSocket {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let closed = false;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;

  const armHeartbeat = () => {
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => send(options.heartbeat), options.heartbeatMs);
  };

  function send(data: string): boolean {
    if (socket?.readyState !== OPEN) return false;
    socket.send(data);
    armHeartbeat();
    return true;
  }

  function lost(): void {
    clearTimeout(heartbeat);
    if (closed || reconnect !== undefined) return;
    options.onStatus?.('closed');
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect();
    }, options.reconnectMs);
  }

  function attach(current: SocketLike): void {
    if (closed) return detach(current);
    socket = current;
    current.onopen = () => {
      options.onStatus?.('open');
      armHeartbeat();
      options.onOpen();
    };
    current.onmessage = (event) => {
      armHeartbeat();
      if (typeof event.data === 'string' && event.data !== options.heartbeat) options.onMessage(event.data);
    };
    // An error is followed by a close; whichever comes first drops the socket, once.
    current.onclose = current.onerror = () => {
      if (socket !== current) return;
      socket = null;
      detach(current);
      lost();
    };
  }

  function failed(error: unknown): void {
    console.error(`${options.label}:`, error);
    lost();
  }

  function connect(): void {
    if (closed) return;
    options.onStatus?.('connecting');
    try {
      const url = options.url();
      if (typeof url === 'string') attach(create(url));
      else url.then((resolved) => attach(create(resolved))).catch(failed);
    } catch (error) {
      failed(error);
    }
  }

  connect();

  return {
    send,
    close() {
      closed = true;
      clearTimeout(heartbeat);
      clearTimeout(reconnect);
      const current = socket;
      socket = null;
      if (current) detach(current);
    },
  };
}
