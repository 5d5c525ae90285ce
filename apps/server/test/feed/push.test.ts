import { envelope, pushResult } from '@kanqiu/contract';
import { FootballStatus } from '@kanqiu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody, signatureHeader } from '../../src/feed/providers/push/signature';
import { testMatch } from '../support/feed-events';
import { backends, startTestServer, type TestServer } from '../support/test-server';

const secret = 'operator-shared-secret-0123';

describe.each(backends())('push provider on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { INGEST_SECRET: secret } });
  });
  afterAll(() => server.close());

  function push(body: string, signature: string | undefined) {
    return fetch(`${server.url}/feed/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { [signatureHeader]: signature } : {}) },
      body,
    });
  }

  it('ingests signed events and ignores them when sent again', async () => {
    const m = testMatch('push-1', server.clock.now);
    const body = JSON.stringify({ events: [m.upsert, m.state(FootballStatus.firstHalf, server.clock.now), m.score([0, 1])] });
    const first = envelope(pushResult).parse(await (await push(body, signBody(body, secret))).json());
    expect(first).toMatchObject({ code: 200, data: { matches: 1, changed: 1 } });
    const again = envelope(pushResult).parse(await (await push(body, signBody(body, secret))).json());
    expect(again.data?.changed).toBe(0);
  });

  it('refuses a missing or wrong signature with the forbidden code and stores nothing', async () => {
    const m = testMatch('push-2', server.clock.now);
    const body = JSON.stringify({ events: [m.upsert] });
    for (const signature of [undefined, signBody(body, 'another-secret-value-xx'), signBody(`${body} `, secret)]) {
      const response = await push(body, signature);
      expect(await response.json()).toMatchObject({ code: 403, msg: '签名无效', data: null });
    }
    const rows = await server.database.db.selectFrom('matches').select('id').where('provider_match_id', '=', 'push-2').execute();
    expect(rows).toHaveLength(0);
  });

  it('answers a signed but malformed event with the validation code naming the field', async () => {
    const body = JSON.stringify({ events: [{ kind: 'score', provider: 'test', providerMatchId: 'x', key: 'k' }] });
    const response = await push(body, signBody(body, secret));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400 });
  });

  it('reports events of unknown matches instead of storing them', async () => {
    const m = testMatch('push-3', server.clock.now);
    const body = JSON.stringify({ events: [m.score([1, 1])] });
    const result = envelope(pushResult).parse(await (await push(body, signBody(body, secret))).json());
    expect(result.data?.unknownMatches).toEqual([{ provider: 'test', providerMatchId: 'push-3' }]);
  });
});

describe('push provider without a secret', () => {
  it('is not there at all', async () => {
    const server = await startTestServer(backends()[0]!);
    try {
      const response = await fetch(`${server.url}/feed/push`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
