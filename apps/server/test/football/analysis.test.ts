import { analysisFuture, analysisHistory, analysisTable } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get } from '../support/api';
import { Team } from '@kanqiu/test-factories';
import { seedScenario, type ScenarioIds } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

describe.each(backends())('football match analysis on $name', (backend) => {
  const server = useTestServer(backend);
  let ids: ScenarioIds;

  beforeAll(async () => {
    ({ ids } = await seedScenario(server()));
  });

  describe('GET /live/fb/match/analysis/history/{id}', () => {
    it('gives the head-to-head of this season and the earlier ones, newest first, from the home side’s view', async () => {
      const data = dataOf(
        await get(server(), `/live/fb/match/analysis/history/${ids.arsenalChelsea}`),
        analysisHistory,
      );
      const { list, summary } = data.headToHead;
      expect(list).toHaveLength(11);
      expect(list[0]).toEqual({
        id: ids.chelseaArsenal,
        date: '2026-03-01',
        competition: '英超',
        homeId: Team.chelsea,
        homeName: '切尔西',
        awayId: Team.arsenal,
        awayName: '阿森纳',
        score: [0, 2],
        halfTime: [0, 1],
        result: 'win',
      });
      // The earlier seasons' meetings, from the bundled openfootball results.
      expect(list[1]).toMatchObject({
        id: null,
        date: '2017-02-04',
        homeName: '切尔西',
        score: [3, 1],
        result: 'loss',
      });
      expect(list.at(-1)).toMatchObject({ date: '2012-09-29', score: [1, 2], result: 'loss' });
      expect(summary).toEqual({ win: 2, draw: 2, loss: 7, goalsFor: 8, goalsAgainst: 18 });
    });

    it('gives each side’s last ten results before kick-off, this season first, then earlier seasons', async () => {
      const data = dataOf(
        await get(server(), `/live/fb/match/analysis/history/${ids.arsenalChelsea}`),
        analysisHistory,
      );
      expect(data.homeRecent.list).toHaveLength(10);
      expect(data.homeRecent.list[0]).toMatchObject({ id: ids.chelseaArsenal, result: 'win' });
      expect(data.homeRecent.list.slice(1).every((m) => m.id === null)).toBe(true);
      expect(data.homeRecent.list[1]).toMatchObject({ date: '2017-05-21', score: [3, 1], result: 'win' });
      const { win, draw, loss } = data.homeRecent.summary;
      expect(win + draw + loss).toBe(10);
      expect(data.awayRecent.list[0]).toMatchObject({ id: ids.chelseaArsenal, result: 'loss' });
    });

    it('answers notFound for an unknown match', async () => {
      expect((await get(server(), '/live/fb/match/analysis/history/999999')).code).toBe(Code.notFound);
    });
  });

  describe('GET /live/fb/match/analysis/table/{id}', () => {
    it('ranks the season’s teams by points, goal difference and goals from the finished matches, highlighting both sides', async () => {
      const data = dataOf(await get(server(), `/live/fb/match/analysis/table/${ids.arsenalChelsea}`), analysisTable);
      expect(data.competition).toBe('英超');
      expect(data.groups).toHaveLength(1);
      const [group] = data.groups;
      expect(group?.name).toBeNull();
      expect(group?.rows.map((row) => [row.rank, row.teamId, row.points, row.played, row.highlight])).toEqual([
        [1, Team.arsenal, 3, 1, true],
        [2, Team.liverpool, 3, 1, false],
        [3, Team.manUnited, 1, 1, false],
        [4, Team.tottenham, 1, 1, false],
        [5, Team.manCity, 0, 1, false],
        [6, Team.chelsea, 0, 1, true],
      ]);
      expect(group?.rows[0]).toMatchObject({
        teamName: '阿森纳',
        win: 1,
        draw: 0,
        loss: 0,
        goalsFor: 2,
        goalsAgainst: 0,
        form: ['win'],
      });
    });
  });

  describe('GET /live/fb/match/analysis/future/{id}', () => {
    it('gives each side’s next fixtures after this match with the days between', async () => {
      const data = dataOf(await get(server(), `/live/fb/match/analysis/future/${ids.arsenalChelsea}`), analysisFuture);
      expect(data.home.map((m) => [m.id, m.daysAway])).toEqual([[ids.arsenalLiverpool, 3]]);
      expect(data.away.map((m) => [m.id, m.daysAway])).toEqual([[ids.tottenhamChelsea, 7]]);
      expect(data.home[0]).toMatchObject({ competition: '英超', homeName: '阿森纳', awayName: '利物浦' });
    });

    it('counts from this match’s kick-off, whatever has been played since', async () => {
      const data = dataOf(await get(server(), `/live/fb/match/analysis/future/${ids.chelseaArsenal}`), analysisFuture);
      expect(data.home.map((m) => m.id)).toEqual([ids.arsenalChelsea, ids.tottenhamChelsea]);
      expect(data.away.map((m) => m.id)).toEqual([ids.arsenalChelsea, ids.arsenalLiverpool]);
      expect(data.away[0]?.daysAway).toBe(13);
    });
  });
});
