import { prediction, predictionBacktest, predictionDay, predictionRecord } from '@kanqiu/contract';
import {
  Code,
  FootballStatus,
  footballMarkets,
  goalGrid,
  outcomeOf,
  pickOf,
  previewOf,
  priorRatings,
  walkSeason,
  type ArchiveMatch,
} from '@kanqiu/domain';
import { matchEvents } from '@kanqiu/test-factories';
import { describe, expect, it } from 'vitest';
import { archiveMatches } from '../../src/feed/dataset/archive';
import { historyResults } from '../../src/feed/dataset/history-results';
import { createBasketballSeason } from '../../src/feed/providers/basketball/season';
import { REPLAY_PROVIDER } from '../../src/feed/providers/replay/replay-events';
import { basketballTeamPlaces } from '../../src/feed/reference/basketball-reference';
import { competitionIds } from '../../src/feed/reference/competition-ids';
import { dataOf, get } from '../support/api';
import { BASKETBALL_NOW, bundledDataset, seedBasketball } from '../support/basketball-fixtures';
import { matchIdOf } from '../support/football-fixtures';
import { expectDocumented } from '../support/open-api';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const routes = [
  ['GET', '/live/ai/v1/today'],
  ['GET', '/live/ai/v1/record'],
  ['GET', '/live/ai/v1/backtest'],
  ['GET', '/live/ai/v1/backtest/basketball'],
  ['GET', '/live/ai/v1/match/{matchId}'],
] as const;

const HOUR = 3600;
const season = archiveMatches(bundledDataset().football);
const premierLeague = season
  .filter((m) => m.competitionId === competitionIds.England)
  .toSorted((a, b) => a.kickoffAt - b.kickoffAt);
const opener = premierLeague[0] as ArchiveMatch;
const midSeason = premierLeague[200] as ArchiveMatch;
/** The walk the server makes, worked out here before any server starts (its loop is this process's). */
const history = historyResults(bundledDataset().football);
const walk = walkSeason([...history, ...season]);
const openerRates = previewOf(
  walkSeason(history).latest.get(opener.competitionId) ?? priorRatings(),
  opener.homeTeamId,
  opener.awayTeamId,
).rates;

/** A stored replay of a real match, as the replay provider names it (`<id>@<day>`). */
const replayOf = (match: ArchiveMatch, kickoffAt: number) =>
  matchEvents(`${match.id}@20526`, {
    provider: REPLAY_PROVIDER,
    source: 'replay',
    competitionId: match.competitionId,
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
    kickoffAt,
  });

async function seedMatches(server: TestServer) {
  await seedBasketball(server);
  const upcoming = replayOf(opener, BASKETBALL_NOW + HOUR);
  const finished = replayOf(midSeason, BASKETBALL_NOW - 3 * HOUR);
  await server.ingest.ingest([
    upcoming.upsert,
    finished.upsert,
    finished.state(FootballStatus.finished),
    finished.score([midSeason.ft[0], midSeason.ft[1]]),
  ]);
  return { upcoming: await matchIdOf(server, upcoming), finished: await matchIdOf(server, finished) };
}

/**
 * The first request loads the bundled data set in one go (a real server does it before it listens), and
 * under-pressure sheds the requests of the next second after so long a block: wait until it answers again.
 */
async function settle(server: TestServer): Promise<void> {
  await get(server, '/live/ai/v1/backtest');
  await expect.poll(async () => (await get(server, '/live/ai/v1/record')).code, { timeout: 30_000 }).toBe(200);
}

const sum = (c: { home: number; draw: number; away: number }) => c.home + c.draw + c.away;

describe.each(backends())('predictions API on $name', (backend) => {
  const server = useTestServer(backend);
  let ids: { upcoming: number; finished: number };

  it('documents every route and lists it in OpenAPI under the predictions tag', async () => {
    await expectDocumented(server(), routes, /^predictions$/);
    ids = await seedMatches(server());
    await settle(server());
  });

  it("lists today's predictions of both sports by competition, chances summing to 1", async () => {
    const day = dataOf(await get(server(), '/live/ai/v1/today'), predictionDay);
    expect(day.day).toBe('2026-03-14');
    const all = day.groups.flatMap((g) => g.predictions);
    expect(all.some((p) => p.sport === 'basketball' && p.generated)).toBe(true);
    for (const group of day.groups)
      expect(group.predictions.every((p) => p.competitionId === group.competitionId)).toBe(true);
    for (const p of all) {
      expect(sum(p.chances)).toBeCloseTo(1, 2);
      expect(p.reasons.map((r) => r.kind)).toContain('rating');
      if (p.sport === 'basketball') expect(p.chances.draw).toBe(0);
    }
  });

  it('predicts the season opener from the earlier seasons alone: none of its season was known', async () => {
    const opening = dataOf(await get(server(), `/live/ai/v1/match/${ids.upcoming}`), prediction);
    expect(opening.expected).toEqual({
      home: Number(openerRates.home.toFixed(2)),
      away: Number(openerRates.away.toFixed(2)),
    });
    expect(opening.topScores).toHaveLength(3);
    expect(opening.score).toBeNull();
    expect(opening.hit).toBeNull();
    // Its form is the end of the season before, its meetings those of the earlier seasons.
    const form = opening.reasons.find((r) => r.kind === 'form');
    expect(form?.kind === 'form' && [form.home.length, form.away.length]).toEqual([5, 5]);
    expect(opening.reasons.map((r) => r.kind)).toContain('h2h');
  });

  it('a mid-season replay carries the walk’s out-of-sample chances and is judged on its real result', async () => {
    const preview = walk.previews.get(midSeason.id);
    const outcomes = footballMarkets(goalGrid(preview?.rates ?? { home: 0, away: 0 })).outcomes;
    const record = dataOf(
      await get(server(), '/live/ai/v1/record', { query: { page: '1', size: '50' } }),
      predictionRecord,
    );
    const judged = record.list.find((p) => p.matchId === ids.finished);
    expect(judged?.chances.home).toBeCloseTo(outcomes.home, 3);
    expect(judged?.score).toEqual([midSeason.ft[0], midSeason.ft[1]]);
    expect(judged?.hit).toBe(pickOf(outcomes) === outcomeOf(midSeason.ft));
    expect(judged?.reasons.find((r) => r.kind === 'form')).toMatchObject({ kind: 'form' });
    const footballHits = record.list.filter((p) => p.sport === 'football' && p.hit).length;
    expect(record.tally.football).toEqual({ played: 1, hits: footballHits });
    expect(record.tally.basketball.played).toBe(record.list.filter((p) => p.sport === 'basketball').length);
  });

  it('publishes the backtest of every season no replay has stored whole: the model beats the base rates, calibration bins add up', async () => {
    const backtest = dataOf(await get(server(), '/live/ai/v1/backtest'), predictionBacktest);
    expect(backtest.matches).toBe(season.length);
    const card = (name: string) => backtest.cards.find((c) => c.name === name);
    expect(card('model')?.brier).toBeLessThan(card('baseRates')?.brier ?? 0);
    expect(card('alwaysHome')?.logLoss).toBeNull();
    expect(card('oddsModel')?.matches).toBe(season.length);
    expect(backtest.calibration.reduce((n, bin) => n + bin.count, 0)).toBe(3 * season.length);
  });

  it('publishes the NBA backtest of the generated season so far: every finished game once, out of sample', async () => {
    const nbaSeason = createBasketballSeason(bundledDataset().basketball);
    const games = new Set(
      basketballTeamPlaces(bundledDataset().basketball, competitionIds.NBA).flatMap(({ teamId }) =>
        nbaSeason.gamesOf(teamId, BASKETBALL_NOW, 200).map((g) => g.providerMatchId),
      ),
    );
    const backtest = dataOf(await get(server(), '/live/ai/v1/backtest/basketball'), predictionBacktest);
    expect(backtest.matches).toBe(games.size);
    expect(backtest.matches).toBeGreaterThan(100);
    expect(backtest.to).toBeLessThan(BASKETBALL_NOW);
    const card = (name: string) => backtest.cards.find((c) => c.name === name);
    expect(backtest.cards.map((c) => c.name)).toEqual(['model', 'baseRates', 'alwaysHome']);
    expect(card('model')?.brier).toBeLessThan(card('baseRates')?.brier ?? 0);
    expect(card('alwaysHome')?.logLoss).toBeNull();
    // No draws in basketball: each game gives the calibration two points, home and away.
    expect(backtest.calibration.reduce((n, bin) => n + bin.count, 0)).toBe(2 * games.size);
  });

  it('counts in the backtest only the matches of a replayed season the score pages show finished, growing as they finish', async () => {
    // This year's pass of the Premier League: three matches kicked off, two of them finished.
    const pass = `${opener.season}#2025`;
    const [first, second, third] = premierLeague.slice(0, 3).map((match, i) =>
      matchEvents(`${match.id}@${20_500 + i}`, {
        provider: REPLAY_PROVIDER,
        source: 'replay',
        season: pass,
        competitionId: match.competitionId,
        homeTeamId: match.homeTeamId,
        awayTeamId: match.awayTeamId,
        kickoffAt: BASKETBALL_NOW - (10 - i) * HOUR,
      }),
    );
    const finish = (events: ReturnType<typeof matchEvents>, match: ArchiveMatch) => [
      events.state(FootballStatus.finished),
      events.score([match.ft[0] ?? 0, match.ft[1] ?? 0]),
    ];
    await server().ingest.ingest([
      first!.upsert,
      second!.upsert,
      third!.upsert,
      ...finish(first!, premierLeague[0]!),
      ...finish(second!, premierLeague[1]!),
    ]);
    const others = season.length - premierLeague.length;
    const backtest = async () => dataOf(await get(server(), '/live/ai/v1/backtest'), predictionBacktest);
    const before = await backtest();
    expect(before.matches).toBe(others + 2);
    // From the earliest real kick-off of a season shown whole to the newest finished replay, on its calendar.
    expect(before.from).toBe(Math.min(...season.map((m) => m.kickoffAt)));
    expect(before.to).toBe(BASKETBALL_NOW - 9 * HOUR);
    expect(before.calibration.reduce((n, bin) => n + bin.count, 0)).toBe(3 * (others + 2));
    await server().ingest.ingest(finish(third!, premierLeague[2]!));
    expect((await backtest()).matches).toBe(others + 3);
  });

  it('answers an unknown match with 18021 and a malformed id with a validation error', async () => {
    expect((await get(server(), '/live/ai/v1/match/999999')).code).toBe(Code.predictionNotFound);
    expect((await get(server(), '/live/ai/v1/match/abc')).code).toBe(Code.validationFailed);
    expect((await get(server(), '/live/ai/v1/record', { query: { page: '0' } })).code).toBe(Code.validationFailed);
  });
});
