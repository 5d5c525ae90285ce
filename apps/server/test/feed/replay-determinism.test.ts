import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFootball } from '../../src/feed/dataset/dataset';
import { competitionId } from '../../src/feed/reference/competition-ids';
import { dayOf, dayStartAt } from '../../src/feed/providers/replay/calendar';
import { createReplayProvider } from '../../src/feed/providers/replay/replay-provider';
import { backends, startTestServer, type TestServer } from '../support/test-server';

const football = loadFootball('data');
/** 2026-11-22 20:00 Beijing. */
const anchor = Date.UTC(2026, 10, 22, 12) / 1000;

function replayAt(realNow: () => number) {
  return createReplayProvider({ football, clock: realNow, speed: 1, anchor, daysBack: 1, daysAhead: 1 });
}

async function snapshot(server: TestServer) {
  return server.database.db
    .selectFrom('matches')
    .select([
      'provider_match_id',
      'state',
      'home_score',
      'away_score',
      'half_time_score',
      'home_red',
      'away_corners',
      'version',
    ])
    .orderBy('provider_match_id')
    .execute();
}

describe.each(backends())('the replay through ingest on $name', (backend) => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    [first, second] = await Promise.all([startTestServer(backend), startTestServer(backend)]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('gives two instances started at the same time the same matches, scores and versions', async () => {
    let now = anchor;
    const [a, b] = [replayAt(() => now), replayAt(() => now)];
    await first.ingest.ingest([...a.bootstrap()]);
    await second.ingest.ingest([...b.bootstrap()]);
    for (let minute = 0; minute < 30; minute++) {
      now += 60;
      await first.ingest.ingest(a.tick());
      await second.ingest.ingest(b.tick());
      a.commit();
      b.commit();
    }
    const rows = await snapshot(first);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.some((r) => r.state >= 2 && r.state <= 7)).toBe(true);
    expect(await snapshot(second)).toEqual(rows);
  });

  it('changes nothing when a bootstrap at the same moment is ingested again', async () => {
    const before = await snapshot(first);
    const report = await first.ingest.ingest([...replayAt(() => anchor + 30 * 60).bootstrap()]);
    expect(report.changed).toBe(0);
    expect(await snapshot(first)).toEqual(before);
  });

  it('stores a replayed day with the real number of matches of each competition for that day', async () => {
    // Saturday 2026-11-28 in Beijing replays Saturday 2017-11-25 (470 weeks earlier, both in winter time).
    const day = dayOf(Date.UTC(2026, 10, 28, 4) / 1000);
    const realDay = day - 470 * 7;
    const saturday = createReplayProvider({
      football,
      clock: () => dayStartAt(day) + 12 * 3600,
      speed: 1,
      anchor: dayStartAt(day) + 12 * 3600,
      daysBack: 0,
      daysAhead: 0,
    });
    await first.ingest.ingest([...saturday.bootstrap()]);
    const stored = await first.database.db
      .selectFrom('matches')
      .select(['competition_id', first.database.db.fn.countAll<number>().as('count')])
      .where('provider', '=', 'replay')
      .where('kickoff_at', '>=', dayStartAt(day))
      .where('kickoff_at', '<', dayStartAt(day + 1))
      .groupBy('competition_id')
      .execute();
    const real = new Map<number, number>();
    for (const m of football.matches.filter((x) => dayOf(x.kickoff) === realDay)) {
      real.set(competitionId(m.competition), (real.get(competitionId(m.competition)) ?? 0) + 1);
    }
    expect(real.size).toBe(5);
    expect(new Map(stored.map((r) => [r.competition_id, Number(r.count)]))).toEqual(real);
  });
});
