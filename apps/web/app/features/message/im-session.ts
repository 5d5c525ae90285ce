/**
 * The one message connection of the page: started by the first message screen while logged in, kept
 * across screens, and closed and cleared at logout (spec §4). It feeds every frame into the store.
 */
import { chatList, imConnection, imMessage, type ImMessage } from '@kanqiu/contract';
import { ImCode } from '@kanqiu/domain';
import { z } from 'zod';
import { Toast } from '../../lib/antd-imperative';
import type { ApiHosts } from '../../lib/api-hosts';
import { createImApi, type ImApi } from './im-api';
import { imSocketUrl, openImClient, type ImClient, type ImFrame } from './im-client';
import { onImStarted } from './im-lifecycle';
import { heldPositions, useImStore } from './im-store';

/** What the page's server hands the browser for the socket (`/message/token`). */
export type ImCredentials = { accessToken: string | null; userId: number | null };

let current: { client: ImClient; api: ImApi } | null = null;
let starting: Promise<ImApi | null> | null = null;

const ackData = z.object({ message: imMessage });
const positionData = z.object({ id: z.number(), seq: z.number(), userId: z.number().optional() });
const syncData = z.object({ list: z.array(imMessage) });
const refusedData = z.object({ msg: z.string() });

export async function refreshChats(api: ImApi): Promise<void> {
  const result = await api.get('/imapi/chat/list', chatList);
  if (result.ok) useImStore.getState().setChats(result.data);
}

function handle(api: ImApi, frame: ImFrame): void {
  const store = useImStore.getState();
  const take = (message: ImMessage) => {
    if (!store.chats.some((chat) => chat.id === message.conversationId)) void refreshChats(api);
    store.receive(message);
  };
  switch (frame.code) {
    case ImCode.auth:
      void refreshChats(api);
      return;
    case ImCode.sendAck: {
      const ack = ackData.safeParse(frame.data);
      if (ack.success) take(ack.data.message);
      return;
    }
    case ImCode.sync: {
      const synced = syncData.safeParse(frame.data);
      if (synced.success) synced.data.list.forEach(take);
      return;
    }
    case ImCode.recall:
    case ImCode.deleted:
    case ImCode.readMark: {
      const position = positionData.safeParse(frame.data);
      if (!position.success) return;
      const { id, seq, userId } = position.data;
      if (frame.code === ImCode.recall) store.withdraw(id, seq, 'recalled');
      else if (frame.code === ImCode.deleted) store.withdraw(id, seq, 'deleted');
      else if (userId === store.userId) store.setRead(id);
      else store.setPeerRead(id, seq);
      return;
    }
    case ImCode.refused: {
      const refused = refusedData.safeParse(frame.data);
      if (refused.success) Toast.show({ content: refused.data.msg });
      return;
    }
    default: {
      const message = imMessage.safeParse(frame.data);
      if (message.success) take(message.data);
    }
  }
}

/** The API of the signed-in fan, starting the connection on first use; null when logged out. */
export function startIm(hosts: ApiHosts): Promise<ImApi | null> {
  if (current) return Promise.resolve(current.api);
  starting ??= (async () => {
    const response = await fetch('/message/token', { headers: { accept: 'application/json' } });
    const credentials = (await response.json()) as ImCredentials;
    if (!credentials.accessToken) return null;
    const api = createImApi(hosts, credentials.accessToken);
    useImStore.getState().setUserId(credentials.userId);
    const client = openImClient({
      accessToken: credentials.accessToken,
      async resolveUrl() {
        const connection = await api.post('/imserver/ws', imConnection);
        if (!connection.ok) throw new Error(connection.msg);
        return imSocketUrl(connection.data.list[0]!);
      },
      since: heldPositions,
      onFrame: (frame) => handle(api, frame),
    });
    current = { client, api };
    onImStarted(stop);
    return api;
  })()
    .catch(() => null)
    .finally(() => {
      starting = null;
    });
  return starting;
}

/** Sends a frame over the socket; false when it is not connected (the caller falls back to HTTP). */
export function imSend(code: number, data: Record<string, unknown>): boolean {
  return current?.client.send(code, data) ?? false;
}

function stop(): void {
  current?.client.close();
  current = null;
  useImStore.getState().clear();
}
