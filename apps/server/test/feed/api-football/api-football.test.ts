import { footballList, footballNavigation, textLive, type TextLive } from '@kanqiu/contract';
import { FootballStatus, IncidentType, StatisticType } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { apiFootballFeed, API_FOOTBALL_PROVIDER } from '../../../src/feed/providers/api-football';
import { dataOf, get } from '../../support/api';
import { itKeptToTheRateLimit, usePullFeed } from '../../support/pull-feed';
import { seedFootballReference } from '../../support/football-fixtures';
import { backends } from '../../support/test-server';
import { FIXTURE_ID, STAGES, type Stage } from './recorded-match';
import { startProviderServer, type ProviderServer } from './provider-server';

const han = /\p{Script=Han}/u;

describe.each(backends())('API-Football pull provider on $name', (backend) => {
  const t = usePullFeed<Stage, ProviderServer>(backend, {
    seed: seedFootballReference,
    provider: (local, serverNow) => startProviderServer({ ...local, kickoffAt: serverNow + 1800 }),
    follow: { leagues: [39], bookmakers: [[8, 1]] },
    feed: apiFootballFeed,
  });

  const navigation = async () =>
    dataOf(await get(t.server, `/live/fb/match/live/navigation/${matchId}`), footballNavigation);
  const text = async () => dataOf(await get(t.server, `/live/fb/match/live/textLive/${matchId}`), textLive);
  const liveIds = async () =>
    dataOf(await get(t.server, '/live/football/v1_1/live'), footballList).list.map((row) => row.id);
  const shown = (events: TextLive['events']) =>
    events.map((e) => [e.type, e.side, e.minuteLabel, e.score, e.cancelled]);
  let matchId = 0;

  it('plays a whole match from the recorded answers, through a 500 and closed connections, to the recorded final state', async () => {
    await t.reach(STAGES.notStarted);
    const row = await t.stored.match(API_FOOTBALL_PROVIDER, FIXTURE_ID);
    matchId = row.id;
    // Premier League, Manchester City and Liverpool are the bundled ones.
    expect(row).toMatchObject({ competition_id: 1, home_team_id: 1625, away_team_id: 1612, source: 'live' });
    // Bet365's pre-match prices under odds company 1; Bwin is not mapped.
    expect(await t.stored.oddsLines(matchId)).toEqual([
      [1, 'euro', 'open', 1.95, 3.9, 3.6],
      [1, 'euro', 'pre', 1.95, 3.9, 3.6],
      [1, 'total', 'open', 0.62, 2.5, 1.3],
      [1, 'total', 'pre', 0.62, 2.5, 1.3],
    ]);

    await t.reach(STAGES.kickOff);
    expect(await liveIds()).toContain(matchId);
    await t.reach(STAGES.firstGoal);
    await t.reach(STAGES.card);
    await t.reach(STAGES.equaliser);
    expect((await navigation()).score).toEqual([1, 1]);
    await t.reach(STAGES.varCancelled);
    expect((await navigation()).score).toEqual([1, 0]);
    expect((await text()).events.find((e) => e.minuteLabel === '34')).toMatchObject({
      type: IncidentType.goal,
      cancelled: true,
    });
    await t.reach(STAGES.stoppage);
    await t.reach(STAGES.halfTime);
    expect(await navigation()).toMatchObject({ state: FootballStatus.halfTime, halfTime: [1, 0] });
    await t.reach(STAGES.secondHalf);

    // The provider fails for two minutes of play: 500s, then connections closed without an answer.
    t.provider.setMode('error');
    await t.reach(STAGES.penalty);
    t.provider.setMode('close');
    await t.reach(STAGES.substitution);
    expect((await navigation()).score).toEqual([1, 0]);
    t.provider.setMode('ok');
    await t.play(60);
    expect((await navigation()).score).toEqual([1, 1]);

    await t.reach(STAGES.winner);
    await t.reach(STAGES.redCard);
    // Down again across full time: the fixture leaves the live list unseen, and is read whole once back.
    t.provider.setMode('error');
    await t.reach(STAGES.lateSub, 30);
    await t.reach(STAGES.fullTime);
    t.provider.setMode('ok');
    await t.play(120);

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
    // Each event shown is one stored incident: none twice from the answers read again after the outages.
    const stored = await t.server.database.db
      .selectFrom('incidents')
      .select('incident_key')
      .where('match_id', '=', matchId)
      .execute();
    expect(stored).toHaveLength(final.events.length);
    const statistic = (type: number) => final.statistic.concat(final.pies).find((s) => s.type === type);
    expect(statistic(StatisticType.shots)).toMatchObject({ home: 17, away: 9 });
    expect(statistic(StatisticType.possession)).toMatchObject({ home: 58, away: 42 });
    expect(statistic(StatisticType.corners)).toMatchObject({ home: 6, away: 3 });
  });

  it('maps known players onto the bundled ones and creates the others with transliterated names, marked so', async () => {
    const { events } = await text();
    const deBruyne = events.find((e) => e.minuteLabel === '12')!;
    const salah = events.find((e) => e.minuteLabel === '55')!;
    expect([deBruyne.playerId, salah.playerId]).toEqual([38021, 120353]);
    const haaland = events.find((e) => e.minuteLabel === '78')!;
    await t.expectCreatedPlayer(haaland.playerId!, haaland.playerName!, 'E. Haaland');
    const sub = events.find((e) => e.minuteLabel === '60')!;
    expect(sub.playerId).toBe(38021);
    expect(sub.relatedPlayerName).toMatch(han);
  });

  itKeptToTheRateLimit(t);

  it('waits out a 429 for as long as its Retry-After says (120 s), then polls again', async () => {
    t.provider.setMode('rateLimited');
    const before = t.provider.log.length;
    await t.play(30);
    expect(t.provider.log.length).toBe(before + 1);
    const refusedAt = t.provider.log.at(-1)!.at;
    t.provider.setMode('ok');
    await t.play(150);
    const next = t.provider.log[before + 1]!;
    expect(next.at - refusedAt).toBeGreaterThanOrEqual(120_000);
    expect(next.at - refusedAt).toBeLessThanOrEqual(125_000);
  });
});
