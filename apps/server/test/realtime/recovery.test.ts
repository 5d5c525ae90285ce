import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHubClient } from '../support/hub-client';
import { backends, startTestServer, type TestServer } from '../support/test-server';

/*
 * A client cut off while 50 messages are published resubscribes with its last position and gets all
 * 50, in order, once each. With Redis, publications go through instance A and the client sits on B.
 */
describe.each(backends())('channel recovery on $name', (backend) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer(backend, { env: { HUB_HISTORY_SIZE: '60' } });
    b = backend.redisUrl ? await startTestServer(backend, { shareWith: a, env: { HUB_HISTORY_SIZE: '60' } }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  async function positionAfterSubscribing(channel: string) {
    const client = await openHubClient(b);
    client.send({ op: 'subscribe', topics: [channel] });
    const subscribed = await client.next('subscribed');
    return { client, position: subscribed.positions[channel]! };
  }

  it('replays the 50 publications missed while away, in order, without duplicates', async () => {
    const { client, position } = await positionAfterSubscribing('match:1001');
    await a.hub.publish('match:1001', { n: 0 });
    const live = await client.next('diff');
    expect(live).toMatchObject({ topic: 'match:1001', seq: position.seq + 1, data: { n: 0 } });
    client.socket.close();
    await client.closed;

    for (let n = 1; n <= 50; n++) await a.hub.publish('match:1001', { n });

    const back = await openHubClient(b);
    back.send({
      op: 'subscribe',
      topics: ['match:1001'],
      since: { 'match:1001': { epoch: live.epoch, seq: live.seq } },
    });
    const subscribed = await back.next('subscribed');
    expect(subscribed.positions['match:1001']).toEqual({ epoch: live.epoch, seq: live.seq + 50, recovered: true });
    // A publication after resubscribing follows the replay, once.
    await a.hub.publish('match:1001', { n: 51 });
    await back.next('diff');
    await new Promise((r) => setTimeout(r, 200));
    const diffs = back.received.filter((m) => m.op === 'diff');
    expect(diffs.map((d) => (d.data as { n: number }).n)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(diffs.map((d) => d.seq)).toEqual(Array.from({ length: 51 }, (_, i) => live.seq + 1 + i));
    back.socket.close();
  });

  it('tells the client to refetch when the history no longer covers what it missed', async () => {
    const { client, position } = await positionAfterSubscribing('match:1002');
    client.socket.close();
    for (let n = 1; n <= 61; n++) await a.hub.publish('match:1002', { n });
    const back = await openHubClient(b);
    back.send({ op: 'subscribe', topics: ['match:1002'], since: { 'match:1002': position } });
    const subscribed = await back.next('subscribed');
    expect(subscribed.positions['match:1002']).toMatchObject({ seq: position.seq + 61, recovered: false });
    expect(back.received.filter((m) => m.op === 'diff')).toHaveLength(0);
    back.socket.close();
  });

  it('tells the client to refetch when its epoch is not the channel’s', async () => {
    await a.hub.publish('match:1003', { n: 1 });
    const back = await openHubClient(b);
    back.send({ op: 'subscribe', topics: ['match:1003'], since: { 'match:1003': { epoch: 'gone', seq: 0 } } });
    const subscribed = await back.next('subscribed');
    expect(subscribed.positions['match:1003']).toMatchObject({ seq: 1, recovered: false });
    back.socket.close();
  });
});
