import { describe, expect, it } from 'vitest';
import { registerUser } from '../support/api';
import { openHubClient } from '../support/hub-client';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

describe.each(backends())('private channels on $name', (backend) => {
  const server = useTestServer(backend);

  async function signedUp() {
    const { token } = await registerUser(server());
    const id = await server().app.verifyToken(token);
    if (id === null) throw new Error('a new user has no id');
    return { token, id };
  }

  it('refuses user:<id> without a token or with another user’s, and delivers it to the user themself', async () => {
    // The messages module (modules/im) declares `user:<id>` with access 'self'.
    const me = await signedUp();
    const other = await signedUp();
    const channel = `user:${me.id}`;

    const anonymous = await openHubClient(server());
    anonymous.send({ op: 'subscribe', topics: [channel, 'live:football'] });
    expect(await anonymous.next('subscribed')).toMatchObject({
      topics: ['live:football'],
      refused: { [channel]: '请先登录' },
    });

    const intruder = await openHubClient(server());
    intruder.send({ op: 'subscribe', topics: [channel], token: other.token });
    expect(await intruder.next('subscribed')).toMatchObject({ topics: [], refused: { [channel]: '无权订阅该频道' } });

    const forged = await openHubClient(server());
    forged.send({ op: 'subscribe', topics: [channel], token: 'not-a-token' });
    expect(await forged.next('subscribed')).toMatchObject({ topics: [], refused: { [channel]: '请先登录' } });

    const owner = await openHubClient(server());
    owner.send({ op: 'subscribe', topics: [channel], token: me.token });
    expect(await owner.next('subscribed')).toMatchObject({ topics: [channel], refused: {} });
    await server().hub.publish(channel, { text: '你好' });
    expect(await owner.next('diff')).toMatchObject({ topic: channel, data: { text: '你好' } });

    await new Promise((r) => setTimeout(r, 100));
    for (const client of [anonymous, intruder, forged]) {
      expect(client.received.filter((m) => m.op === 'diff')).toHaveLength(0);
      client.socket.close();
    }
    owner.socket.close();
  });

  it('asks a module’s own rule, only for a signed-in user', async () => {
    const asked: [number, string][] = [];
    server().hub.declare([
      {
        namespace: 'members',
        access: (userId, name) => {
          asked.push([userId, name]);
          return Promise.resolve(name === 'members:open');
        },
      },
    ]);
    const me = await signedUp();
    const client = await openHubClient(server());
    client.send({ op: 'subscribe', topics: ['members:open', 'members:closed'] });
    expect(await client.next('subscribed')).toMatchObject({ topics: [], refused: { 'members:open': '请先登录' } });
    expect(asked).toEqual([]);
    client.send({ op: 'subscribe', topics: ['members:open', 'members:closed'], token: me.token });
    expect(await client.next('subscribed')).toMatchObject({
      topics: ['members:open'],
      refused: { 'members:closed': '无权订阅该频道' },
    });
    expect(asked).toEqual([
      [me.id, 'members:open'],
      [me.id, 'members:closed'],
    ]);
    client.send({ op: 'subscribe', topics: ['tennis:1'] });
    expect(await client.next('subscribed')).toMatchObject({ topics: [], refused: { 'tennis:1': '未知的频道' } });
    client.socket.close();
  });
});
