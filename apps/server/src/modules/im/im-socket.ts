import { imAuthData, imFrame, imReadData, imSyncData, sendBody, userChannel, type ImFrame } from '@kanqiu/contract';
import { Code, ImCode, imHeartbeat, imHeartbeatMs } from '@kanqiu/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { messageFor } from '../../platform/http/messages';
import { serveSockets, type SocketSession } from '../../platform/socket/socket-server';
import type { HubSubscriber, ChannelHub } from '../../realtime/hub';
import type { MessagesService } from './messages.service';

export const imSocketPath = '/imserver/ws';

type Client = {
  session: SocketSession;
  userId: number | undefined;
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
 * The message socket (spec §7) on the socket shell: `{code, data}` frames, auth 10014 first, heartbeat '0'.
 * After auth the socket follows the user's hub channel `user:<id>`, so a message stored on any instance reaches it.
 */
export function registerImSocket(app: FastifyInstance, options: ImSocketOptions): void {
  const { hub, messages } = options;

  const send = (client: Client, frame: ImFrame) => client.session.send(JSON.stringify(frame));

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
      client.session.close(imUnauthorizedClose, 'unauthorized');
      return;
    }
    if (client.userId !== undefined) hub.unsubscribe(client.subscriber, userChannel(client.userId));
    client.userId = userId;
    await hub.subscribe(client.subscriber, userChannel(userId));
    send(client, { code: ImCode.auth, data: { userId } });
  }

  async function receive(client: Client, raw: string): Promise<void> {
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

  serveSockets(app, {
    path: imSocketPath,
    label: 'im socket',
    originAllowed: options.originAllowed,
    heartbeat: { frame: imHeartbeat, intervalMs: imHeartbeatMs },
    maxMessagesPerSecond: options.maxMessagesPerSecond,
    open(session) {
      const client: Client = {
        session,
        userId: undefined,
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
      return {
        receive: (raw) => receive(client, raw),
        closed: () => {
          if (client.userId !== undefined) hub.unsubscribe(client.subscriber, userChannel(client.userId));
        },
      };
    },
  });
}
