import type { LiveServerMessage } from '@kanqiu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openHubClient, type HubClient } from '../support/hub-client';
import { backends, startTestServer, type TestServer } from '../support/test-server';

type Diff = Extract<LiveServerMessage, { op: 'diff' }>;

/*
 * A frame is written to a slice of sockets per turn of the event loop (HUB_FANOUT_SLICE, 2 here): every
 * socket still gets every publication once and in order, on batched and unbatched channels alike, while
 * later frames queue behind the one being written. With Redis, publications go through A, clients sit on B.
 */
describe.each(backends())('fan-out in slices on $name', (backend) => {
  const env = { HUB_FANOUT_SLICE: '2' };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer(backend, { env });
    b = backend.redisUrl ? await startTestServer(backend, { env, shareWith: a }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  async function subscribedClients(count: number, topics: string[]): Promise<HubClient[]> {
    return Promise.all(
      Array.from({ length: count }, async () => {
        const client = await openHubClient(b);
        client.send({ op: 'subscribe', topics });
        await client.next('subscribed');
        return client;
      }),
    );
  }

  const numbersOn = (client: HubClient, topic: string) =>
    client.received.filter((m): m is Diff => m.op === 'diff' && m.topic === topic).map((d) => (d.data as { n: number }).n);
  const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

  it('gives each of many sockets every publication once and in order', async () => {
    const chat = 'chat:t-sliced';
    const scores = 'match:3001';
    const clients = await subscribedClients(7, [chat, scores]);
    await Promise.all([
      Promise.all(range(40).map((n) => a.hub.publish(chat, { n }))),
      Promise.all(range(15).map((n) => a.hub.publish(scores, { n }))),
    ]);
    await eventually(() => clients.every((c) => numbersOn(c, chat).length >= 40 && numbersOn(c, scores).length >= 15));
    await new Promise((r) => setTimeout(r, 200));
    for (const client of clients) {
      expect(numbersOn(client, chat)).toEqual(range(40));
      expect(numbersOn(client, scores)).toEqual(range(15));
      client.socket.close();
    }
  });
});
