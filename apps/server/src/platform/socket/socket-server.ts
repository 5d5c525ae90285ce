import { socketCloseCode as closeCode } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { messageFor } from '../http/messages';
import { createRateWindow } from './rate-window';

/** One open socket as its protocol sees it. */
export type SocketSession = {
  isOpen(): boolean;
  /** Sends one text frame; a socket with more than `maxBufferedBytes` unsent is closed as too slow instead. */
  send(frame: Buffer | string): void;
  /**
   * Writes bytes already framed (`realtime/ws-frame.ts`) straight to the connection, under the same
   * backpressure rule: a frame made once goes to every socket. ws writes each of its own frames whole and
   * synchronously (no compression is negotiated), so the two never interleave.
   */
  write(framed: Buffer): void;
  close(code: number, reason: string): void;
};

/** A socket's own protocol: it is given each text message in turn, and told once when the socket closes. */
export type SocketProtocol = {
  receive(text: string): Promise<void>;
  closed(): void;
};

export type SocketServerOptions = {
  path: string;
  /** How the socket is named in the logs. */
  label: string;
  /** Whether a browser page at this origin may open the socket; a socket without Origin (not a browser) always may. */
  originAllowed: (origin: string) => boolean;
  /** The message a client sends to show it is alive, answered in kind; one silent for three intervals is dropped. */
  heartbeat: { frame: string; intervalMs: number };
  /** Messages a socket may send in one second; one more closes it. */
  maxMessagesPerSecond: number;
  /** Unsent bytes a socket may have queued before it is dropped as too slow; unbounded without. */
  maxBufferedBytes?: number;
  open(session: SocketSession): SocketProtocol;
};

type Connection = { socket: WebSocket; lastSeen: number };

/**
 * What every websocket of the API shares, around its own protocol: the Origin check, the message rate, the
 * heartbeat and the idle sweep, messages handled one after another (so replies keep their order) and never
 * rejecting unhandled, backpressure, and the bookkeeping of open sockets until the app closes.
 */
export function serveSockets(app: FastifyInstance, options: SocketServerOptions): void {
  const { heartbeat, label } = options;
  const maxBufferedBytes = options.maxBufferedBytes ?? Infinity;
  const connections = new Set<Connection>();

  function checkOrigin(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    const origin = request.headers.origin;
    if (origin !== undefined && !options.originAllowed(origin)) {
      void reply.code(403).send({ code: Code.forbidden, msg: messageFor(Code.forbidden), data: null });
      return;
    }
    done();
  }

  function sessionOf(socket: WebSocket, raw: Duplex): SocketSession {
    const writable = () => {
      if (socket.readyState !== socket.OPEN) return false;
      if (socket.bufferedAmount <= maxBufferedBytes) return true;
      socket.close(closeCode.tooSlow, 'too slow');
      return false;
    };
    return {
      isOpen: () => socket.readyState === socket.OPEN,
      send: (frame) => {
        if (writable()) socket.send(frame, { binary: false });
      },
      write: (framed) => {
        if (writable()) raw.write(framed);
      },
      close: (code, reason) => socket.close(code, reason),
    };
  }

  app.get(options.path, { websocket: true, preValidation: checkOrigin, schema: { hide: true } }, (socket, request) => {
    const connection: Connection = { socket, lastSeen: Date.now() };
    const rate = createRateWindow(options.maxMessagesPerSecond, 1000);
    const session = sessionOf(socket, request.raw.socket);
    const protocol = options.open(session);
    let queue = Promise.resolve();
    connections.add(connection);
    socket.on('message', (data: Buffer) => {
      const now = Date.now();
      connection.lastSeen = now;
      if (!rate.take(now)) {
        socket.close(closeCode.policy, 'too many messages');
        return;
      }
      const text = data.toString();
      queue = queue
        .then(() => (text === heartbeat.frame ? session.send(text) : protocol.receive(text)))
        .catch((error: unknown) => {
          app.log.error({ err: error }, `${label} message failed`);
          socket.close(closeCode.internalError, 'internal error');
        });
    });
    socket.on('error', (error) => app.log.debug({ err: error }, `${label} error`));
    socket.on('close', () => {
      protocol.closed();
      connections.delete(connection);
    });
  });

  const sweeper = setInterval(() => {
    const cutoff = Date.now() - 3 * heartbeat.intervalMs;
    for (const { socket, lastSeen } of connections) if (lastSeen < cutoff) socket.terminate();
  }, heartbeat.intervalMs);
  sweeper.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    for (const { socket } of connections) socket.terminate();
  });
}
