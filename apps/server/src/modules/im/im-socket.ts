import { imAuthData, imFrame, imReadData, imSyncData, sendBody, userChannel, type ImFrame } from '@kanqiu/contract';
import { Code, ImCode, imHeartbeat, imHeartbeatMs } from '@kanqiu/domain';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { messageFor } from '../../platform/http/messages';
import type { HubSubscriber, ChannelHub } from '../../realtime/hub';
import { createRateWindow } from '../../realtime/rate-window';
import type { MessagesService } from './messages.service';

export const imSocketPath = '/imserver/ws';

type Client = {
  socket: WebSocket;
  userId: number | undefined;
  lastSeen: number;
  queue: Promise<void>;
  subscriber: HubSubscriber;
  /** Ids of the messages this socket was given, newest last, so none is pushed to it twice. */
  given: Set<number>;
};

/** How many message ids a socket remembers: far more than a resync can overlap with what comes live. */
const rememberedMessages = 2000;

/** Whether the message is new to the client; remembers it if so. */
function firstTime(client: Client, messageId: number): boolean {
  if (client.given.has(messageId)) return false;
  client.given.add(messageId);
  if (client.given.size > rememberedMessages) client.given.delete(client.given.values().next().value!);
  return true;
}

/** A stored message travels as its frame's data; read marks, recalls and deletions carry no message id. */
function isNewTo(client: Client, frame: ImFrame): boolean {
  const messageId = messageIdOf(frame.data);
  return messageId === undefined || firstTime(client, messageId);
}

const messageIdOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'conversationId' in data && 'id' in data && typeof data.id === 'number'
    ? data.id
    : undefined;

export type ImSocketOptions = {
  hub: ChannelHub;
  messages: MessagesService;
  verifyToken: (token: string) => Promise<number | null>;
  originAllowed: (origin: string) => boolean;
  maxMessagesPerSecond: number;
};

/** Close code of a socket whose auth failed (4000 + HTTP 401), so the client does not retry with that token. */
export const imUnauthorizedClose = 4401;

function parse(raw: string): ImFrame | null {
  try {
    const parsed = imFrame.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function dataOf<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new AppError('validationFailed', parsed.error.issues[0]?.message);
  return parsed.data;
}

/**
 * The message socket (spec §7): `{code, data}` frames, auth 10014 first, heartbeat '0'. After auth the
 * socket follows the user's hub channel `user:<id>`, so a message stored on any instance reaches it.
 */
export function registerImSocket(app: FastifyInstance, options: ImSocketOptions): void {
  const { hub, messages } = options;
  const clients = new Set<Client>();

  const send = (client: Client, frame: ImFrame | string) => {
    if (client.socket.readyState === client.socket.OPEN)
      client.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  };

  const refuse = (client: Client, error: unknown, clientId?: string) => {
    const code = error instanceof AppError ? error.code : Code.validationFailed;
    const msg = error instanceof AppError ? error.message : messageFor(Code.validationFailed);
    send(client, { code: ImCode.refused, data: { code, msg, ...(clientId ? { clientId } : {}) } });
  };

  async function authenticate(client: Client, data: unknown): Promise<void> {
    const parsed = imAuthData.safeParse(data);
    const userId = parsed.success ? await options.verifyToken(parsed.data.accessToken) : null;
    if (userId === null) {
      refuse(client, new AppError('noToken'));
      client.socket.close(imUnauthorizedClose, 'unauthorized');
      return;
    }
    if (client.userId !== undefined) hub.unsubscribe(client.subscriber, userChannel(client.userId));
    client.userId = userId;
    await hub.subscribe(client.subscriber, userChannel(userId));
    send(client, { code: ImCode.auth, data: { userId } });
  }

  async function handle(client: Client, raw: string): Promise<void> {
    if (raw === imHeartbeat) {
      send(client, imHeartbeat);
      return;
    }
    const frame = parse(raw);
    if (!frame) {
      refuse(client, new AppError('validationFailed', '无法识别的消息'));
      return;
    }
    if (frame.code === ImCode.auth) return authenticate(client, frame.data);
    const userId = client.userId;
    if (userId === undefined) {
      refuse(client, new AppError('noToken', '请先发送认证消息'));
      return;
    }
    const clientId = typeof frame.data.clientId === 'string' ? frame.data.clientId : undefined;
    try {
      switch (frame.code) {
        case ImCode.privateMessage:
        case ImCode.groupMessage: {
          const body = dataOf(sendBody, frame.data);
          const message = await messages.send(userId, body);
          send(client, { code: ImCode.sendAck, data: { clientId: body.clientId, message } });
          return;
        }
        case ImCode.sync: {
          const { since } = dataOf(imSyncData, frame.data);
          // The reply holds all the client asked for; their live copies still on their way are then left out.
          const list = await messages.sync(userId, since);
          for (const message of list) firstTime(client, message.id);
          send(client, { code: ImCode.sync, data: { list } });
          return;
        }
        case ImCode.readMark: {
          const read = dataOf(imReadData, frame.data);
          await messages.read(userId, read.id, read.seq);
          return;
        }
        default:
          throw new AppError('validationFailed', '无法识别的消息');
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refuse(client, error, clientId);
    }
  }

  app.get(
    imSocketPath,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: (request, reply, done) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !options.originAllowed(origin)) {
          void reply.code(403).send({ code: Code.forbidden, msg: messageFor(Code.forbidden), data: null });
          return;
        }
        done();
      },
    },
    (socket) => {
      const rate = createRateWindow(options.maxMessagesPerSecond, 1000);
      const client: Client = {
        socket,
        userId: undefined,
        lastSeen: Date.now(),
        queue: Promise.resolve(),
        given: new Set(),
        subscriber: {
          deliver(frame) {
            for (const message of frame.messages) {
              // The channel restarted its numbering and something may be lost: the client asks again.
              if ('reset' in message) send(client, { code: ImCode.sync, data: { stale: true } });
              else if (isNewTo(client, message.data as ImFrame)) send(client, message.data as ImFrame);
            }
          },
        },
      };
      clients.add(client);
      socket.on('message', (data: Buffer) => {
        const now = Date.now();
        client.lastSeen = now;
        if (!rate.take(now)) {
          socket.close(1008, 'too many messages');
          return;
        }
        const raw = data.toString();
        client.queue = client.queue
          .then(() => handle(client, raw))
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'im socket message failed');
            socket.close(1011, 'internal error');
          });
      });
      socket.on('error', (error) => app.log.debug({ err: error }, 'im socket error'));
      socket.on('close', () => {
        if (client.userId !== undefined) hub.unsubscribe(client.subscriber, userChannel(client.userId));
        clients.delete(client);
      });
    },
  );

  const sweeper = setInterval(() => {
    const cutoff = Date.now() - 3 * imHeartbeatMs;
    for (const client of clients) if (client.lastSeen < cutoff) client.socket.terminate();
  }, imHeartbeatMs);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    for (const client of clients) client.socket.terminate();
  });
}
