import { footballNavigation, lineups, textLive } from '@kanqiu/contract';
import { Code, IncidentType, StatisticType } from '@kanqiu/domain';
import { player } from '@kanqiu/test-factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get } from '../support/api';
import { seedScenario, type Scenario, type ScenarioIds } from '../support/football-fixtures';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const latestStats = {
  [StatisticType.corners]: [3, 1],
  [StatisticType.yellowCards]: [0, 1],
  [StatisticType.redCards]: [0, 0],
  [StatisticType.offsides]: [1, 2],
  [StatisticType.fouls]: [5, 7],
  [StatisticType.shotsOnTarget]: [4, 1],
  [StatisticType.shotsOffTarget]: [4, 3],
  [StatisticType.attacks]: [40, 30],
  [StatisticType.dangerousAttacks]: [12, 8],
  [StatisticType.possession]: [58, 42],
  [StatisticType.passes]: [300, 220],
  [StatisticType.shots]: [8, 4],
} satisfies Record<number, [number, number]>;

/** Arsenal–Chelsea, 51 minutes into a long first half: incidents out of order, a goal ruled out, stats and lineups. */
async function playFirstHalf(server: () => TestServer, m: Scenario['arsenalChelsea']) {
  const cancelledGoal = m.incident(IncidentType.goal, 'away', 1500, {
    playerId: 201,
    playerName: 'Away Nine',
    score: [1, 1],
  });
  await server().ingest.ingest([
    m.incident(IncidentType.substitution, 'home', 2400, {
      playerId: 104,
      playerName: 'Home Four',
      relatedPlayerId: 112,
      relatedPlayerName: 'Home Twelve',
      minuteLabel: '41',
    }),
    m.incident(IncidentType.yellow, 'away', 900, { playerId: 203, playerName: 'Away Three' }),
    m.incident(IncidentType.goal, 'home', 540, { playerId: 105, playerName: 'Home Five', score: [1, 0] }),
    m.incident(IncidentType.shotOnTarget, 'home', 700, { playerId: 105, playerName: 'Home Five' }),
    m.incident(IncidentType.corner, 'away', 600),
    cancelledGoal,
    m.statistics(5, { [StatisticType.dangerousAttacks]: [2, 1] }),
    m.statistics(10, { [StatisticType.dangerousAttacks]: [5, 2] }),
    m.statistics(15, { [StatisticType.dangerousAttacks]: [6, 5] }),
    m.statistics(45, latestStats),
    m.lineups(
      {
        starters: [player(101, 'Home One', 1), player(104, 'Home Four', 4), player(105, 'Home Five', 9)],
        bench: [player(112, 'Home Twelve', 12)],
      },
      {
        starters: [player(201, 'Away Nine', 9), player(203, 'Away Three', 3)],
        bench: [player(213, 'Away Thirteen', 13)],
      },
    ),
  ]);
  await server().ingest.ingest([{ ...cancelledGoal, cancelled: true }]);
}

describe.each(backends())('football match detail on $name', (backend) => {
  const server = useTestServer(backend);
  let ids: ScenarioIds;

  beforeAll(async () => {
    const scenario = await seedScenario(server());
    ids = scenario.ids;
    await playFirstHalf(server, scenario.matches.arsenalChelsea);
  });

  describe('GET /live/fb/match/live/navigation/{id}', () => {
    it('gives the header: state, kick-off, running minute, teams, scores and venue', async () => {
      const data = dataOf(
        await get(server(), `/live/fb/match/live/navigation/${ids.madridBarcelona}`),
        footballNavigation,
      );
      expect(data).toMatchObject({
        id: ids.madridBarcelona,
        state: 4,
        timIng: "66'",
        period: 2,
        competition: { id: 2, name: '西甲', fullName: '西班牙足球甲级联赛' },
        season: '2025-26',
        venue: 'Test Stadium',
        source: 'live',
        home: { id: 675, name: '皇马' },
        away: { id: 676, name: '巴萨' },
        score: [2, 2],
        halfTime: [1, 1],
        followed: false,
        serverTime: server().clock.now,
      });
    });

    it('shows 45+ in a first half past 45 minutes, and the cards counted from incidents', async () => {
      const data = dataOf(
        await get(server(), `/live/fb/match/live/navigation/${ids.arsenalChelsea}`),
        footballNavigation,
      );
      expect(data).toMatchObject({ state: 2, timIng: '45+', score: [1, 0], yellow: [0, 1], corners: [0, 1] });
    });

    it('answers notFound for an unknown match', async () => {
      expect(await get(server(), '/live/fb/match/live/navigation/999999')).toMatchObject({
        status: 200,
        code: Code.notFound,
        data: null,
      });
    });
  });

  describe('GET /live/fb/match/live/textLive/{id}', () => {
    it('lists the timeline incidents in match order, with the ruled-out goal flagged and shots left out', async () => {
      const data = dataOf(await get(server(), `/live/fb/match/live/textLive/${ids.arsenalChelsea}`), textLive);
      expect(data.events.map((e) => [e.type, e.side, e.second, e.cancelled])).toEqual([
        [IncidentType.goal, 'home', 540, false],
        [IncidentType.corner, 'away', 600, false],
        [IncidentType.yellow, 'away', 900, false],
        [IncidentType.goal, 'away', 1500, true],
        [IncidentType.substitution, 'home', 2400, false],
      ]);
      expect(data.events[0]).toMatchObject({ playerName: 'Home Five', score: [1, 0], minuteLabel: '10' });
      expect(data.environment).toMatchObject({
        venue: 'Test Stadium',
        competition: '英超',
        round: '28',
        source: 'live',
      });
    });

    it('gives the latest minute’s statistics in display order with percents, and the three pies', async () => {
      const data = dataOf(await get(server(), `/live/fb/match/live/textLive/${ids.arsenalChelsea}`), textLive);
      expect(data.minute).toBe(45);
      expect(data.statistic.map((s) => s.type)).toEqual([2, 3, 4, 23, 24, 70, 21, 22, 6, 5, 25, 26]);
      expect(data.statistic[0]).toEqual({ type: 2, home: 3, away: 1, homePercent: 75, awayPercent: 25 });
      expect(data.statistic.find((s) => s.type === 4)).toEqual({
        type: 4,
        home: 0,
        away: 0,
        homePercent: 50,
        awayPercent: 50,
      });
      expect(data.pies).toEqual([
        { type: 70, home: 8, away: 4, homePercent: 67, awayPercent: 33 },
        { type: 21, home: 4, away: 1, homePercent: 80, awayPercent: 20 },
        { type: 25, home: 58, away: 42, homePercent: 58, awayPercent: 42 },
      ]);
    });

    it('charts dangerous attacks per five minutes', async () => {
      const data = dataOf(await get(server(), `/live/fb/match/live/textLive/${ids.arsenalChelsea}`), textLive);
      expect(data.momentum.slice(0, 3)).toEqual([
        { minute: 5, home: 2, away: 1 },
        { minute: 10, home: 3, away: 1 },
        { minute: 15, home: 1, away: 3 },
      ]);
      expect(data.momentum.at(-1)).toEqual({ minute: 45, home: 6, away: 3 });
      expect(data.momentum).toHaveLength(9);
    });

    it('is empty before anything happened', async () => {
      const data = dataOf(await get(server(), `/live/fb/match/live/textLive/${ids.bayernLeverkusen}`), textLive);
      expect(data).toMatchObject({ events: [], statistic: [], pies: [], minute: null, momentum: [] });
    });

    it('answers notFound for an unknown match', async () => {
      expect((await get(server(), '/live/fb/match/live/textLive/999999')).code).toBe(Code.notFound);
    });
  });

  describe('GET /live/fb/match/lineup/{id}', () => {
    it('gives starters and bench with substitution minutes, goals and cards', async () => {
      const data = dataOf(await get(server(), `/live/fb/match/lineup/${ids.arsenalChelsea}`), lineups);
      expect(data.available).toBe(true);
      expect(data.home.starters.map((p) => [p.name, p.subbedOffMinute, p.goals])).toEqual([
        ['Home One', null, 0],
        ['Home Four', '41', 0],
        ['Home Five', null, 1],
      ]);
      expect(data.home.bench).toEqual([
        {
          playerId: 112,
          name: 'Home Twelve',
          shirtNumber: 12,
          position: null,
          subbedOnMinute: '41',
          subbedOffMinute: null,
          goals: 0,
          yellow: 0,
          red: 0,
        },
      ]);
      expect(data.away.starters.map((p) => [p.name, p.goals, p.yellow])).toEqual([
        ['Away Nine', 0, 0],
        ['Away Three', 0, 1],
      ]);
      expect(data.away.bench.map((p) => p.name)).toEqual(['Away Thirteen']);
    });

    it('says when no lineups are known yet', async () => {
      const data = dataOf(await get(server(), `/live/fb/match/lineup/${ids.lyonPsg}`), lineups);
      expect(data).toEqual({ available: false, home: { starters: [], bench: [] }, away: { starters: [], bench: [] } });
    });

    it('answers notFound for an unknown match', async () => {
      expect((await get(server(), '/live/fb/match/lineup/999999')).code).toBe(Code.notFound);
    });
  });
});
