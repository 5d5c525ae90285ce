import fc from 'fast-check';
import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { get, registerUser } from '../support/api';
import { assertGetRouteHolds, envelopeShape, listFieldValue } from '../support/fuzz';
import { seedScenario, type ScenarioIds } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { footballRoutes } from './football-routes';
import { useTestServer } from '../support/use-test-server';

const getRoutes = footballRoutes.filter(([method]) => method === 'GET').map(([, path]) => path);

const fieldValue = listFieldValue(['0', '1', '2', '3', '4', '5', '6', '7', '9999-12-31', '1!2!3']);

describe.each(backends())('fuzzing the football routes on $name', (backend) => {
  const server = useTestServer(backend);
  let ids: ScenarioIds;

  beforeAll(async () => {
    ({ ids } = await seedScenario(server()));
  });

  it.each(getRoutes)('GET %s never answers 5xx and always answers the envelope', (path) =>
    assertGetRouteHolds(server(), path, Object.values(ids).map(String), fieldValue),
  );

  it('POST /live/match/follow never answers 5xx, whatever the body and token', async () => {
    const { token } = await registerUser(server());
    const fields = fc.dictionary(
      fc.oneof(fc.constantFrom('matchId', 'follow'), fc.string({ maxLength: 8 })),
      fieldValue,
      { maxKeys: 3 },
    );
    const request = fc.record({
      fields,
      form: fc.boolean(),
      accessToken: fc.option(fc.oneof(fc.constant(token), fc.stringMatching(/^[\x21-\x7e]{0,64}$/))),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ fields: body, form, accessToken }) => {
        const response = await fetch(`${server().url}/live/match/follow`, {
          method: 'POST',
          headers: {
            'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
            ...(accessToken !== null ? { accessToken } : {}),
          },
          body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
        });
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        expect(envelopeShape.safeParse(JSON.parse(text)).success, text).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['/live/football/match', { type: '9' }, 'type'],
    ['/live/football/match', { type: '1', date: '2026-02-30' }, 'date'],
    ['/live/football/match', { date: '14/03/2026' }, 'date'],
    ['/live/football/filter', { type: 'all' }, 'type'],
    ['/live/football/jczq', { date: 'today' }, 'date'],
    ['/live/odds/1', { type: '4' }, 'type'],
    ['/live/odds/history/1', { type: '1' }, 'companyId'],
    ['/live/fb/match/live/navigation/abc', {}, 'id'],
    ['/live/fb/match/live/textLive/99999999999', {}, 'id'],
  ])('GET %s with %j is a 400 naming %s', async (path, query, field) => {
    const reply = await get(server(), path, { query });
    expect(reply).toMatchObject({ status: 400, code: Code.validationFailed, data: null });
    expect(reply.msg).toContain(field);
  });

  it('lists every football and odds route in the OpenAPI document with a Chinese summary', async () => {
    const document = z
      .object({
        paths: z.record(
          z.string(),
          z.record(z.string(), z.object({ summary: z.string(), tags: z.array(z.string()) }).passthrough()),
        ),
      })
      .parse(await (await fetch(`${server().url}/docs/json`)).json());
    for (const [method, path] of footballRoutes) {
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.summary).toMatch(/\p{Script=Han}/u);
      expect(operation?.tags[0]).toMatch(/^(football|odds)$/);
    }
  });
});
