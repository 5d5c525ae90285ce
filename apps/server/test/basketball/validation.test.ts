import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { get } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { basketballRoutes } from './basketball-routes';

describe.each(backends())('validating the basketball routes on $name', (backend) => {
  const server = useTestServer(backend);

  it.each([
    ['/live/basketball/match', { type: '5' }, 'type'],
    ['/live/basketball/match', { type: '1', date: '2026-02-30' }, 'date'],
    ['/live/basketball/filter', { type: 'all' }, 'type'],
    ['/live/basket/zhi/index/1', { type: '4' }, 'type'],
    ['/live/basket/zhi/history/1', { type: '1' }, 'companyId'],
    ['/live/basket/match/detail/abc', {}, 'id'],
  ])('GET %s with %j is a 400 naming %s', async (path, query, field) => {
    const reply = await get(server(), path, { query });
    expect(reply).toMatchObject({ status: 400, code: Code.validationFailed, data: null });
    expect(reply.msg).toContain(field);
  });

  it('lists every basketball route in the OpenAPI document with a Chinese summary', async () => {
    const doc = (await (await fetch(`${server().url}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    for (const [method, path] of basketballRoutes) {
      expect(doc.paths[path]?.[method.toLowerCase()]?.summary, path).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
