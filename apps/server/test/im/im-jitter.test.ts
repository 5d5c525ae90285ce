import { chatList, type ImMessage } from '@kanqiu/contract';
import { ImCode } from '@kanqiu/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { dataOf, get } from '../support/api';
import { backends, startTestServer, type Backend, type TestServer } from '../support/test-server';
import { openFriendChat, seedFans, type Fan } from './im-client';

/**
 * Jitter (bounded for CI): 200 clients in 100 conversations, every socket killed at random every
 * few hundred milliseconds while messages flow, and (with PostgreSQL and Redis) spread over two instances
 * with one restarted midway. Every client resends what was not acknowledged and asks for what it missed
 * after each reconnect, as the spec's client does. At the end every message arrived once, in order, and
 * every unread count is right.
 */
const pairs = 100;
const perSender = 6;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

class JitterClient {
  socket: WebSocket | null = null;
  lastSeq = 0;
  received: string[] = [];
  /** Unacknowledged sends in the sender's order: only the first is on the wire, so the order is the sender's. */
  pending: { clientId: string; text: string }[] = [];
  stopped = false;

  constructor(
    readonly fan: Fan,
    readonly conversationId: number,
    readonly servers: () => TestServer[],
  ) {}

  private send(code: number, data: Record<string, unknown>): void {
    if (this.socket?.readyState === WebSocket.OPEN)
      this.socket.send(JSON.stringify({ code, data: { ...data, accessToken: this.fan.token } }));
  }

  private sync(): void {
    this.send(ImCode.sync, { since: { [String(this.conversationId)]: this.lastSeq } });
  }

  private take(message: ImMessage): void {
    if (message.conversationId !== this.conversationId || message.seq <= this.lastSeq) return;
    if (message.seq > this.lastSeq + 1) {
      this.sync();
      return;
    }
    this.lastSeq = message.seq;
    if (message.sender?.id !== this.fan.id) this.received.push(message.text);
  }

  connect(): void {
    if (this.stopped) return;
    const live = this.servers();
    const server = live[random(0, live.length)]!;
    // A connection accepted by an instance that is shutting down may never be answered: give up after 2 s.
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/imserver/ws`, { handshakeTimeout: 2000 });
    this.socket = socket;
    socket.on('open', () => socket.send(JSON.stringify({ code: ImCode.auth, data: { accessToken: this.fan.token } })));
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString();
      if (text === '0') return;
      const frame = JSON.parse(text) as { code: number; data: Record<string, unknown> };
      if (frame.code === ImCode.auth) {
        this.sync();
        this.sendFirst();
      } else if (frame.code === ImCode.sendAck) {
        if (this.pending[0]?.clientId === frame.data.clientId) this.pending.shift();
        this.sendFirst();
      } else if (frame.code === ImCode.sync && Array.isArray(frame.data.list))
        (frame.data.list as ImMessage[]).forEach((m) => this.take(m));
      else if (frame.code === ImCode.sync) this.sync();
      else if (frame.code === ImCode.privateMessage) this.take(frame.data as unknown as ImMessage);
    });
    const again = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      setTimeout(() => this.connect(), random(20, 200));
    };
    socket.on('close', again);
    socket.on('error', again);
  }

  kill(): void {
    this.socket?.terminate();
  }

  private sendFirst(): void {
    const first = this.pending[0];
    if (first) this.send(ImCode.privateMessage, { id: this.conversationId, ...first });
  }

  write(index: number): void {
    this.pending.push({ clientId: `jitter-${this.fan.id}-${index}`, text: String(index) });
    if (this.pending.length === 1) this.sendFirst();
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }
}

function jitterCase(backend: Backend, instances: 1 | 2) {
  const started: TestServer[] = [];
  afterAll(async () => {
    for (const server of started.toReversed()) await server.close().catch(() => undefined);
  });

  it(
    `delivers every message once and in order to 200 clients while sockets drop${instances === 2 ? ' and an instance restarts' : ''}`,
    { timeout: 120_000 },
    async () => {
      const a = await startTestServer(backend);
      started.push(a);
      let live = [a];
      if (instances === 2) {
        const b = await startTestServer(backend, { shareWith: a });
        started.push(b);
        live = [a, b];
      }
      const fans = await seedFans(a, pairs * 2);
      const clients: JitterClient[] = [];
      for (let p = 0; p < pairs; p++) {
        const [x, y] = [fans[2 * p]!, fans[2 * p + 1]!];
        const id = await openFriendChat(a, x, y);
        clients.push(new JitterClient(x, id, () => live), new JitterClient(y, id, () => live));
      }
      clients.forEach((client) => client.connect());
      await pause(500);

      const killer = setInterval(() => {
        for (let i = 0; i < 12; i++) clients[random(0, clients.length)]!.kill();
      }, 150);
      for (let index = 1; index <= perSender; index++) {
        for (const client of clients) client.write(index);
        await pause(400);
        if (instances === 2 && index === Math.ceil(perSender / 2)) {
          const old = started.pop()!;
          live = [a];
          await old.close();
          const fresh = await startTestServer(backend, { shareWith: a });
          started.push(fresh);
          live = [a, fresh];
        }
      }
      clearInterval(killer);

      for (let waited = 0; waited < 30_000; waited += 250) {
        if (clients.every((c) => c.pending.length === 0 && c.lastSeq >= 2 * perSender)) break;
        await pause(250);
      }
      clients.forEach((client) => client.stop());

      const expected = Array.from({ length: perSender }, (_, i) => String(i + 1));
      for (const client of clients) {
        expect(client.pending).toEqual([]);
        expect(client.received).toEqual(expected);
      }
      const stored = await a.database.db
        .selectFrom('im_messages')
        .select((eb) => ['conversation_id', eb.fn.countAll<number>().as('n')])
        .groupBy('conversation_id')
        .execute();
      expect(stored).toHaveLength(pairs);
      for (const row of stored) expect(Number(row.n)).toBe(2 * perSender);
      for (const client of clients.slice(0, 20)) {
        const item = dataOf(await get(a, '/imapi/chat/list', { token: client.fan.token }), chatList).find(
          (c) => c.id === client.conversationId,
        )!;
        expect(item.count).toBe(perSender);
      }
    },
  );
}

describe('messages under jitter on SQLite', () => {
  jitterCase(backends()[0]!, 1);
});

const shared = backends().find((b) => b.databaseUrl && b.redisUrl);
describe.runIf(shared)('messages under jitter on two instances (PostgreSQL and Redis)', () => {
  jitterCase(shared!, 2);
});
