import { liveServerMessagesOf, type LiveServerMessage } from '@kanqiu/contract';
import { WebSocket } from 'ws';
import type { TestServer } from './test-server';

export type Closed = { code: number; reason: string };

export type HubClient = {
  socket: WebSocket;
  /** Every message received, in order (the heartbeat excepted), batches unpacked. */
  received: LiveServerMessage[];
  /** How many socket frames carried them (a batch is one frame). */
  framesReceived: () => number;
  bytesReceived: () => number;
  send(message: unknown): void;
  /** The first not yet taken message with this op, waited for up to `timeoutMs`. */
  next<Op extends LiveServerMessage['op']>(op: Op, timeoutMs?: number): Promise<Extract<LiveServerMessage, { op: Op }>>;
  /** Diffs not yet taken, in order. */
  takeDiffs(): Extract<LiveServerMessage, { op: 'diff' }>[];
  closed: Promise<Closed>;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A websocket client of /ws/live that keeps everything it receives, for the hub's tests. */
export async function openHubClient(
  server: Pick<TestServer, 'url'>,
  headers: Record<string, string> = {},
): Promise<HubClient> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/live`, { headers });
  const received: LiveServerMessage[] = [];
  const taken = new Set<LiveServerMessage>();
  let bytes = 0;
  let frames = 0;
  socket.on('message', (data: Buffer) => {
    bytes += data.length;
    const text = data.toString();
    if (text === '0') return;
    frames += 1;
    received.push(...liveServerMessagesOf(JSON.parse(text)));
  });
  const closed = new Promise<Closed>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const untaken = () => received.filter((m) => !taken.has(m));
  return {
    socket,
    received,
    bytesReceived: () => bytes,
    framesReceived: () => frames,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next(op, timeoutMs = 5000) {
      for (let waited = 0; waited <= timeoutMs; waited += 20) {
        const found = untaken().find((m) => m.op === op);
        if (found) {
          taken.add(found);
          return found as never;
        }
        await pause(20);
      }
      throw new Error(`no ${op} within ${timeoutMs} ms`);
    },
    takeDiffs() {
      const diffs = untaken().filter((m) => m.op === 'diff');
      for (const diff of diffs) taken.add(diff);
      return diffs as never;
    },
    closed,
  };
}

/** Waits until `check` holds, polling, for at most `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  for (let waited = 0; waited <= timeoutMs; waited += 50) {
    if (await check()) return;
    await pause(50);
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
