import { footballList, footballNavigation, textLive, type TextLive } from '@kanqiu/contract';
import { FootballStatus, IncidentType, StatisticType } from '@kanqiu/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFootballFeed, API_FOOTBALL_PROVIDER } from '../../../src/feed/providers/api-football';
import { CREATED_ID_BASE } from '../../../src/feed/providers/api-sports/identities';
import type { PullProvider } from '../../../src/feed/feed-runner';
import { dataOf, get } from '../../support/api';
import { localProviderConfig, mostRequestsInAMinute, pullFeedDriver, TEST_PROVIDER_KEY } from '../../support/pull-feed';
import { seedFootballReference } from '../../support/football-fixtures';
import { backends, startTestServer, type TestServer } from '../../support/test-server';
import { FIXTURE_ID, STAGES, type Stage } from './recorded-match';
import { startProviderServer, type ProviderServer } from './provider-server';

const key = TEST_PROVIDER_KEY;
const perMinute = 10;
const han = /\p{Script=Han}/u;

describe.each(backends())('API-Football pull provider on $name', (backend) => {
  let server: TestServer;
  let provider: ProviderServer;
  let feed: PullProvider;
  const clock = { ms: 0 };
  let matchId = 0;

  beforeAll(async () => {
    server = await startTestServer(backend);
    await seedFootballReference(server);
    clock.ms = server.clock.now * 1000;
    provider = await startProviderServer({ key, kickoffAt: server.clock.now + 1800, now: () => clock.ms });
    feed = apiFootballFeed({
      config: localProviderConfig(provider.url, perMinute, { leagues: [39], bookmakers: [[8, 1]] }),
      db: server.database.db,
      logger: pino({ level: 'silent' }),
      now: () => clock.ms,
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

  const navigation = async () =>
    dataOf(await get(server, `/live/fb/match/live/navigation/${matchId}`), footballNavigation);
  const text = async () => dataOf(await get(server, `/live/fb/match/live/textLive/${matchId}`), textLive);
  const liveIds = async () =>
    dataOf(await get(server, '/live/football/v1_1/live'), footballList).list.map((row) => row.id);
  const shown = (events: TextLive['events']) =>
    events.map((e) => [e.type, e.side, e.minuteLabel, e.score, e.cancelled]);

  it('plays a whole match from the recorded answers, through a 500 and closed connections, to the recorded final state', async () => {
    await reach(STAGES.notStarted);
    const row = await server.database.db
      .selectFrom('matches')
      .select(['id', 'competition_id', 'home_team_id', 'away_team_id', 'source'])
      .where('provider', '=', API_FOOTBALL_PROVIDER)
      .where('provider_match_id', '=', String(FIXTURE_ID))
      .executeTakeFirstOrThrow();
    matchId = row.id;
    // Premier League, Manchester City and Liverpool are the bundled ones.
    expect(row).toMatchObject({ competition_id: 1, home_team_id: 1625, away_team_id: 1612, source: 'live' });
    // Bet365's pre-match prices under odds company 1; Bwin is not mapped.
    const odds = await server.database.db
      .selectFrom('odds_lines')
      .select(['company_id', 'market', 'phase', 'left_value', 'middle_value', 'right_value'])
      .where('match_id', '=', matchId)
      .orderBy('market')
      .orderBy('phase')
      .execute();
    expect(odds.map((o) => [o.company_id, o.market, o.phase, o.left_value, o.middle_value, o.right_value])).toEqual([
      [1, 'euro', 'open', 1.95, 3.9, 3.6],
      [1, 'euro', 'pre', 1.95, 3.9, 3.6],
      [1, 'total', 'open', 0.62, 2.5, 1.3],
      [1, 'total', 'pre', 0.62, 2.5, 1.3],
    ]);

    await reach(STAGES.kickOff);
    expect(await liveIds()).toContain(matchId);
    await reach(STAGES.firstGoal);
    await reach(STAGES.card);
    await reach(STAGES.equaliser);
    expect((await navigation()).score).toEqual([1, 1]);
    await reach(STAGES.varCancelled);
    expect((await navigation()).score).toEqual([1, 0]);
    expect((await text()).events.find((e) => e.minuteLabel === '34')).toMatchObject({
      type: IncidentType.goal,
      cancelled: true,
    });
    await reach(STAGES.stoppage);
    await reach(STAGES.halfTime);
    expect(await navigation()).toMatchObject({ state: FootballStatus.halfTime, halfTime: [1, 0] });
    await reach(STAGES.secondHalf);

    // The provider fails for two minutes of play: 500s, then connections closed without an answer.
    provider.setMode('error');
    await reach(STAGES.penalty);
    provider.setMode('close');
    await reach(STAGES.substitution);
    expect((await navigation()).score).toEqual([1, 0]);
    provider.setMode('ok');
    await play(60);
    expect((await navigation()).score).toEqual([1, 1]);

    await reach(STAGES.winner);
    await reach(STAGES.redCard);
    // Down again across full time: the fixture leaves the live list unseen, and is read whole once back.
    provider.setMode('error');
    await reach(STAGES.lateSub, 30);
    await reach(STAGES.fullTime);
    provider.setMode('ok');
    await play(120);

    expect(await navigation()).toMatchObject({
      state: FootballStatus.finished,
      score: [2, 1],
      halfTime: [1, 0],
      red: [0, 1],
      yellow: [1, 1],
      home: { name: '曼城' },
      away: { name: '利物浦' },
      source: 'live',
    });
    expect(await liveIds()).not.toContain(matchId);

    const final = await text();
    expect(shown(final.events)).toEqual([
      [IncidentType.goal, 'home', '12', [1, 0], false],
      [IncidentType.yellow, 'away', '23', null, false],
      [IncidentType.goal, 'away', '34', [1, 1], true],
      [IncidentType.var, 'away', '36', null, false],
      [IncidentType.yellow, 'home', '45+2', null, false],
      [IncidentType.penaltyGoal, 'away', '55', [1, 1], false],
      [IncidentType.substitution, 'home', '60', null, false],
      [IncidentType.goal, 'home', '78', [2, 1], false],
      [IncidentType.red, 'away', '85', null, false],
      [IncidentType.substitution, 'away', '90+3', null, false],
    ]);
    expect(final.events.every((e) => han.test(e.playerName ?? ''))).toBe(true);
    const statistic = (type: number) => final.statistic.concat(final.pies).find((s) => s.type === type);
    expect(statistic(StatisticType.shots)).toMatchObject({ home: 17, away: 9 });
    expect(statistic(StatisticType.possession)).toMatchObject({ home: 58, away: 42 });
    expect(statistic(StatisticType.corners)).toMatchObject({ home: 6, away: 3 });

    const stored = await server.database.db
      .selectFrom('incidents')
      .select('incident_key')
      .where('match_id', '=', matchId)
      .execute();
    expect(stored).toHaveLength(10);
  });

  it('maps known players onto the bundled ones and creates the others with transliterated names, marked so', async () => {
    const { events } = await text();
    const deBruyne = events.find((e) => e.minuteLabel === '12')!;
    const salah = events.find((e) => e.minuteLabel === '55')!;
    expect([deBruyne.playerId, salah.playerId]).toEqual([38021, 120353]);
    const haaland = events.find((e) => e.minuteLabel === '78')!;
    expect(haaland.playerId).toBeGreaterThanOrEqual(CREATED_ID_BASE);
    expect(
      await server.database.db
        .selectFrom('players')
        .select(['name', 'source_name', 'name_source'])
        .where('id', '=', haaland.playerId!)
        .executeTakeFirst(),
    ).toMatchObject({ source_name: 'E. Haaland', name_source: 'transliterated', name: haaland.playerName });
    const sub = events.find((e) => e.minuteLabel === '60')!;
    expect(sub.playerId).toBe(38021);
    expect(sub.relatedPlayerName).toMatch(han);
  });

  it(`never asked more than ${perMinute} requests in any minute`, () => {
    expect(provider.log.length).toBeGreaterThan(50);
    expect(mostRequestsInAMinute(provider.log)).toBeLessThanOrEqual(perMinute);
  });

  it('waits out a 429 for as long as its Retry-After says (120 s), then polls again', async () => {
    provider.setMode('rateLimited');
    const before = provider.log.length;
    await play(30);
    expect(provider.log.length).toBe(before + 1);
    const refusedAt = provider.log.at(-1)!.at;
    provider.setMode('ok');
    await play(150);
    const next = provider.log[before + 1]!;
    expect(next.at - refusedAt).toBeGreaterThanOrEqual(120_000);
    expect(next.at - refusedAt).toBeLessThanOrEqual(125_000);
  });
});
