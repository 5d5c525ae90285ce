import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { get } from '../support/api';
import { backends } from '../support/test-server';
import { footballRoutes } from './football-routes';
import { useTestServer } from '../support/use-test-server';

describe.each(backends())('validating the football routes on $name', (backend) => {
  const server = useTestServer(backend);

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
