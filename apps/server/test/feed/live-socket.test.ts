import { liveServerMessage, type LiveServerMessage } from '@kanqiu/contract';
import { FootballStatus } from '@kanqiu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { matchEvents } from '@kanqiu/test-factories';
import { backends, startTestServer, type TestServer } from '../support/test-server';

type LiveClient = {
  socket: WebSocket;
  messages: LiveServerMessage[];
  texts: string[];
  next: (op: string) => Promise<LiveServerMessage>;
};

async function connect(server: TestServer): Promise<LiveClient> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/live`);
  const messages: LiveServerMessage[] = [];
  const texts: string[] = [];
  const waiters: { op: string; resolve: (m: LiveServerMessage) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    texts.push(text);
    if (text === '0') return;
    const message = liveServerMessage.parse(JSON.parse(text));
    const index = waiters.findIndex((w) => w.op === message.op);
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(message);
    else messages.push(message);
  });
  const next = (op: string) =>
    new Promise<LiveServerMessage>((resolve, reject) => {
      const seen = messages.find((m) => m.op === op);
      if (seen) {
        messages.splice(messages.indexOf(seen), 1);
        resolve(seen);
        return;
      }
      waiters.push({ op, resolve });
      setTimeout(() => reject(new Error(`no ${op} within 5 s`)), 5000);
    });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, messages, texts, next };
}

describe.each(backends())('live socket on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('welcomes, answers the heartbeat and confirms subscriptions with the stream position', async () => {
    const client = await connect(server);
    const welcome = await client.next('welcome');
    expect(welcome).toMatchObject({ op: 'welcome', heartbeatMs: 10000 });
    client.socket.send('0');
    await new Promise((r) => setTimeout(r, 100));
    expect(client.texts).toContain('0');
    client.socket.send(JSON.stringify({ op: 'subscribe', topics: ['live:football'] }));
    const subscribed = await client.next('subscribed');
    expect(subscribed).toMatchObject({
      topics: ['live:football'],
      positions: { 'live:football': { epoch: expect.any(String), seq: expect.any(Number), recovered: false } },
      refused: {},
    });
    client.socket.close();
  });

  it('delivers a score change to sport and match subscribers, once per channel', async () => {
    const m = matchEvents('live-1', { kickoffAt: server.clock.now });
    await server.ingest.ingest([m.upsert, m.state(FootballStatus.firstHalf, server.clock.now)]);
    const row = await server.database.db
      .selectFrom('matches')
      .select('id')
      .where('provider_match_id', '=', 'live-1')
      .executeTakeFirstOrThrow();

    const sportFan = await connect(server);
    const matchFan = await connect(server);
    sportFan.socket.send(JSON.stringify({ op: 'subscribe', topics: ['live:football', `match:${row.id}`] }));
    matchFan.socket.send(JSON.stringify({ op: 'subscribe', topics: [`match:${row.id}`] }));
    const position = await sportFan.next('subscribed');
    await matchFan.next('subscribed');

    await server.ingest.ingest([m.score([1, 0])]);
    const toSport = await sportFan.next('diff');
    const toMatch = await matchFan.next('diff');
    expect(toSport).toMatchObject({ topic: 'live:football', data: { matchId: row.id, fields: { score: [1, 0] } } });
    expect(toMatch).toMatchObject({ topic: `match:${row.id}`, data: { matchId: row.id } });
    if (toSport.op === 'diff' && position.op === 'subscribed')
      expect(toSport.seq).toBe(position.positions['live:football']!.seq + 1);
    // The sport fan follows both channels: one diff on each, nothing more.
    const other = await sportFan.next('diff');
    expect(new Set([toSport, other].map((m) => (m.op === 'diff' ? m.topic : '')))).toEqual(
      new Set(['live:football', `match:${row.id}`]),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(sportFan.messages.filter((x) => x.op === 'diff')).toHaveLength(0);
    expect(matchFan.messages.filter((x) => x.op === 'diff')).toHaveLength(0);
    sportFan.socket.close();
    matchFan.socket.close();
  });

  it('refuses a malformed message without closing', async () => {
    const client = await connect(server);
    await client.next('welcome');
    client.socket.send('{"op":"subscribe","topics":["tennis"]}');
    expect(await client.next('error')).toMatchObject({ msg: '无法识别的消息' });
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });
});

const shared = backends().find((b) => b.databaseUrl && b.redisUrl);

describe.runIf(shared)('two instances on PostgreSQL and Redis', () => {
  it('a diff ingested on one instance reaches a socket held by the other', async () => {
    const a = await startTestServer(shared!);
    // The second instance shares the first one's schema and Redis prefix, as scaled-out instances do.
    const b = await startTestServer(shared!, { shareWith: a });
    try {
      const m = matchEvents('x-1', { kickoffAt: a.clock.now });
      const client = await connect(b);
      client.socket.send(JSON.stringify({ op: 'subscribe', topics: ['live:football'] }));
      await client.next('subscribed');
      await a.ingest.ingest([m.upsert]);
      expect(await client.next('diff')).toMatchObject({ op: 'diff', data: { created: true } });
      client.socket.close();
    } finally {
      await b.close();
      await a.close();
    }
  });
});
