import { analysisFuture } from '@kanqiu/contract';
import { matchDayOf, matchDaysBetween } from '@kanqiu/domain';
import { Team } from '@kanqiu/test-factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReplaySchedule, dayOf, fixturesOfDay, type Fixture } from '../../src/feed/providers/replay/calendar';
import { matchUpsert } from '../../src/feed/providers/replay/replay-events';
import { withSuperLeague } from '../../src/feed/providers/replay/super-league';
import { dataOf, get } from '../support/api';
import { bundledDataset } from '../support/basketball-fixtures';
import { seedFootballReference } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/** Manchester City's real Premier League matches of 2017-18, in their real order. */
const cityMatches = () =>
  bundledDataset()
    .football.matches.filter((m) => m.competition === 'England' && (m.home === Team.manCity || m.away === Team.manCity))
    .sort((a, b) => a.kickoff - b.kickoff);

/** City's replayed fixtures of the 60 days from 1 November 2026 (the 2026-27 pass), in kick-off order. */
function cityFixtures(): Fixture[] {
  const schedule = buildReplaySchedule(withSuperLeague(bundledDataset().football).matches);
  const first = dayOf(Date.parse('2026-11-01T12:00:00+08:00') / 1000);
  return Array.from({ length: 60 }, (_, i) => fixturesOfDay(schedule, first + i))
    .flat()
    .filter((f) => f.match.home === Team.manCity || f.match.away === Team.manCity);
}

describe.each(backends())('未来赛程 from the replay calendar on $name', (backend) => {
  const server = useTestServer(backend);
  let fixtures: Fixture[];
  const stored = new Map<string, number>();

  beforeAll(async () => {
    await seedFootballReference(server());
    fixtures = cityFixtures();
    // Only this match and City's next one are in the matches table (the feed's window); the rest are not.
    for (const fixture of fixtures.slice(0, 2)) {
      await server().ingest.ingest([matchUpsert(fixture)]);
      const row = await server()
        .database.db.selectFrom('matches')
        .select('id')
        .where('provider_match_id', '=', fixture.providerMatchId)
        .executeTakeFirstOrThrow();
      stored.set(fixture.providerMatchId, row.id);
    }
  }, 120_000);

  it("gives each side's next three fixtures on today's dates, beyond the feed's window, linked where stored", async () => {
    const [current] = fixtures;
    const matchId = stored.get(current!.providerMatchId)!;
    const data = dataOf(await get(server(), `/live/fb/match/analysis/future/${matchId}`), analysisFuture);
    const city = current!.match.home === Team.manCity ? data.home : data.away;
    // The real season's next three City matches, in their real order.
    const real = cityMatches();
    const at = real.findIndex((m) => m.id === current!.match.id);
    expect(city.map((m) => [m.homeId, m.awayId])).toEqual(real.slice(at + 1, at + 4).map((m) => [m.home, m.away]));
    expect(city.map((m) => m.id)).toEqual([stored.get(fixtures[1]!.providerMatchId), null, null]);
    expect(city.map((m) => m.kickoffAt)).toEqual(fixtures.slice(1, 4).map((f) => f.kickoffAt));
    for (const m of city) {
      expect(m.kickoffAt).toBeGreaterThan(current!.kickoffAt);
      expect(m.competition).toBe('英超');
      expect([m.homeName, m.awayName]).toContain('曼城');
      expect(m.homeName + m.awayName).toMatch(/^[\u4e00-\u9fff·]+$/);
      expect(m.daysAway).toBe(matchDaysBetween(matchDayOf(current!.kickoffAt), matchDayOf(m.kickoffAt)));
    }
    // The other side has its own three, none of them in the matches table.
    const other = current!.match.home === Team.manCity ? data.away : data.home;
    expect(other).toHaveLength(3);
    expect(other.every((m) => m.id === null && m.kickoffAt > current!.kickoffAt)).toBe(true);
  });
});
