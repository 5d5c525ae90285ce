import type { LiveServerMessage } from '@kanqiu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openHubClient, type HubClient } from '../support/hub-client';
import { backends, startTestServer, type TestServer } from '../support/test-server';

type Diff = Extract<LiveServerMessage, { op: 'diff' }>;

/*
 * Chat channels batch: publications made while the channel's previous frame is being written (or in one
 * turn of the event loop) reach each socket as one frame, a JSON array in order. With Redis, publications
 * go through instance A and the clients sit on B.
 */
describe.each(backends())('batched channel frames on $name', (backend) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer(backend);
    b = backend.redisUrl ? await startTestServer(backend, { shareWith: a }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  async function subscribed(channel: string, since?: { epoch: string; seq: number }) {
    const client = await openHubClient(b);
    client.send({ op: 'subscribe', topics: [channel], ...(since ? { since: { [channel]: since } } : {}) });
    const answer = await client.next('subscribed');
    return { client, position: answer.positions[channel]! };
  }

  const diffsOf = (client: HubClient) => client.received.filter((m): m is Diff => m.op === 'diff');
  const numbers = (diffs: Diff[]) => diffs.map((d) => (d.data as { n: number }).n);
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  const publishAll = (channel: string, ns: number[]) => Promise.all(ns.map((n) => a.hub.publish(channel, { n })));

  it('coalesces a burst on a chat channel into fewer frames, every publication once and in order', async () => {
    const { client, position } = await subscribed('chat:t-burst');
    const framesBefore = client.framesReceived();
    await publishAll('chat:t-burst', range(1, 30));
    await eventually(() => diffsOf(client).length >= 30);
    const diffs = diffsOf(client);
    expect(numbers(diffs)).toEqual(range(1, 30));
    expect(diffs.map((d) => d.seq)).toEqual(range(position.seq + 1, 30));
    expect(client.framesReceived() - framesBefore).toBeLessThan(30);
    client.socket.close();
  });

  it('keeps live-score channels one frame per publication', async () => {
    const { client } = await subscribed('match:2001');
    const framesBefore = client.framesReceived();
    await publishAll('match:2001', range(1, 10));
    await eventually(() => diffsOf(client).length >= 10);
    expect(numbers(diffsOf(client))).toEqual(range(1, 10));
    expect(client.framesReceived() - framesBefore).toBe(10);
    client.socket.close();
  });

  it('replays what a client missed while away, then goes on live, without a gap or a duplicate', async () => {
    const { client, position } = await subscribed('chat:t-away');
    await publishAll('chat:t-away', range(1, 5));
    await eventually(() => diffsOf(client).length >= 5);
    const last = diffsOf(client).at(-1)!;
    client.socket.close();
    await client.closed;

    await publishAll('chat:t-away', range(6, 30));
    const back = await subscribed('chat:t-away', { epoch: last.epoch, seq: last.seq });
    expect(back.position).toEqual({ epoch: last.epoch, seq: position.seq + 35, recovered: true });
    await publishAll('chat:t-away', range(36, 10));
    await eventually(() => diffsOf(back.client).length >= 40);
    await new Promise((r) => setTimeout(r, 200));
    const diffs = diffsOf(back.client);
    expect(numbers(diffs)).toEqual(range(6, 40));
    expect(diffs.map((d) => d.seq)).toEqual(range(last.seq + 1, 40));
    back.client.socket.close();
  });

  it('resubscribing in the middle of a burst misses nothing and repeats nothing', async () => {
    const channel = 'chat:t-resubscribe';
    // Another follower keeps the channel's batches open on this instance while the client is away.
    const watcher = await subscribed(channel);
    const { client } = await subscribed(channel);
    await publishAll(channel, [1]);
    await eventually(() => diffsOf(client).length >= 1);
    const first = diffsOf(client)[0]!;
    client.socket.close();
    await client.closed;

    // Publications keep coming while the client reconnects: some are replayed, some held, some batched live.
    const burst = (async () => {
      for (let n = 2; n <= 41; n++) {
        await a.hub.publish(channel, { n });
        if (n % 5 === 0) await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const back = await subscribed(channel, { epoch: first.epoch, seq: first.seq });
    expect(back.position.recovered).toBe(true);
    await burst;
    await eventually(() => diffsOf(back.client).length >= 40);
    await new Promise((r) => setTimeout(r, 200));
    const diffs = diffsOf(back.client);
    expect(diffs.map((d) => d.seq)).toEqual(range(first.seq + 1, 40));
    expect(numbers(diffs)).toEqual(range(2, 40));
    expect(numbers(diffsOf(watcher.client))).toEqual(range(1, 41));
    back.client.socket.close();
    watcher.client.socket.close();
  });
});
