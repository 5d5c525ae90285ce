import { analysisFuture, analysisHistory } from '@kanqiu/contract';
import { FootballStatus } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get } from '../support/api';
import { matchEvents, Team } from '@kanqiu/test-factories';
import { matchIdOf, seedFootballReference } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const day = 86_400;

describe.each(backends())('analysis of a replayed match on $name', (backend) => {
  const server = useTestServer(backend);
  const ids: Record<'earlierPass' | 'current' | 'nextPass', number> = { earlierPass: 0, current: 0, nextPass: 0 };

  beforeAll(async () => {
    await seedFootballReference(server());
    const now = server().clock.now;
    const pass = (name: string, season: string, kickoffAt: number) => {
      const m = matchEvents(name, {
        competitionId: 1,
        homeTeamId: Team.arsenal,
        awayTeamId: Team.chelsea,
        kickoffAt,
        season,
      });
      return { m, events: [{ ...m.upsert, source: 'replay' as const }] };
    };
    // The same real match, replayed in the previous pass, in this one and (scheduled) in the next.
    const earlier = pass('pass-1', '2017-18#1', now - 38 * day);
    const current = pass('pass-2', '2017-18#2', now - 3600);
    const next = pass('pass-3', '2017-18#3', now + 35 * day);
    for (const { m, events } of [earlier, current]) {
      await server().ingest.ingest([...events, m.state(FootballStatus.finished), m.score([2, 0], [1, 0])]);
    }
    await server().ingest.ingest(next.events);
    ids.earlierPass = await matchIdOf(server(), earlier.m);
    ids.current = await matchIdOf(server(), current.m);
    ids.nextPass = await matchIdOf(server(), next.m);
  });

  it('never lists another pass of the same replayed season as a meeting, form or fixture', async () => {
    const history = dataOf(await get(server(), `/live/fb/match/analysis/history/${ids.current}`), analysisHistory);
    const shown = [...history.headToHead.list, ...history.homeRecent.list, ...history.awayRecent.list].map((m) => m.id);
    expect(shown).not.toContain(ids.earlierPass);
    // Earlier real seasons still come from the bundled results.
    expect(history.headToHead.list.some((m) => m.id === null)).toBe(true);
    const future = dataOf(await get(server(), `/live/fb/match/analysis/future/${ids.current}`), analysisFuture);
    expect([...future.home, ...future.away].map((m) => m.id)).not.toContain(ids.nextPass);
  });
});
