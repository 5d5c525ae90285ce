import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/api';
import { assertGetRouteHolds, listFieldValue } from '../support/fuzz';
import { seedBasketball } from '../support/basketball-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { basketballRoutes } from './basketball-routes';

const fieldValue = listFieldValue(['0', '1', '2', '3', '4', '8', '9', '101!102']);

describe.each(backends())('fuzzing the basketball routes on $name', (backend) => {
  const server = useTestServer(backend);
  let ids: string[] = [];

  beforeAll(async () => {
    await seedBasketball(server());
    const rows = await server().database.db.selectFrom('matches').select('id').limit(5).execute();
    ids = rows.map((row) => String(row.id));
  });

  it.each(basketballRoutes.map(([, path]) => path))(
    'GET %s never answers 5xx and always answers the envelope',
    (path) => assertGetRouteHolds(server(), path, ids, fieldValue),
  );

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
