import { basketballDetail, basketballList } from '@kanqiu/contract';
import { BasketballStatisticType, BasketballStatus } from '@kanqiu/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullProvider } from '../../../src/feed/feed-runner';
import { apiBasketballFeed, API_BASKETBALL_PROVIDER } from '../../../src/feed/providers/api-basketball';
import { CREATED_ID_BASE } from '../../../src/feed/providers/api-sports/identities';
import { dataOf, get } from '../../support/api';
import { localProviderConfig, mostRequestsInAMinute, pullFeedDriver, TEST_PROVIDER_KEY } from '../../support/pull-feed';
import { seedBasketballReference } from '../../support/basketball-fixtures';
import { backends, startTestServer, type TestServer } from '../../support/test-server';
import { startProviderServer, type ProviderServer } from './provider-server';
import {
  FINAL_PERIODS,
  FINAL_PLAYER_STATISTICS,
  FINAL_SCORE,
  FINAL_TEAM_STATISTICS,
  GAME_ID,
  STAGES,
  type Stage,
} from './recorded-game';

const key = TEST_PROVIDER_KEY;
const perMinute = 10;
const han = /\p{Script=Han}/u;

describe.each(backends())('API-Basketball pull provider on $name', (backend) => {
  let server: TestServer;
  let provider: ProviderServer;
  let feed: PullProvider;
  const clock = { ms: 0 };
  let matchId = 0;

  beforeAll(async () => {
    server = await startTestServer(backend);
    await seedBasketballReference(server);
    clock.ms = server.clock.now * 1000;
    provider = await startProviderServer({ key, tipOffAt: server.clock.now + 300, now: () => clock.ms });
    feed = apiBasketballFeed({
      config: localProviderConfig(provider.url, perMinute, { leagues: [], bookmakers: [[4, 1]] }),
      db: server.database.db,
      logger: pino({ level: 'silent' }),
      now: () => clock.ms,
      // Odds asked for every minute before tip-off, so the same prices are read more than once.
      timing: { oddsPollMs: 60_000 },
    });
  });
  afterAll(async () => {
    await provider?.close();
    await server?.close();
  });

  const play = pullFeedDriver(
    () => server,
    clock,
    () => feed,
  );

  async function reach(stage: Stage, seconds = 60) {
    provider.setStage(stage);
    await play(seconds);
  }

  const detail = async () => dataOf(await get(server, `/live/basket/match/detail/${matchId}`), basketballDetail);
  const liveIds = async () =>
    dataOf(await get(server, '/live/basketball/match?type=0'), basketballList).scoreList.map((row) => row.id);
  const statistic = (entries: { type: number; home: number; away: number }[], type: number) =>
    entries.find((s) => s.type === type);

  it('plays a whole game with an overtime from the recorded answers, through outages, to the recorded final state', async () => {
    await reach(STAGES.notStarted, 300);
    const row = await server.database.db
      .selectFrom('matches')
      .select(['id', 'competition_id', 'home_team_id', 'away_team_id', 'source', 'sport'])
      .where('provider', '=', API_BASKETBALL_PROVIDER)
      .where('provider_match_id', '=', String(GAME_ID))
      .executeTakeFirstOrThrow();
    matchId = row.id;
    // The NBA and the Lakers and Warriors are the bundled ones.
    const teams = await server.database.db
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('id', 'in', [row.home_team_id, row.away_team_id])
      .execute();
    expect(row).toMatchObject({ competition_id: 101, source: 'live', sport: 'basketball' });
    expect(teams.map((t) => t.name).sort()).toEqual(['GSW', 'LAL']);
    // bet365's prices under odds company 1, read five times and stored once; bwin is not mapped.
    const odds = await server.database.db
      .selectFrom('odds_lines')
      .select(['company_id', 'market', 'phase', 'left_value', 'middle_value', 'right_value'])
      .where('match_id', '=', matchId)
      .orderBy('market')
      .orderBy('phase')
      .execute();
    expect(provider.log.filter((r) => r.path === '/odds').length).toBeGreaterThan(1);
    expect(odds.map((o) => [o.company_id, o.market, o.phase, o.left_value, o.middle_value, o.right_value])).toEqual([
      [1, 'asia', 'open', 0.9, 2.5, 0.9],
      [1, 'asia', 'pre', 0.9, 2.5, 0.9],
      [1, 'euro', 'open', 1.65, 95.19, 2.25],
      [1, 'euro', 'pre', 1.65, 95.19, 2.25],
      [1, 'total', 'open', 0.91, 228.5, 0.89],
      [1, 'total', 'pre', 0.91, 228.5, 0.89],
    ]);

    await reach(STAGES.q1);
    expect(await liveIds()).toContain(matchId);
    expect((await detail()).header).toMatchObject({ state: BasketballStatus.q1, period: 1, clockRunning: true });
    await reach(STAGES.q1End);
    expect(await detail()).toMatchObject({
      header: { state: BasketballStatus.q1Ended, score: [28, 25], clockRunning: false },
      quarters: { periods: [[28, 25]] },
    });
    await reach(STAGES.q2);
    const inQ2 = (await detail()).header;
    // The timer says 5 minutes of the quarter played; the clock has run on since (a minute of polls at most).
    expect(inQ2.secondsLeft).toBeLessThanOrEqual(420);
    expect(inQ2.secondsLeft).toBeGreaterThanOrEqual(360);
    await reach(STAGES.halfTime);
    expect((await detail()).header).toMatchObject({ state: BasketballStatus.q2Ended, score: [55, 55] });

    // The provider fails for two minutes of play: 500s, then connections closed without an answer.
    provider.setMode('error');
    await reach(STAGES.q3);
    provider.setMode('close');
    await reach(STAGES.q3End);
    expect((await detail()).header.score).toEqual([55, 55]);
    provider.setMode('ok');
    await play(60);
    expect(await detail()).toMatchObject({
      header: { state: BasketballStatus.q3Ended, score: [81, 79] },
      quarters: { periods: FINAL_PERIODS.slice(0, 3) },
    });

    await reach(STAGES.q4);
    await reach(STAGES.q4End);
    expect((await detail()).header).toMatchObject({ state: BasketballStatus.overtime, period: 5, clockRunning: false });
    // Down again across the final buzzer: the game is seen over once back, and its final statistics read then.
    provider.setMode('error');
    await reach(STAGES.overtime);
    await reach(STAGES.final);
    provider.setMode('ok');
    const recovered = provider.log.length;
    await play(120);
    const finalReads = provider.log.slice(recovered).filter((r) => r.path.startsWith('/games/statistics'));
    expect(finalReads.map((r) => r.path).sort()).toEqual(['/games/statistics/players', '/games/statistics/teams']);

    const final = await detail();
    expect(final.header).toMatchObject({
      state: BasketballStatus.finished,
      score: FINAL_SCORE,
      home: { name: '湖人' },
      away: { name: '勇士' },
      source: 'live',
    });
    expect(final.quarters).toEqual({ periods: FINAL_PERIODS, total: FINAL_SCORE });
    expect(await liveIds()).not.toContain(matchId);
    // No play-by-play in API-Basketball: the text live stays empty.
    expect(final.plays).toEqual([]);

    const [home, away] = FINAL_TEAM_STATISTICS;
    expect(statistic(final.statistics, BasketballStatisticType.points)).toMatchObject({ home: 115, away: 111 });
    expect(statistic(final.statistics, BasketballStatisticType.rebounds)).toMatchObject({ home: 48, away: 44 });
    expect(statistic(final.statistics, BasketballStatisticType.fieldGoalsMade)).toMatchObject({
      home: home!.field_goals.total,
      away: away!.field_goals.total,
    });
    expect(final.boxScore?.home.totals).toMatchObject({
      points: 115,
      fieldGoalsMade: 42,
      fieldGoalsAttempted: 88,
      threePointersMade: 12,
      freeThrowsMade: 19,
      offensiveRebounds: 10,
      assists: 27,
      fouls: 20,
      fieldGoalPercent: 47.7,
    });
    const lines = [...final.boxScore!.home.players, ...final.boxScore!.away.players];
    expect(lines.map((p) => [p.points, p.fieldGoalsMade, p.fieldGoalsAttempted, p.starter])).toEqual(
      FINAL_PLAYER_STATISTICS.map((p) => [
        p.points,
        p.field_goals.total + p.threepoint_goals.total,
        p.field_goals.attempts + p.threepoint_goals.attempts,
        p.type === 'starters',
      ]),
    );
    expect(lines.every((p) => han.test(p.name))).toBe(true);

    const stored = await server.database.db
      .selectFrom('matches')
      .select('id')
      .where('provider', '=', API_BASKETBALL_PROVIDER)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('maps known players onto the bundled ones and creates the others with transliterated names, marked so', async () => {
    const box = (await detail()).boxScore!;
    const [lebron, davis, knecht] = box.home.players;
    const [curry] = box.away.players;
    const bundled = await server.database.db
      .selectFrom('players')
      .select(['id', 'source_name'])
      .where('source_name', 'in', ['LeBron James', 'Anthony Davis', 'Stephen Curry'])
      .execute();
    const idOf = (name: string) => bundled.find((p) => p.source_name === name)?.id;
    expect([lebron!.playerId, davis!.playerId, curry!.playerId]).toEqual([
      idOf('LeBron James'),
      idOf('Anthony Davis'),
      idOf('Stephen Curry'),
    ]);
    expect(knecht!.playerId).toBeGreaterThanOrEqual(CREATED_ID_BASE);
    expect(
      await server.database.db
        .selectFrom('players')
        .select(['name', 'source_name', 'name_source'])
        .where('id', '=', knecht!.playerId)
        .executeTakeFirst(),
    ).toMatchObject({ source_name: 'Knecht Dalton', name_source: 'transliterated', name: knecht!.name });
  });

  it(`never asked more than ${perMinute} requests in any minute`, () => {
    expect(provider.log.length).toBeGreaterThan(50);
    expect(mostRequestsInAMinute(provider.log)).toBeLessThanOrEqual(perMinute);
  });
});
