import { basketballDetail, basketballList } from '@kanqiu/contract';
import { BasketballStatisticType, BasketballStatus } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { apiBasketballFeed, API_BASKETBALL_PROVIDER } from '../../../src/feed/providers/api-basketball';
import { dataOf, get } from '../../support/api';
import { itKeptToTheRateLimit, usePullFeed } from '../../support/pull-feed';
import { seedBasketballReference } from '../../support/basketball-fixtures';
import { backends } from '../../support/test-server';
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

describe.each(backends())('API-Basketball pull provider on $name', (backend) => {
  const t = usePullFeed<Stage, ProviderServer>(backend, {
    seed: seedBasketballReference,
    provider: (local, serverNow) => startProviderServer({ ...local, tipOffAt: serverNow + 300 }),
    follow: { leagues: [], bookmakers: [[4, 1]] },
    // Odds asked for every minute before tip-off, so the same prices are read more than once.
    feed: (deps) => apiBasketballFeed({ ...deps, timing: { oddsPollMs: 60_000 } }),
  });

  const detail = async () => dataOf(await get(t.server, `/live/basket/match/detail/${matchId}`), basketballDetail);
  const liveIds = async () =>
    dataOf(await get(t.server, '/live/basketball/match?type=0'), basketballList).scoreList.map((row) => row.id);
  const statistic = (entries: { type: number; home: number; away: number }[], type: number) =>
    entries.find((s) => s.type === type);
  let matchId = 0;

  it('plays a whole game with an overtime from the recorded answers, through outages, to the recorded final state', async () => {
    await t.reach(STAGES.notStarted, 300);
    const row = await t.stored.match(API_BASKETBALL_PROVIDER, GAME_ID);
    matchId = row.id;
    // The NBA and the Lakers and Warriors are the bundled ones.
    const teams = await t.server.database.db
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('id', 'in', [row.home_team_id, row.away_team_id])
      .execute();
    expect(row).toMatchObject({ competition_id: 101, source: 'live', sport: 'basketball' });
    expect(teams.map((t) => t.name).sort()).toEqual(['GSW', 'LAL']);
    // bet365's prices under odds company 1, read five times and stored once; bwin is not mapped.
    expect(await t.stored.oddsLines(matchId)).toEqual([
      [1, 'asia', 'open', 0.9, 2.5, 0.9],
      [1, 'asia', 'pre', 0.9, 2.5, 0.9],
      [1, 'euro', 'open', 1.65, 95.19, 2.25],
      [1, 'euro', 'pre', 1.65, 95.19, 2.25],
      [1, 'total', 'open', 0.91, 228.5, 0.89],
      [1, 'total', 'pre', 0.91, 228.5, 0.89],
    ]);
    expect(t.provider.log.filter((r) => r.path === '/odds').length).toBeGreaterThan(1);

    await t.reach(STAGES.q1);
    expect(await liveIds()).toContain(matchId);
    expect((await detail()).header).toMatchObject({ state: BasketballStatus.q1, period: 1, clockRunning: true });
    await t.reach(STAGES.q1End);
    expect(await detail()).toMatchObject({
      header: { state: BasketballStatus.q1Ended, score: [28, 25], clockRunning: false },
      quarters: { periods: [[28, 25]] },
    });
    await t.reach(STAGES.q2);
    const inQ2 = (await detail()).header;
    // The timer says 5 minutes of the quarter played; the clock has run on since (a minute of polls at most).
    expect(inQ2.secondsLeft).toBeLessThanOrEqual(420);
    expect(inQ2.secondsLeft).toBeGreaterThanOrEqual(360);
    await t.reach(STAGES.halfTime);
    expect((await detail()).header).toMatchObject({ state: BasketballStatus.q2Ended, score: [55, 55] });

    // The provider fails for two minutes of play: 500s, then connections closed without an answer.
    t.provider.setMode('error');
    await t.reach(STAGES.q3);
    t.provider.setMode('close');
    await t.reach(STAGES.q3End);
    expect((await detail()).header.score).toEqual([55, 55]);
    t.provider.setMode('ok');
    await t.play(60);
    expect(await detail()).toMatchObject({
      header: { state: BasketballStatus.q3Ended, score: [81, 79] },
      quarters: { periods: FINAL_PERIODS.slice(0, 3) },
    });

    await t.reach(STAGES.q4);
    await t.reach(STAGES.q4End);
    expect((await detail()).header).toMatchObject({ state: BasketballStatus.overtime, period: 5, clockRunning: false });
    // Down again across the final buzzer: the game is seen over once back, and its final statistics read then.
    t.provider.setMode('error');
    await t.reach(STAGES.overtime);
    await t.reach(STAGES.final);
    t.provider.setMode('ok');
    const recovered = t.provider.log.length;
    await t.play(120);
    const finalReads = t.provider.log.slice(recovered).filter((r) => r.path.startsWith('/games/statistics'));
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
    for (const line of lines) expect(line.name).toMatch(/\p{Script=Han}/u);

    const stored = await t.server.database.db
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
    const bundled = await t.server.database.db
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
    await t.expectCreatedPlayer(knecht!.playerId, knecht!.name, 'Knecht Dalton');
  });

  itKeptToTheRateLimit(t);
});
