import { filterData, footballList, lotteryOverview, type FootballList } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get } from '../support/api';
import { seedScenario, type ScenarioIds, type Scenario } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

describe.each(backends())('football score lists on $name', (backend) => {
  const server = useTestServer(backend);
  let ids: ScenarioIds;
  let matches: Scenario;

  beforeAll(async () => {
    ({ ids, matches } = await seedScenario(server()));
  });

  const list = async (path: string, query: Record<string, string> = {}) =>
    dataOf(await get(server(), path, { query }), footballList);
  const idsOf = (data: FootballList) => data.list.map((item) => item.id);

  describe('GET /live/football/v1_1/live', () => {
    it('lists the live matches (states 2–7) by kick-off with the minute at the server clock', async () => {
      const data = await list('/live/football/v1_1/live', { platform: 'h5' });
      expect(idsOf(data)).toEqual([ids.madridBarcelona, ids.milanJuventus, ids.arsenalChelsea]);
      expect(data.list.map((item) => [item.s, item.timIng])).toEqual([
        [4, "66'"],
        [3, ''],
        [2, '45+'],
      ]);
      expect(data).toMatchObject({
        date: null,
        dates: ['2026-03-14'],
        allCount: 3,
        hideCount: 0,
        serverTime: server().clock.now,
      });
    });

    it('fills a row the way the list shows it', async () => {
      const data = await list('/live/football/v1_1/live');
      expect(data.list.find((item) => item.id === ids.madridBarcelona)).toMatchObject({
        li: 2,
        ot: matches.madridBarcelona.upsert.kickoffAt,
        isShow: 1,
        pst: server().clock.now - 20 * 60,
        leagueName: '西甲',
        homeName: '皇马',
        awayName: '巴萨',
        score: [2, 2],
        halfTime: [1, 1],
        followed: false,
        lotteryNo: null,
        sp: null,
      });
    });

    it('marks rows outside the league filter, which applies only when longer than one character', async () => {
      const filtered = await list('/live/football/v1_1/live', { filterId: '1!3' });
      expect(filtered.list.map((item) => [item.li, item.isShow])).toEqual([
        [2, 0],
        [3, 1],
        [1, 1],
      ]);
      expect(filtered).toMatchObject({ allCount: 3, hideCount: 1 });
      const tooShort = await list('/live/football/v1_1/live', { filterId: '7' });
      expect(tooShort.hideCount).toBe(0);
      expect(tooShort.list.every((item) => item.isShow === 1)).toBe(true);
    });

    it('moves the minute with the clock: 90+ late in the second half', async () => {
      server().clock.advance(30 * 60);
      try {
        const data = await list('/live/football/v1_1/live');
        expect(data.list.find((item) => item.id === ids.madridBarcelona)?.timIng).toBe('90+');
      } finally {
        server().clock.advance(-30 * 60);
      }
    });

    it('tells the stream position read before the query, so a later diff is newer than the snapshot', async () => {
      const before = await list('/live/football/v1_1/live');
      await server().ingest.ingest([matches.madridBarcelona.score([3, 2], [1, 1])]);
      const after = await list('/live/football/v1_1/live');
      expect(after.epoch).toBe(before.epoch);
      expect(after.seq).toBe(before.seq + 1);
      expect(after.list.find((item) => item.id === ids.madridBarcelona)?.score).toEqual([3, 2]);
      expect((await server().hub.position('live:football')).seq).toBe(after.seq);
      await server().ingest.ingest([matches.madridBarcelona.score([2, 2], [1, 1])]);
    });
  });

  describe('GET /live/football/match', () => {
    it('type 0 即时: live matches first, then the rest of today still to come', async () => {
      const data = await list('/live/football/match', { type: '0' });
      expect(idsOf(data)).toEqual([
        ids.madridBarcelona,
        ids.milanJuventus,
        ids.arsenalChelsea,
        ids.bayernLeverkusen,
        ids.lyonPsg,
      ]);
      expect(data).toMatchObject({ date: '2026-03-14', dates: ['2026-03-14'], allCount: 5 });
    });

    it('defaults to type 0', async () => {
      expect(idsOf(await list('/live/football/match'))).toEqual(
        idsOf(await list('/live/football/match', { type: '0' })),
      );
    });

    it('type 1 赛程: matches still to come on a day, today by default, with the next seven days to pick', async () => {
      const today = await list('/live/football/match', { type: '1' });
      expect(idsOf(today)).toEqual([ids.bayernLeverkusen, ids.lyonPsg]);
      expect(today.date).toBe('2026-03-14');
      expect(today.dates).toEqual([
        '2026-03-14',
        '2026-03-15',
        '2026-03-16',
        '2026-03-17',
        '2026-03-18',
        '2026-03-19',
        '2026-03-20',
      ]);
      const sunday = await list('/live/football/match', { type: '1', date: '2026-03-15' });
      expect(idsOf(sunday)).toEqual([ids.cityTottenham, ids.barcelonaMadrid]);
      expect(sunday.date).toBe('2026-03-15');
    });

    it('type 2 赛果: finished, cancelled and abandoned matches of a day, newest first, with the last seven days', async () => {
      const today = await list('/live/football/match', { type: '2' });
      expect(idsOf(today)).toEqual([ids.juventusMilan, ids.liverpoolCity]);
      expect(today.list.map((item) => item.s)).toEqual([12, 8]);
      expect(today.dates).toEqual([
        '2026-03-08',
        '2026-03-09',
        '2026-03-10',
        '2026-03-11',
        '2026-03-12',
        '2026-03-13',
        '2026-03-14',
      ]);
      const friday = await list('/live/football/match', { type: '2', date: '2026-03-13' });
      expect(idsOf(friday)).toEqual([ids.tottenhamUnited]);
      expect(friday.list[0]).toMatchObject({ score: [1, 1], halfTime: [0, 0], timIng: '' });
    });

    it('type 3 关注 needs a login', async () => {
      const reply = await get(server(), '/live/football/match', { query: { type: '3' } });
      expect(reply).toMatchObject({ status: 200, code: Code.noToken, data: null });
    });

    it('types 4 and 5 are the 竞彩 and 北单 lists', async () => {
      expect(await list('/live/football/match', { type: '4' })).toMatchObject({
        list: (await list('/live/football/jczq')).list,
      });
      expect(idsOf(await list('/live/football/match', { type: '5' }))).toEqual(
        idsOf(await list('/live/football/bjdc')),
      );
    });

    it('never lists a match in an abnormal state', async () => {
      for (const type of ['0', '1', '2', '5']) {
        expect(idsOf(await list('/live/football/match', { type }))).not.toContain(ids.leverkusenBayern);
      }
    });
  });

  describe('lottery lists', () => {
    it('竞彩 numbers the hot competitions’ matches of the sales day (11:00 to 11:00) by kick-off, cancelled ones left out', async () => {
      const data = await list('/live/football/jczq');
      expect(data.list.map((item) => [item.id, item.lotteryNo])).toEqual([
        [ids.liverpoolCity, '周六001'],
        [ids.madridBarcelona, '周六002'],
        [ids.milanJuventus, '周六003'],
        [ids.arsenalChelsea, '周六004'],
        [ids.bayernLeverkusen, '周六005'],
        [ids.cityTottenham, '周六006'],
      ]);
      expect(data).toMatchObject({ date: '2026-03-14', dates: ['2026-03-13', '2026-03-14', '2026-03-15'] });
    });

    it('北单 numbers every listed match of the sales day from 001', async () => {
      const data = await list('/live/football/bjdc');
      expect(data.list.map((item) => [item.id, item.lotteryNo])).toEqual([
        [ids.liverpoolCity, '001'],
        [ids.madridBarcelona, '002'],
        [ids.milanJuventus, '003'],
        [ids.arsenalChelsea, '004'],
        [ids.juventusMilan, '005'],
        [ids.bayernLeverkusen, '006'],
        [ids.lyonPsg, '007'],
        [ids.cityTottenham, '008'],
      ]);
    });

    it('shows each row’s latest 竞彩 SP: 胜平负 and 让球胜平负 with its handicap; 北单 SP marked indicative', async () => {
      const m = matches.liverpoolCity;
      const opened = m.upsert.kickoffAt - 48 * 3600;
      await server().ingest.ingest([
        m.odds(100, 'jcSpf', 'open', [1.9, 3.3, 3.6], opened),
        m.odds(100, 'jcSpf', 'pre', [1.85, 3.35, 3.75], opened + 3600),
        { ...m.odds(100, 'jcRq', 'pre', [3.9, 3.6, 1.72], opened + 3600), handicap: -1 },
        { ...m.odds(101, 'bdRq', 'pre', [4.4, 4.05, 1.95], opened + 3600), handicap: -1 },
      ]);
      const jczq = await list('/live/football/jczq');
      expect(jczq.list.find((item) => item.id === ids.liverpoolCity)?.sp).toEqual({
        result: [1.85, 3.35, 3.75],
        handicap: -1,
        handicapResult: [3.9, 3.6, 1.72],
        indicative: false,
      });
      expect(jczq.list.find((item) => item.id === ids.cityTottenham)?.sp).toBeNull();
      const bjdc = await list('/live/football/bjdc');
      expect(bjdc.list.find((item) => item.id === ids.liverpoolCity)?.sp).toEqual({
        result: null,
        handicap: -1,
        handicapResult: [4.4, 4.05, 1.95],
        indicative: true,
      });
      const live = await list('/live/football/v1_1/live');
      expect(live.list.every((item) => item.sp === null)).toBe(true);
    });

    it('picks another sales day by date', async () => {
      const sunday = await list('/live/football/jczq', { date: '2026-03-15' });
      expect(sunday.list.map((item) => [item.id, item.lotteryNo])).toEqual([[ids.barcelonaMadrid, '周日001']]);
    });

    it('sums both lists up on /live/football/lottery', async () => {
      const data = dataOf(await get(server(), '/live/football/lottery'), lotteryOverview);
      expect(data).toEqual({
        date: '2026-03-14',
        dates: ['2026-03-13', '2026-03-14', '2026-03-15'],
        from: Date.parse('2026-03-14T03:00:00Z') / 1000,
        to: Date.parse('2026-03-15T03:00:00Z') / 1000,
        lists: [
          { kind: 'jczq', name: '竞彩足球', count: 6 },
          { kind: 'bjdc', name: '北京单场', count: 8 },
        ],
      });
    });
  });

  describe('GET /live/football/filter', () => {
    it('groups the list’s competitions by letter with their counts, all checked without a filter', async () => {
      const data = dataOf(await get(server(), '/live/football/filter', { query: { type: '0' } }), filterData);
      expect(data.total).toBe(5);
      expect(
        data.list.map((group) => [group.letter, group.countList.map((c) => [c.leagueId, c.count, c.isChecked])]),
      ).toEqual([
        ['D', [[4, 1, true]]],
        ['F', [[5, 1, true]]],
        ['X', [[2, 1, true]]],
        [
          'Y',
          [
            [1, 1, true],
            [3, 1, true],
          ],
        ],
      ]);
      expect(data.list[0]?.countList[0]).toEqual({
        leagueId: 4,
        leagueName: '德甲',
        count: 1,
        isChecked: true,
        hot: true,
      });
      expect(data.list[1]?.countList[0]?.hot).toBe(false);
    });

    it('checks only the filter’s competitions', async () => {
      const data = dataOf(
        await get(server(), '/live/football/filter', { query: { type: '0', filterId: '1!3!' } }),
        filterData,
      );
      const checked = data.list.flatMap((group) => group.countList.filter((c) => c.isChecked).map((c) => c.leagueId));
      expect(checked).toEqual([1, 3]);
    });

    it('counts the list of the type and date asked for', async () => {
      const data = dataOf(
        await get(server(), '/live/football/filter', { query: { type: '2', date: '2026-03-14' } }),
        filterData,
      );
      expect(data.total).toBe(2);
      expect(data.list.map((group) => group.countList.map((c) => [c.leagueId, c.count]))).toEqual([
        [
          [1, 1],
          [3, 1],
        ],
      ]);
    });
  });
});
