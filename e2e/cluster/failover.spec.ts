import type { APIRequestContext, Browser, BrowserContext, Page, WebSocket } from '@playwright/test';
import { Team } from '@kanqiu/test-factories';
import { writeFileSync } from 'node:fs';
import type { Cluster, InstanceName } from '../../scripts/cluster.mjs';
import { anchorWithRoom, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { clusterServers, startE2eCluster } from '../support/cluster';
import { ingestSecret, liveMatchId, pushedMatch, pushFeed, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

/**
 * A fan's journey through the balancer of `npm run cluster` while one instance dies (SIGKILL). The
 * fan follows a live match on the 比分 list, chats in a room and sends an IM in three tabs; an API (the one holding
 * all the fan's sockets) or a web is killed midway. The fan sees no error page, the score keeps moving, every
 * socket resumes on its first reconnect with nothing missed or doubled (the hub's stream positions, IM `seq`), and
 * what the fan and a friend sent during the failover arrives once. The figures go to docs/deploy.md, "Failover".
 */
test.skip(
  !clusterServers.databaseUrl || !clusterServers.redisUrl,
  'the cluster runs on PostgreSQL and Redis (DATABASE_URL, REDIS_URL)',
);

/** The browser's reconnect delay (spec §9: 5000 ms, apps/web/app/lib/live-socket.ts and the IM client). */
const reconnectMs = 5000;

type Account = { phone: string; password: string; nickName: string; token: string; id: number };

let started: Awaited<ReturnType<typeof startE2eCluster>> | undefined;
let cluster: Cluster;
let fan: Account;
let friend: Account;
let roomId: number;
let conversationId: number;
let matchId: number;
let match: ReturnType<typeof pushedMatch>;
/** The home side's goals so far: each push moves the score on by one. */
let goals = 0;

type Envelope = { code: number; msg: string; data: unknown };

async function call(request: APIRequestContext, who: Account, path: string, data?: unknown): Promise<Envelope> {
  const url = `${cluster.apiUrl}${path}`;
  const headers = { accessToken: who.token };
  const response =
    data === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data });
  const envelope = (await response.json()) as Envelope;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope;
}

async function account(request: APIRequestContext, nickName: string, token?: string): Promise<Account> {
  const credentials = { phone: randomPhone(), password: 'kanqiu2026', nickName };
  const created = { ...credentials, token: token ?? (await registerThroughApi(request, credentials, cluster.apiUrl)) };
  const info = await call(request, { ...created, id: 0 }, '/user/center/info');
  return { ...created, id: (info.data as { id: number }).id };
}

/** The next goal, pushed by the operator's feed through the balancer (a push the dying API dropped is sent again). */
async function pushGoal(request: APIRequestContext): Promise<number> {
  goals += 1;
  const event = match.score([goals, 0]);
  for (;;) {
    try {
      await pushFeed(request, [event], cluster.apiUrl);
      return goals;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  started = await startE2eCluster('failover', 1, {
    INGEST_SECRET: ingestSecret,
    SMS_DAILY_LIMIT_PER_IP: '2000',
    SMS_ATTEMPTS_PER_IP_PER_HOUR: '2000',
    LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '2000',
  });
  cluster = started.cluster;
  const now = await sportsNow(request, cluster.apiUrl);
  const kickoff = now - 1500;
  match = pushedMatch(`failover-${Date.now()}`, kickoff);
  await pushFeed(request, [match.upsert, match.state(2, kickoff), match.score([0, 0])], cluster.apiUrl);
  matchId = await liveMatchId(request, Team.arsenal, Team.manCity, kickoff, cluster.apiUrl);
  const anchor = await anchorWithRoom(request, { title: '故障切换测试间', category: 1, matchId }, cluster.apiUrl);
  roomId = anchor.roomId;
  fan = await account(request, randomNickName('切换'));
  friend = await account(request, anchor.account.nickName, anchor.token);
  await call(request, fan, '/imapi/user/follow', { userId: friend.id });
  await call(request, friend, '/imapi/user/follow', { userId: fan.id });
  conversationId = ((await call(request, fan, '/imapi/chat/open', { userId: friend.id })).data as { id: number }).id;
});

test.afterAll(async () => {
  await started?.close();
});

type Frame = { at: number; socket: number; json: unknown };

/** Every socket of one page: when each opened and closed, and what it received. */
function socketLog(page: Page) {
  const sockets: { url: string; openedAt: number; closedAt?: number }[] = [];
  const frames: Frame[] = [];
  page.on('websocket', (ws: WebSocket) => {
    const socket = sockets.push({ url: ws.url(), openedAt: Date.now() }) - 1;
    ws.on('close', () => (sockets[socket]!.closedAt = Date.now()));
    ws.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (text === '0') return;
      const json: unknown = JSON.parse(text);
      for (const message of Array.isArray(json) ? json : [json]) frames.push({ at: Date.now(), socket, json: message });
    });
  });
  return {
    sockets,
    frames,
    /** The first time after `since` that a socket opened later answered `isResumed`; undefined while none has. */
    resumedAt(since: number, isResumed: (json: Record<string, unknown>) => boolean): number | undefined {
      return frames.find(
        (frame) => sockets[frame.socket]!.openedAt > since && isResumed(frame.json as Record<string, unknown>),
      )?.at;
    },
  };
}
type SocketLog = ReturnType<typeof socketLog>;

const subscribedFrame = (json: Record<string, unknown>) => json.op === 'subscribed';
const syncFrame = (json: Record<string, unknown>) =>
  json.code === 10005 && Array.isArray((json.data as { list?: unknown }).list);

/**
 * The hub's positions on `topic` as one page received them: one epoch, every diff's seq the one after the last,
 * and each resubscription recovered from where the page was (nothing missed, nothing twice).
 */
function expectContinuous(log: SocketLog, topic: string): { diffs: number; resubscribed: number } {
  let last: number | undefined;
  let epoch: string | undefined;
  let diffs = 0;
  let resubscribed = 0;
  for (const { json } of log.frames) {
    const message = json as {
      op?: string;
      topic?: string;
      epoch?: string;
      seq?: number;
      positions?: Record<string, { epoch: string; seq: number; recovered: boolean }>;
    };
    if (message.op === 'diff' && message.topic === topic) {
      epoch ??= message.epoch;
      expect(message.epoch, `${topic}: one epoch`).toBe(epoch);
      if (last !== undefined) expect(message.seq, `${topic}: the diff after ${last}`).toBe(last + 1);
      last = message.seq;
      diffs += 1;
    }
    const position = message.op === 'subscribed' ? message.positions?.[topic] : undefined;
    if (!position) continue;
    epoch ??= position.epoch;
    expect(position.epoch, `${topic}: one epoch`).toBe(epoch);
    if (last !== undefined) {
      expect(position.recovered, `${topic}: resumed from its position`).toBe(true);
      // A diff published while the subscription was answered comes before the answer: it may name an older seq.
      expect(position.seq, `${topic}: nothing after the last diff received went missing`).toBeLessThanOrEqual(last);
      resubscribed += 1;
    }
    last = Math.max(last ?? position.seq, position.seq);
  }
  return { diffs, resubscribed };
}

/** The conversation's messages as the page's IM sockets delivered them (sync answers and pushes): each seq once, none skipped. */
function expectImSeqOnce(log: SocketLog): number[] {
  const seqs: number[] = [];
  for (const { json } of log.frames) {
    const frame = json as {
      code?: number;
      data?: { list?: { conversationId: number; seq: number }[]; conversationId?: number; seq?: number };
    };
    const delivered = frame.code === 10005 ? (frame.data?.list ?? []) : frame.code === 10000 ? [frame.data!] : [];
    for (const message of delivered) if (message.conversationId === conversationId) seqs.push(message.seq!);
  }
  expect(new Set(seqs).size, `IM seqs delivered once: ${seqs.join(',')}`).toBe(seqs.length);
  const sorted = [...seqs].sort((a, b) => a - b);
  sorted.forEach((seq, index) => index > 0 && expect(seq, 'no IM seq skipped').toBe(sorted[index - 1]! + 1));
  return sorted;
}

/**
 * Requests of the fan's browser that failed or that were answered 5xx (HAProxy's own error pages included); the
 * browser's own cancellations (a navigation or revalidation superseded by the next) are not failures.
 */
function failedRequests(context: BrowserContext): string[] {
  const failed: string[] = [];
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    if (reason !== 'net::ERR_ABORTED') failed.push(`${request.method()} ${request.url()} ${reason}`);
  });
  context.on('response', (response) => {
    if (response.status() >= 500) failed.push(`${response.request().method()} ${response.url()} ${response.status()}`);
  });
  return failed;
}

const noErrorPage = async (page: Page) => expect(page.locator('.kq-error-page')).toHaveCount(0);

/** The journey, `victim` killed midway; `beforeKill` runs once the fan's sockets are open. */
async function journey(
  browser: Browser,
  request: APIRequestContext,
  victim: InstanceName,
  beforeKill: () => Promise<void> = async () => {},
) {
  const tag = `${victim}-${Date.now() % 100_000}`;
  const context = await browser.newContext({ baseURL: cluster.webUrl });
  const failed = failedRequests(context);

  // The fan signs in and follows the match on the 比分 list.
  const list = await context.newPage();
  const listLog = socketLog(list);
  await list.goto(`/user/login?redirect=${encodeURIComponent('/live/hot')}`);
  await loginWithPassword(list, fan.phone, fan.password);
  await expect(list).toHaveURL(/\/live\/hot$/);
  const row = list.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`);
  await expect(row.getByTestId('row-score')).toHaveText(`${goals} - 0`);

  // In a second tab the fan opens the match's room and chats.
  const room = await context.newPage();
  const roomLog = socketLog(room);
  await room.goto(`/vlive/detail/${roomId}`);
  await room.getByRole('button', { name: '聊天', exact: true }).click();
  const chatInput = room.getByRole('textbox', { name: '聊天内容' });
  const chat = async (text: string) => {
    await chatInput.fill(text);
    await room.getByRole('button', { name: '发送' }).click();
    await expect(chatInput).toHaveValue('');
  };
  const lines = { before: `开场前 ${tag}`, during: `切换中 ${tag}`, friend: `主播说 ${tag}` };
  await chat(lines.before);

  // In a third, an IM to the friend.
  const im = await context.newPage();
  const imLog = socketLog(im);
  await im.goto(`/message/chat?id=${conversationId}`);
  const send = async (text: string) => {
    await im.getByLabel('输入消息').fill(text);
    await im.getByRole('button', { name: '发送', exact: true }).click();
  };
  const messages = { before: `开场前私信 ${tag}`, during: `切换中私信 ${tag}`, friend: `朋友回复 ${tag}` };
  await send(messages.before);
  await expect(im.getByTestId('message').filter({ hasText: messages.before })).toHaveCount(1);
  const logs = [listLog, roomLog, imLog];
  await expect
    .poll(() =>
      logs.map((log) =>
        log.frames.some(
          (f) => subscribedFrame(f.json as Record<string, unknown>) || syncFrame(f.json as Record<string, unknown>),
        ),
      ),
    )
    .toEqual([true, true, true]);
  await pushGoal(request);
  await expect(row.getByTestId('row-score')).toHaveText(`${goals} - 0`);

  // Midway: SIGKILL.
  await beforeKill();
  const scoreAtKill = goals;
  const killedAt = Date.now();
  await cluster.kill(victim);

  // The score keeps moving (its first change on the fan's list is timed while the fan goes on), and during the
  // failover the friend and the fan write.
  const firstScoreAt = expect(row.getByTestId('row-score'))
    .not.toHaveText(`${scoreAtKill} - 0`, { timeout: 30_000 })
    .then(() => Date.now());
  const pusher = (async () => {
    while (Date.now() - killedAt < reconnectMs + 2000) {
      await pushGoal(request);
      await new Promise((resolve) => setTimeout(resolve, 700));
    }
  })();
  await call(request, friend, '/chat/msg', {
    group: String(roomId),
    clientId: crypto.randomUUID(),
    text: lines.friend,
  });
  await call(request, friend, '/imapi/chat/send', {
    id: conversationId,
    clientId: `failover${Date.now()}`,
    text: messages.friend,
  });
  await chat(lines.during);
  await send(messages.during);
  // A page opened during the failover: the match's detail.
  const detail = await context.newPage();
  await detail.goto(`/live/zq/detail/${matchId}`);
  await expect(detail.getByTestId('detail-score')).toHaveText(/\d+ - 0/);
  await noErrorPage(detail);

  const dropped = logs.flatMap((log) => log.sockets.filter((s) => s.closedAt !== undefined && s.closedAt >= killedAt));
  const resumed = async (log: SocketLog, isResumed: (json: Record<string, unknown>) => boolean) => {
    const closedAt = log.sockets.find((s) => s.closedAt !== undefined && s.closedAt >= killedAt)?.closedAt;
    if (closedAt === undefined) return undefined;
    await expect.poll(() => log.resumedAt(closedAt, isResumed), { timeout: reconnectMs + 5000 }).toBeDefined();
    return log.resumedAt(closedAt, isResumed)! - killedAt;
  };
  // Sockets opened after the kill, per page: 1 where the first reconnect held.
  const reconnects = logs.map((log) => log.sockets.filter((socket) => socket.openedAt > killedAt).length);
  const resumeMs = {
    list: await resumed(listLog, subscribedFrame),
    room: await resumed(roomLog, subscribedFrame),
    im: await resumed(imLog, syncFrame),
  };
  await pusher;
  const finalScore = `${goals} - 0`;
  await expect(row.getByTestId('row-score')).toHaveText(finalScore);

  // Nothing missed, nothing twice: on screen, and by the hub's positions and the IM seqs.
  for (const text of Object.values(lines))
    await expect(room.getByTestId('chat-line').filter({ hasText: text })).toHaveCount(1);
  for (const text of Object.values(messages))
    await expect(im.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
  const friendsView = (await call(request, friend, `/imapi/chat/messages?id=${conversationId}`)).data as {
    list: { text: string }[];
  };
  expect(friendsView.list.filter((m) => m.text === messages.during)).toHaveLength(1);
  const positions = expectContinuous(listLog, 'live:football');
  const imSeqs = expectImSeqOnce(imLog);
  for (const page of [list, room, im, detail]) await noErrorPage(page);

  const figures = {
    victim,
    socketsDropped: dropped.length,
    reconnects,
    resumeMs,
    firstScoreMs: (await firstScoreAt) - killedAt,
    failedRequests: failed,
    positions,
    imSeqs,
  };
  test.info().annotations.push({ type: 'failover', description: JSON.stringify(figures) });
  // The figures of docs/deploy.md, "Failover".
  writeFileSync(`test-results/failover-${victim}.json`, `${JSON.stringify(figures, null, 2)}\n`);
  // The browser waits the spec's 5000 ms before it reconnects; the socket is back within 5 s of that, at once.
  for (const ms of Object.values(resumeMs))
    if (ms !== undefined) expect(ms - reconnectMs, 'resumed within 5 s of the reconnect').toBeLessThan(5000);
  for (const [page, count] of reconnects.entries())
    expect(count, `page ${page}: resumed on its first reconnect`).toBeLessThanOrEqual(1);
  expect(failed, 'requests of the fan that failed').toEqual([]);
  await context.close();
  return figures;
}

test('an API killed midway: the fan’s sockets resume on their first reconnect, nothing missed or doubled', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // All the fan's sockets on api1: api2 takes no new connection while drained, and is back in the pool before the kill.
  expect(await cluster.balancer('set server api/api2 state drain')).toBe('');
  const figures = await journey(browser, request, 'api1', async () => {
    expect(await cluster.balancer('set server api/api2 state ready')).toBe('');
  });
  expect(figures.socketsDropped, 'the kill closed the fan’s three sockets').toBe(3);
});

test('a web killed midway: pages and chat keep being served, the sockets never notice, and it comes back', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const figures = await journey(browser, request, 'web1');
  expect(figures.socketsDropped).toBe(0);
  await cluster.restart('web1');
  // Back in the pool: HAProxy's checks find it running (srv_op_state 2).
  await expect
    .poll(async () => {
      const state = await cluster.balancer('show servers state web');
      return state.split('\n').some((line) => /^\d+ web \d+ web1 \S+ 2 /.test(line));
    })
    .toBe(true);
});
