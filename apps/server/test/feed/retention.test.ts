import { IncidentType } from '@kanqiu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trimOldMatchDetails } from '../../src/feed/retention';
import { matchEvents } from '@kanqiu/test-factories';
import { backends, startTestServer, type TestServer } from '../support/test-server';

describe.each(backends())('retention on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  const incidentsOf = async (providerMatchId: string) =>
    (
      await server.database.db
        .selectFrom('incidents')
        .innerJoin('matches', 'matches.id', 'incidents.match_id')
        .select('incidents.id')
        .where('matches.provider_match_id', '=', providerMatchId)
        .execute()
    ).length;

  it('drops the details of old matches and keeps their results and every recent match whole', async () => {
    const now = server.clock.now;
    const old = matchEvents('old-1', { kickoffAt: now - 40 * 86_400 });
    const recent = matchEvents('recent-1', { kickoffAt: now - 2 * 86_400 });
    for (const m of [old, recent]) {
      await server.ingest.ingest([
        m.upsert,
        m.incident(IncidentType.goal, 'home', 300, { score: [1, 0] }),
        m.score([1, 0]),
      ]);
    }
    const trimmed = await trimOldMatchDetails(server.database.db, () => now, 30);
    expect(trimmed).toBe(1);
    expect(await incidentsOf('old-1')).toBe(0);
    expect(await incidentsOf('recent-1')).toBe(1);
    const oldRow = await server.database.db
      .selectFrom('matches')
      .selectAll()
      .where('provider_match_id', '=', 'old-1')
      .executeTakeFirstOrThrow();
    expect([oldRow.home_score, oldRow.away_score]).toEqual([1, 0]);
    expect(await trimOldMatchDetails(server.database.db, () => now, 30)).toBe(0);
  });
});
