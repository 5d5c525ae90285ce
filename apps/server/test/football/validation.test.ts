import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { get } from '../support/api';
import { backends } from '../support/test-server';
import { footballRoutes } from './football-routes';
import { useTestServer } from '../support/use-test-server';
import { expectInOpenApi } from '../support/open-api';

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
    await expectInOpenApi(server(), footballRoutes, /^(football|odds)$/);
  });
});
