import {
  basketballAnalysis,
  basketballDetail,
  basketballList,
  filterData,
  oddsCompanies,
  oddsHistory,
  oddsList,
  type BasketballList,
} from '@kanqiu/contract';
import { BasketballStatus, Code, basketballListGroup } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser } from '../support/api';
import { BASKETBALL_DAY, BASKETBALL_NOW, seedBasketball } from '../support/basketball-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const MINUTE = 60;

describe.each(backends())('basketball API on $name', (backend) => {
  const server = useTestServer(backend);
  let today: BasketballList;

  const list = async (query: Record<string, string> = {}, token?: string) =>
    dataOf(await get(server(), '/live/basketball/match', { query, ...(token ? { token } : {}) }), basketballList);

  beforeAll(async () => {
    const feed = await seedBasketball(server());
    // 40 minutes on: the game at half-time at 21:00 is back in play with its clock running.
    feed.clock.now = server().clock.now = BASKETBALL_NOW + 40 * MINUTE;
    await server().ingest.ingest(feed.tick());
    today = await list();
  });

  describe('GET /live/basketball/match', () => {
    it('answers the spec §3 basketball state, with live games and today’s fixtures in the 即时 list', async () => {
      expect(today).toMatchObject({
        selectDate: BASKETBALL_DAY,
        dates: [BASKETBALL_DAY],
        filterId: '',
        filterType: 0,
        type: 0,
      });
      expect(today.scoreList.length).toBeGreaterThan(0);
      expect(today.scoreList.every((row) => ['live', 'upcoming'].includes(basketballListGroup(row.s) ?? ''))).toBe(
        true,
      );
      expect(today.result.live + today.result.upcoming).toBe(today.allCount);
      expect(today.serverTime).toBe(server().clock.now);
    });

    it('gives a live row its running clock, quarter scores and lines', () => {
      const live = today.scoreList.find((row) => row.clockRunning);
      expect(live).toBeDefined();
      expect(live!.s).toBeGreaterThanOrEqual(BasketballStatus.q1);
      expect(live!.pst).not.toBeNull();
      expect(live!.secondsLeft).toBeGreaterThan(0);
      expect(live!.secondsLeft).toBeLessThanOrEqual(live!.periodLength);
      expect(live!.periods.length).toBe(live!.period);
      const summed = live!.periods.reduce((sum, [h, a]) => [sum[0] + h, sum[1] + a], [0, 0]);
      expect(summed).toEqual(live!.score);
      expect(live!.handicap! % 1).not.toBe(0);
      expect(live!.total).toBeGreaterThan(100);
      expect(live!.source).toBe('generated');
    });

    it.each(['8', '9'])('treats type %s as type 0', async (type) => {
      const data = await list({ type });
      expect(data.type).toBe(0);
      expect(data.scoreList.map((row) => row.id)).toEqual(today.scoreList.map((row) => row.id));
    });

    it.each(['4', '7', '10', '-1', 'x'])('refuses type %s with the validation code', async (type) => {
      expect((await get(server(), '/live/basketball/match', { query: { type } })).code).toBe(Code.validationFailed);
    });

    it('lists finished games newest first (赛果) and fixtures by tip-off (赛程)', async () => {
      const results = await list({ type: '2', date: '2026-03-13' });
      expect(results.scoreList.length).toBeGreaterThan(5);
      expect(results.scoreList.every((row) => row.s === BasketballStatus.finished)).toBe(true);
      const kicks = results.scoreList.map((row) => row.ot);
      expect(kicks).toEqual([...kicks].sort((a, b) => b - a));
      expect(results.dates).toHaveLength(7);
      const fixtures = await list({ type: '1', date: '2026-03-15' });
      expect(fixtures.scoreList.length).toBeGreaterThan(5);
      expect(fixtures.scoreList.every((row) => row.s === BasketballStatus.notStarted && row.secondsLeft === 720)).toBe(
        true,
      );
    });

    it('marks rows outside the league filter', async () => {
      const data = await list({ filterId: '101!' });
      expect(data).toMatchObject({ filterType: 1, filterId: '101!' });
      expect(data.hideCount).toBe(data.scoreList.filter((row) => row.li === 102).length);
      expect(data.scoreList.filter((row) => row.isShow === 1).every((row) => row.li === 101)).toBe(true);
    });

    it('needs a login for the followed list (关注) and shows the followed game', async () => {
      expect((await get(server(), '/live/basketball/match', { query: { type: '3' } })).code).toBe(Code.noToken);
      const { token } = await registerUser(server());
      const game = today.scoreList[0]!;
      expect((await post(server(), '/live/match/follow', { matchId: game.id, follow: 1 }, { token })).code).toBe(200);
      const followed = await list({ type: '3' }, token);
      expect(followed.scoreList.map((row) => [row.id, row.followed])).toEqual([[game.id, true]]);
    });
  });

  describe('GET /live/basketball/filter', () => {
    it('counts the games of each league under its letter', async () => {
      const data = dataOf(
        await get(server(), '/live/basketball/filter', { query: { type: '2', date: '2026-03-13' } }),
        filterData,
      );
      const results = await list({ type: '2', date: '2026-03-13' });
      const counts = data.list.flatMap((group) => group.countList.map((c): [number, number] => [c.leagueId, c.count]));
      expect(new Map(counts)).toEqual(
        new Map([101, 102].map((id) => [id, results.scoreList.filter((row) => row.li === id).length])),
      );
      expect(data.total).toBe(results.allCount);
      expect(data.list.map((group) => group.letter)).toEqual(['C', 'N']);
    });
  });

  describe('GET /live/basket/match/detail/{id}', () => {
    it('answers header, quarter table, statistics, NBA box score and plays newest first', async () => {
      const nba =
        today.scoreList.find((row) => row.li === 101 && basketballListGroup(row.s) === 'live') ??
        (await list({ type: '2', date: '2026-03-13' })).scoreList.find((row) => row.li === 101)!;
      const data = dataOf(await get(server(), `/live/basket/match/detail/${nba.id}`), basketballDetail);
      expect(data.header).toMatchObject({ id: nba.id, state: nba.s, score: nba.score, leagueName: 'NBA' });
      expect(data.quarters.periods).toEqual(nba.periods);
      expect(data.statistics.find((s) => s.type === 101)).toMatchObject({ home: nba.score[0], away: nba.score[1] });
      expect(data.boxScore?.home.players.length).toBe(10);
      expect(data.boxScore!.home.totals.points).toBeLessThanOrEqual(nba.score[0]);
      expect(data.plays.length).toBeGreaterThan(50);
      const first = data.plays.at(-1)!;
      expect(first).toMatchObject({ period: 1, secondsLeft: 720, side: null });
      expect(data.plays[0]!.score).toEqual(nba.score);
    });

    it('has no box score for a CBA game, whose plays are team-level', async () => {
      const cba = (await list({ type: '2', date: '2026-03-13' })).scoreList.find((row) => row.li === 102)!;
      const data = dataOf(await get(server(), `/live/basket/match/detail/${cba.id}`), basketballDetail);
      expect(data.boxScore).toBeNull();
      expect(data.plays.every((play) => play.playerId === null)).toBe(true);
    });

    it('answers not found for an unknown id and for a football match id', async () => {
      expect((await get(server(), '/live/basket/match/detail/99999999')).code).toBe(Code.notFound);
    });
  });

  describe('odds under /live/basket/zhi', () => {
    const gameId = () => today.scoreList.find((row) => row.clockRunning)!.id;

    it('lists the companies', async () => {
      expect(dataOf(await get(server(), '/live/basket/zhi/company'), oddsCompanies)).toHaveLength(6);
    });

    it.each([
      ['1', 'asia'],
      ['2', 'euro'],
      ['3', 'total'],
    ] as const)('answers type %s as the %s market for every company', async (type, market) => {
      const data = dataOf(await get(server(), `/live/basket/zhi/index/${gameId()}`, { query: { type } }), oddsList);
      expect(data).toMatchObject({ type: Number(type), market, count: 6 });
      for (const row of data.list) expect(row.open).not.toBeNull();
    });

    it('defaults to type 1 and refuses any other type with the validation code', async () => {
      const data = dataOf(await get(server(), `/live/basket/zhi/index/${gameId()}`), oddsList);
      expect(data.market).toBe('asia');
      for (const type of ['0', '4', '1.0', 'a', '']) {
        const reply = await get(server(), `/live/basket/zhi/index/${gameId()}`, { query: { type } });
        expect(reply).toMatchObject({ status: 400, code: Code.validationFailed });
        expect(reply.msg).toContain('type');
      }
    });

    it('gives the history of one company with change directions, moving in play', async () => {
      const data = dataOf(
        await get(server(), `/live/basket/zhi/history/${gameId()}`, { query: { type: '3', companyId: '1' } }),
        oddsHistory,
      );
      expect(data.list[0]).toMatchObject({ phase: 'open', leftChange: 0, middleChange: 0, rightChange: 0 });
      expect(data.list.some((row) => row.phase === 'live')).toBe(true);
      expect(data.list.some((row) => row.middleChange !== 0)).toBe(true);
      const reply = await get(server(), `/live/basket/zhi/history/${gameId()}`, {
        query: { type: '5', companyId: '1' },
      });
      expect(reply.code).toBe(Code.validationFailed);
    });
  });

  describe('GET /live/basket/match/analysis/{id}', () => {
    it('answers recent form and head-to-head from the season so far, agreeing with the games the feed wrote', async () => {
      const game = today.scoreList.find((row) => row.clockRunning)!;
      const data = dataOf(await get(server(), `/live/basket/match/analysis/${game.id}`), basketballAnalysis);
      expect(data.homeRecent.list).toHaveLength(10);
      expect(data.awayRecent.list).toHaveLength(10);
      for (const past of data.homeRecent.list) {
        expect([past.homeId, past.awayId]).toContain(game.homeId);
        expect(past.date <= BASKETBALL_DAY).toBe(true);
      }
      expect(data.homeRecent.summary.win + data.homeRecent.summary.loss).toBe(10);
      for (const meeting of data.headToHead.list)
        expect(new Set([meeting.homeId, meeting.awayId])).toEqual(new Set([game.homeId, game.awayId]));
    });

    it('links the games the feed still holds, with the same score', async () => {
      const fixtures = (await list({ type: '1', date: '2026-03-15' })).scoreList;
      const analyses = await Promise.all(
        fixtures.map(async (row) =>
          dataOf(await get(server(), `/live/basket/match/analysis/${row.id}`), basketballAnalysis),
        ),
      );
      const stored = analyses
        .flatMap((a) => [...a.homeRecent.list, ...a.awayRecent.list])
        .find((past) => past.id !== null);
      expect(stored).toBeDefined();
      const detail = dataOf(await get(server(), `/live/basket/match/detail/${stored!.id}`), basketballDetail);
      expect(detail.header.score).toEqual(stored!.score);
    });

    it('answers not found for an unknown id', async () => {
      expect((await get(server(), '/live/basket/match/analysis/99999999')).code).toBe(Code.notFound);
    });
  });
});
