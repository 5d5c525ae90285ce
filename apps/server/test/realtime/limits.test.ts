import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { eventually, openHubClient } from '../support/hub-client';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const webOrigin = 'https://m.kanqiu.example';

describe.each(backends())('socket limits on $name', (backend) => {
  const server = useTestServer(backend, {
    env: { WEB_ORIGIN: `${webOrigin},https://kanqiu.example`, HUB_MAX_CHANNELS: '3', HUB_MAX_BUFFERED_BYTES: '16384' },
  });

  it('refuses a browser page of another origin and lets the web and non-browsers in', async () => {
    await expect(openHubClient(server(), { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const allowed: Record<string, string>[] = [{ origin: webOrigin }, { origin: 'https://kanqiu.example' }, {}];
    for (const headers of allowed) {
      const client = await openHubClient(server(), headers);
      expect(await client.next('welcome')).toMatchObject({ heartbeatMs: 10000 });
      client.socket.close();
    }
  });

  it('closes a socket that sends a frame over the size limit', async () => {
    const client = await openHubClient(server());
    client.send(JSON.stringify({ op: 'subscribe', topics: ['live:football'], pad: 'x'.repeat(20_000) }));
    expect((await client.closed).code).toBe(1009);
  });

  it('cuts off a subscribe flood after its allowance, answering a bounded number of bytes, while the API keeps answering', async () => {
    const client = await openHubClient(server());
    await client.next('welcome');
    const subscribe = JSON.stringify({ op: 'subscribe', topics: ['live:football', 'live:basketball'] });
    for (let i = 0; i < 2000; i++) client.socket.send(subscribe);
    const health = await fetch(`${server().url}/health`);
    expect(health.status).toBe(200);
    expect(await client.closed).toEqual({ code: 1008, reason: 'too many messages' });
    // Twenty messages a second are allowed: the welcome and at most twenty replies came back.
    const replies = client.received.filter((m) => m.op === 'subscribed');
    expect(replies.length).toBeLessThanOrEqual(20);
    expect(client.bytesReceived()).toBeLessThan(21 * 400);
  });

  it('caps the channels of a socket and echoes only what each request asked', async () => {
    const client = await openHubClient(server());
    client.send({ op: 'subscribe', topics: ['match:1', 'match:2'] });
    expect(await client.next('subscribed')).toMatchObject({ topics: ['match:1', 'match:2'], refused: {} });
    client.send({ op: 'subscribe', topics: ['match:3', 'match:4', 'match:5'] });
    const capped = await client.next('subscribed');
    expect(capped.topics).toEqual(['match:3']);
    expect(Object.keys(capped.positions)).toEqual(['match:3']);
    expect(Object.keys(capped.refused)).toEqual(['match:4', 'match:5']);
    expect(capped.refused['match:4']).toContain('3');
    client.send({ op: 'unsubscribe', topics: ['match:1'] });
    client.send({ op: 'subscribe', topics: ['match:4'] });
    expect(await client.next('subscribed')).toMatchObject({ topics: ['match:4'], refused: {} });
    await server().hub.publish('match:1', { n: 1 });
    await server().hub.publish('match:4', { n: 4 });
    expect(await client.next('diff')).toMatchObject({ topic: 'match:4' });
    client.socket.close();
  });

  it('answers a malformed message with an error and stays open', async () => {
    const client = await openHubClient(server());
    client.send('{"op":"subscribe","topics":["tennis"]}');
    expect(await client.next('error')).toMatchObject({ msg: '无法识别的消息' });
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it('drops a consumer that stops reading instead of buffering for it without bound', async () => {
    const client = await openHubClient(server());
    client.send({ op: 'subscribe', topics: ['match:77'] });
    await client.next('subscribed');
    client.socket.pause();
    const big = 'x'.repeat(20_000);
    const published = 1500;
    for (let n = 0; n < published; n++) await server().hub.publish('match:77', { n, big });
    client.socket.resume();
    expect((await client.closed).code).toBe(1013);
    await eventually(() => client.socket.readyState === WebSocket.CLOSED);
    expect(client.received.filter((m) => m.op === 'diff').length).toBeLessThan(published);
  });
});
