import fc from 'fast-check';
import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { get } from '../support/api';
import { seedBasketball } from '../support/basketball-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { basketballRoutes } from './basketball-routes';

const fieldNames = ['type', 'date', 'filterId', 'platform', 'channel', 'isRefresh', 'selType', 'companyId'];

/** Values near the valid ones as well as anything at all, so requests get past validation now and then. */
const fieldValue = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '0',
    '1',
    '2',
    '3',
    '4',
    '8',
    '9',
    '-1',
    '1e3',
    'NaN',
    '',
    '2026-03-14',
    '2026-02-30',
    '101!102',
    '!',
  ),
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  fc.stringMatching(/^(\d{1,12}!){0,5}\d{0,20}$/),
  fc.integer().map(String),
);

const bodyShape = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() }).strict();

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
    async (path) => {
      const matchId = fc.oneof(
        fc.constantFrom(...ids),
        fc.constantFrom('0', '-1', '99999999999', '1e400', 'abc', '%20', '1.5'),
        fc.nat().map(String),
        fc.string({ minLength: 1 }),
      );
      const query = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 8 })), fieldValue, {
        maxKeys: 4,
      });
      await fc.assert(
        fc.asyncProperty(matchId, query, async (id, params) => {
          const url = `${server().url}${path.replace('{id}', encodeURIComponent(id))}?${new URLSearchParams(params).toString()}`;
          const response = await fetch(url);
          const text = await response.text();
          expect(response.status, `${url} ${text}`).toBeLessThan(500);
          expect(bodyShape.safeParse(JSON.parse(text)).success, text).toBe(true);
        }),
        { numRuns: 60 },
      );
    },
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
