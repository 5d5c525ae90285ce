import { prediction, predictionBacktest, predictionDay, predictionRecord } from '@kanqiu/contract';
import { FootballStatus, type ArchiveMatch } from '@kanqiu/domain';
import { matchEvents } from '@kanqiu/test-factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { archiveMatches } from '../../src/feed/dataset/archive';
import { REPLAY_PROVIDER } from '../../src/feed/providers/replay/replay-events';
import { competitionIds } from '../../src/feed/reference/competition-ids';
import { dataOf, get } from '../support/api';
import { BASKETBALL_NOW, bundledDataset, seedBasketball } from '../support/basketball-fixtures';
import { matchIdOf } from '../support/football-fixtures';
import { eventually } from '../support/hub-client';
import { BUS_WAIT_MS, readFromMemory } from '../support/read-cache';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const HOUR = 3600;
const DAY = 24 * HOUR;

const premierLeague = archiveMatches(bundledDataset().football)
  .filter((m) => m.competitionId === competitionIds.England)
  .toSorted((a, b) => a.kickoffAt - b.kickoffAt);

let replays = 0;

/** A stored replay of a real match (each a day of its own), kicking off `hours` from BASKETBALL_NOW. */
async function storeReplay(server: TestServer, match: ArchiveMatch, hours: number) {
  replays += 1;
  const events = matchEvents(`${match.id}@${20_600 + replays}`, {
    provider: REPLAY_PROVIDER,
    source: 'replay',
    competitionId: match.competitionId,
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
    kickoffAt: BASKETBALL_NOW + hours * HOUR,
  });
  await server.ingest.ingest([events.upsert]);
  const id = await matchIdOf(server, events);
  const finish = () =>
    server.ingest.ingest([events.state(FootballStatus.finished), events.score([match.ft[0], match.ft[1]])]);
  return { id, finish, ft: [match.ft[0], match.ft[1]] };
}

/** The first request loads the bundled data set in one go: wait until the server answers again after it. */
async function settle(server: TestServer): Promise<void> {
  await get(server, '/live/ai/v1/backtest');
  await eventually(async () => (await get(server, '/live/ai/v1/record')).code === 200, 30_000);
}

describe.each(backends())('predictions from the read cache on $name', (backend) => {
  const server = useTestServer(backend);
  beforeAll(async () => {
    await seedBasketball(server());
    await settle(server());
  });

  const today = async (s = server()) => dataOf(await get(s, '/live/ai/v1/today'), predictionDay);
  const inToday = async (matchId: number, s = server()) =>
    (await today(s)).groups.flatMap((g) => g.predictions).find((p) => p.matchId === matchId);
  const record = async (s = server()) =>
    dataOf(await get(s, '/live/ai/v1/record', { query: { page: '1', size: '50' } }), predictionRecord);
  const one = async (matchId: number, s = server()) => dataOf(await get(s, `/live/ai/v1/match/${matchId}`), prediction);
  const backtest = async (path: string) => dataOf(await get(server(), path), predictionBacktest);

  const cached = <T>(read: () => Promise<T>) => readFromMemory(server(), read);

  it("shows a match stored today, then its result, in today's predictions and its own", async () => {
    const s = server();
    await cached(() => today());
    const match = await storeReplay(s, premierLeague[10]!, 1);
    expect(await inToday(match.id)).toMatchObject({ score: null, hit: null });
    expect(await cached(() => one(match.id))).toMatchObject({ score: null, hit: null });

    await match.finish();
    expect(await inToday(match.id)).toMatchObject({ state: FootballStatus.finished, score: match.ft });
    const judged = await one(match.id);
    expect(judged).toMatchObject({ state: FootballStatus.finished, score: match.ft, hit: expect.any(Boolean) });
  });

  it('adds a finished match to the record and its tally', async () => {
    const s = server();
    const match = await storeReplay(s, premierLeague[20]!, -3);
    const before = await cached(() => record());
    expect(before.list.find((p) => p.matchId === match.id)).toBeUndefined();

    await match.finish();
    const after = await record();
    expect(after.list.find((p) => p.matchId === match.id)).toMatchObject({ score: match.ft });
    expect(after.tally.football.played).toBe(before.tally.football.played + 1);
  });

  it('keeps the season backtest, and grows the NBA backtest as the match day turns', async () => {
    const s = server();
    const season = await cached(() => backtest('/live/ai/v1/backtest'));
    expect(season.matches).toBeGreaterThan(0);
    const nba = await cached(() => backtest('/live/ai/v1/backtest/basketball'));
    try {
      s.clock.advance(DAY);
      expect((await backtest('/live/ai/v1/backtest/basketball')).matches).toBeGreaterThan(nba.matches);
    } finally {
      s.clock.now = BASKETBALL_NOW;
    }
    expect((await backtest('/live/ai/v1/backtest/basketball')).matches).toBe(nba.matches);
  });

  // Two instances share a database only on PostgreSQL; SQLite's file is one instance's own.
  it.runIf(backend.redisUrl)('shows a result stored through one instance in the other instance’s reads', async () => {
    const a = server();
    const b = await startTestServer(backend, { shareWith: a });
    b.clock.now = a.clock.now;
    try {
      await settle(b);
      const match = await storeReplay(a, premierLeague[30]!, -2);
      const onB = async <T>(read: () => Promise<T>) => {
        await read();
        return read();
      };
      expect(await onB(() => one(match.id, b))).toMatchObject({ score: null });
      expect(await onB(() => inToday(match.id, b))).toMatchObject({ score: null });
      const played = (await onB(() => record(b))).tally.football.played;

      await match.finish();
      await eventually(async () => (await one(match.id, b)).score !== null, BUS_WAIT_MS);
      await eventually(async () => (await inToday(match.id, b))?.score !== null, BUS_WAIT_MS);
      await eventually(async () => (await record(b)).tally.football.played === played + 1, BUS_WAIT_MS);
    } finally {
      await b.close();
    }
  });
});
