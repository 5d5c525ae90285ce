import { chatList, imConnection, messagesPage, openResult, userInfo } from '@kanqiu/contract';
import { ImCode } from '@kanqiu/domain';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { WebSocket } from 'ws';
import { dataOf, get, post, registerUser } from '../support/api';
import type { TestServer } from '../support/test-server';

export type Frame = { code: number; data: Record<string, unknown> };

/**
 * A message-socket client written from the spec (§7 Messaging) alone: POST the socket path with the
 * accessToken header, connect to the first address, send `{code: 10014, data: {accessToken}}`, then
 * `{code, data}` frames with the token added to `data`; '0' is the heartbeat.
 */
export type ImClient = {
  socket: WebSocket;
  frames: Frame[];
  send(code: number, data: Record<string, unknown>): void;
  /** The first frame not yet taken with this code (and matching `where`), waited for. */
  next(
    code: number,
    where?: (data: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  close(): void;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function connectIm(server: TestServer, token: string): Promise<ImClient> {
  const reply = await fetch(`${server.url}/imserver/ws`, { method: 'POST', headers: { accessToken: token } });
  const body = (await reply.json()) as { code: number; data: unknown };
  const { list } = imConnection.parse(body.data);
  const address = list[0]!;
  const socket = new WebSocket(`${address.protocol}://${address.host}:${address.port}/imserver/ws`);
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    if (text !== '0') frames.push(JSON.parse(text) as Frame);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const client: ImClient = {
    socket,
    frames,
    send: (code, data) => socket.send(JSON.stringify({ code, data: { ...data, accessToken: token } })),
    async next(code, where = () => true, timeoutMs = 5000) {
      for (let waited = 0; waited <= timeoutMs; waited += 20) {
        const found = frames.find((f) => !taken.has(f) && f.code === code && where(f.data));
        if (found) {
          taken.add(found);
          return found.data;
        }
        await pause(20);
      }
      throw new Error(`no frame ${code} within ${timeoutMs} ms; got ${JSON.stringify(frames.map((f) => f.code))}`);
    },
    close: () => socket.close(),
  };
  client.send(ImCode.auth, {});
  await client.next(ImCode.auth);
  return client;
}

export type ImUserFixture = { token: string; id: number; nickName: string };

export async function imUser(server: TestServer, nickName: string): Promise<ImUserFixture> {
  const { token } = await registerUser(server, { nickName });
  const profile = dataOf(await get(server, '/user/center/info', { token }), userInfo);
  return { token, id: profile.id, nickName };
}

/** Two users who follow each other, and their direct conversation. */
export async function friends(server: TestServer, a: ImUserFixture, b: ImUserFixture): Promise<number> {
  await post(server, '/imapi/user/follow', { userId: b.id }, { token: a.token });
  await post(server, '/imapi/user/follow', { userId: a.id }, { token: b.token });
  const opened = await post(server, '/imapi/chat/open', { userId: b.id }, { token: a.token });
  return (opened.data as { id: number }).id;
}

/** A group the owner forms with some of their friends; its conversation id. */
export async function groupOf(server: TestServer, owner: ImUserFixture, name: string, members: ImUserFixture[]) {
  const created = await post(
    server,
    '/imapi/group/create',
    { name, memberIds: members.map((m) => m.id) },
    { token: owner.token },
  );
  return (created.data as { id: number }).id;
}

/** Opens signed-in sockets on the test's server; every one is closed after the suite. */
export function useImSockets(server: () => TestServer): (token: string) => Promise<ImClient> {
  const sockets: ImClient[] = [];
  afterAll(() => sockets.forEach((s) => s.close()));
  return async (token) => {
    const client = await connectIm(server(), token);
    sockets.push(client);
    return client;
  };
}

export type Fan = { id: number; token: string };

/** Users and sessions written straight to the database: registering hundreds through SMS would test accounts, not messages. */
export async function seedFans(server: TestServer, count: number): Promise<Fan[]> {
  const now = Math.floor(Date.now() / 1000);
  const tag = randomBytes(3).toString('hex');
  const fans: Fan[] = [];
  for (let from = 0; from < count; from += 500) {
    const batch = Array.from({ length: Math.min(500, count - from) }, (_, k) => from + k);
    const users = await server.database.db
      .insertInto('users')
      .values(
        batch.map((i) => ({
          phone: `9${String(parseInt(tag, 16)).padStart(8, '0')}${String(i).padStart(5, '0')}`,
          password_hash: null,
          nick_name: `球迷${tag}${i}`,
          portrait: null,
          portrait_new: null,
          portrait_audit: 'none' as const,
          theme_color: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const tokens = users.map(() => randomBytes(32).toString('base64url'));
    await server.database.db
      .insertInto('sessions')
      .values(
        users.map(({ id }, k) => ({
          user_id: id,
          token_hash: createHash('sha256').update(tokens[k]!).digest('hex'),
          created_at: now,
          expires_at: now + 86_400,
          revoked_at: null,
        })),
      )
      .execute();
    fans.push(...users.map(({ id }, k) => ({ id, token: tokens[k]! })));
  }
  return fans;
}

/** The user's 通知 conversation in their chat list (none before their first notice). */
export async function noticeBox(server: TestServer, token: string) {
  return dataOf(await get(server, '/imapi/chat/list', { token }), chatList).find((item) => item.kind === 'notice');
}

/** The system notices (10036) in the user's 通知, oldest first. */
export async function systemNotices(server: TestServer, token: string) {
  const box = await noticeBox(server, token);
  if (!box) return [];
  const page = dataOf(
    await get(server, '/imapi/chat/messages', { token, query: { id: String(box.id) } }),
    messagesPage,
  );
  return page.list.filter((m) => m.code === ImCode.systemNotice).map((m) => m.notice!);
}

/** Makes two seeded fans friends (they follow each other) and opens their private chat; its id. */
export async function openFriendChat(server: TestServer, x: Fan, y: Fan): Promise<number> {
  await server.database.db
    .insertInto('im_follows')
    .values([
      { follower_id: x.id, followee_id: y.id, created_at: 0 },
      { follower_id: y.id, followee_id: x.id, created_at: 0 },
    ])
    .execute();
  return dataOf(await post(server, '/imapi/chat/open', { userId: y.id }, { token: x.token }), openResult).id;
}
