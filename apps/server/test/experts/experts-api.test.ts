import {
  expertFollowResult,
  expertHead,
  expertRanking,
  followedExperts,
  matchTipsList,
  tipBuyResult,
  tipItem,
  tipPage,
  walletBalances,
  walletEntriesPage,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser, type TestUser } from '../support/api';
import { eventually } from '../support/hub-client';
import { expectInOpenApi } from '../support/open-api';
import { backends, type TestServer } from '../support/test-server';
import { certifiedUser } from '../rooms/room-fixtures';
import { walletUser } from '../wallet/wallet-fixtures';
import { ANALYSIS, endMatch, pushMatch, simulatedRound, useExpertsServer } from './expert-fixtures';

const routes = [
  ['POST', '/tj/expert/match/list'],
  ['POST', '/home/head'],
  ['POST', '/home/rec'],
  ['POST', '/pc/experts'],
  ['POST', '/follow'],
  ['GET', '/tj/recommend/{code}'],
  ['POST', '/tj/recommend/list'],
  ['POST', '/tj/recommend/publish'],
  ['POST', '/tj/recommend/buy'],
  ['GET', '/user/proposal'],
  ['GET', '/user/attention/experts'],
] as const;

const SETTLE_WAIT_MS = 15_000;

describe.each(backends())('experts and tips on $name', (backend) => {
  const { server, ready } = useExpertsServer(backend);

  const publish = (user: TestUser, body: Record<string, unknown>) =>
    post(server(), '/tj/recommend/publish', { analysis: ANALYSIS, price: 0, ...body }, { token: user.token });
  const publishOk = async (user: TestUser, body: Record<string, unknown>) => dataOf(await publish(user, body), tipItem);
  const detail = async (code: string, user?: TestUser) =>
    dataOf(await get(server(), `/tj/recommend/${code}?platform=1`, user ? { token: user.token } : {}), tipItem);
  const head = async (eid: number, user?: TestUser) =>
    dataOf(await post(server(), '/home/head', { eid }, user ? { token: user.token } : {}), expertHead);
  const coins = async (user: TestUser) =>
    dataOf(await get(server(), '/user/wallet', { token: user.token }), walletBalances).coin;
  const settledTo = (code: string) => async () => (await detail(code)).outcome !== null;

  it('documents every route in the OpenAPI document', async () => {
    await expectInOpenApi(server(), routes, /^experts$/);
  });

  it('lets only a certified fan publish, before kick-off, on a market of the match, with a real analysis', async () => {
    const s = await ready();
    const match = await pushMatch(s, 60);
    const fan = await registerUser(s);
    expect((await publish(fan, { matchId: match.id, market: 'asia', pick: 'home' })).code).toBe(
      Code.tipRealNameRequired,
    );

    const expert = await certifiedUser(s);
    const short = await publish(expert, { matchId: match.id, market: 'asia', pick: 'home', analysis: '主队必胜' });
    expect(short.code).toBe(Code.validationFailed);
    expect((await publish(expert, { matchId: match.id, market: 'bbSpread', pick: 'home' })).code).toBe(
      Code.tipPickNotOfMarket,
    );
    expect((await publish(expert, { matchId: match.id, market: 'total', pick: 'draw' })).code).toBe(
      Code.tipPickNotOfMarket,
    );
    expect((await publish(expert, { matchId: match.id, market: 'asia', pick: 'home', price: 20 })).code).toBe(
      Code.tipPriceLocked,
    );

    const tip = await publishOk(expert, { matchId: match.id, market: 'asia', pick: 'home' });
    expect(tip).toMatchObject({
      line: 0.75,
      odds: 1.92,
      pickLabel: '阿森纳 -0.75',
      price: 0,
      locked: false,
      mine: true,
    });
    expect(tip.expert).toMatchObject({ level: 1, levelName: '初级专家', simulated: false });
    expect((await publish(expert, { matchId: match.id, market: 'asia', pick: 'away' })).code).toBe(Code.tipDuplicate);

    const started = await pushMatch(s, -5);
    expect((await publish(expert, { matchId: started.id, market: 'asia', pick: 'home' })).code).toBe(
      Code.tipAfterKickoff,
    );

    const list = dataOf(await post(s, '/tj/expert/match/list', { sport: 'football' }), matchTipsList);
    expect(list.list.find((row) => row.id === match.id)?.tipCount).toBeGreaterThanOrEqual(1);
  });

  it('settles on the real result exactly as a bookmaker pays: a quarter line to a half win', async () => {
    const s = await ready();
    const expert = await certifiedUser(s);
    const match = await pushMatch(s, 30);
    const asia = await publishOk(expert, { matchId: match.id, market: 'asia', pick: 'home' });
    const total = await publishOk(expert, { matchId: match.id, market: 'total', pick: 'under' });
    const euro = await publishOk(expert, { matchId: match.id, market: 'euro', pick: 'draw' });
    await endMatch(s, match, [1, 0]);
    await eventually(settledTo(euro.code), SETTLE_WAIT_MS);
    await eventually(settledTo(asia.code), SETTLE_WAIT_MS);
    await eventually(settledTo(total.code), SETTLE_WAIT_MS);
    expect(await detail(asia.code)).toMatchObject({ outcome: 'halfWin', outcomeName: '赢半' });
    expect(await detail(total.code)).toMatchObject({ outcome: 'win', outcomeName: '赢' });
    expect(await detail(euro.code)).toMatchObject({ outcome: 'loss', outcomeName: '输' });

    const record = (await head(asia.expert.id)).records.d30;
    expect(record).toMatchObject({ settled: 3, hits: 2, misses: 1, currentStreak: 0, bestStreak: 2 });
    // 1 stake each: half win at 1.92 → +0.46, win at 1.90 → +0.9, loss → −1: +0.36 over 3.
    expect(record.roi).toBe(0.12);
  });

  it('publishes 竞彩 tips at the 竞彩 SP and handicap, and settles 让球胜平负 on the handicapped score', async () => {
    const s = await ready();
    const expert = await certifiedUser(s);
    const match = await pushMatch(s, 30);
    const result = await publishOk(expert, { matchId: match.id, market: 'jcSpf', pick: 'home' });
    const handicap = await publishOk(expert, { matchId: match.id, market: 'jcRq', pick: 'draw' });
    expect(await detail(result.code)).toMatchObject({ market: 'jcSpf', line: null, odds: 1.86, pickLabel: '阿森纳胜' });
    expect(await detail(handicap.code)).toMatchObject({
      market: 'jcRq',
      line: -1,
      odds: 3.45,
      pickLabel: '平局（让-1）',
    });
    await endMatch(s, match, [1, 0]);
    await eventually(settledTo(handicap.code), SETTLE_WAIT_MS);
    await eventually(settledTo(result.code), SETTLE_WAIT_MS);
    // 1-0 with the home side giving one is 1-1 after the handicap: 让平 wins, as does 胜.
    expect(await detail(handicap.code)).toMatchObject({ outcome: 'win', outcomeName: '赢' });
    expect(await detail(result.code)).toMatchObject({ outcome: 'win' });
  });

  /** Ten and more hits in a row: the expert reaches level 2, where priced tips unlock. */
  async function promotedExpert(s: TestServer) {
    const expert = await certifiedUser(s);
    const matches = await Promise.all([1, 2, 3, 4].map(() => pushMatch(s, 20)));
    const codes: string[] = [];
    for (const match of matches) {
      for (const [market, pick] of [
        ['asia', 'home'],
        ['total', 'over'],
        ['euro', 'home'],
      ] as const) {
        codes.push((await publishOk(expert, { matchId: match.id, market, pick })).code);
      }
    }
    for (const match of matches) await endMatch(s, match, [3, 0]);
    const expertId = (await detail(codes[0]!)).expert.id;
    await eventually(async () => (await head(expertId)).expert.level === 2, SETTLE_WAIT_MS);
    return { expert, expertId };
  }

  it('promotes on the record, then sells a priced tip once per buyer through the ledger, and voids it with a refund', async () => {
    const s = await ready();
    const { expert, expertId } = await promotedExpert(s);
    expect((await head(expertId)).records.d30).toMatchObject({ hits: 12, misses: 0, currentStreak: 12 });

    const match = await pushMatch(s, 90);
    const tip = await publishOk(expert, { matchId: match.id, market: 'asia', pick: 'away', price: 20 });
    expect(tip.price).toBe(20);

    const buyer = await walletUser(s);
    expect(await detail(tip.code, buyer)).toMatchObject({ locked: true, pick: null, analysis: null, odds: null });
    expect((await post(s, '/tj/recommend/buy', { code: tip.code }, { token: buyer.token })).code).toBe(
      Code.insufficientBalance,
    );
    await post(s, '/user/wallet/recharge', { packageId: 'p6', requestId: randomUUID() }, { token: buyer.token });
    const [a, b] = await Promise.all([
      post(s, '/tj/recommend/buy', { code: tip.code }, { token: buyer.token }),
      post(s, '/tj/recommend/buy', { code: tip.code }, { token: buyer.token }),
    ]);
    const results = [dataOf(a, tipBuyResult), dataOf(b, tipBuyResult)];
    expect(results.map((r) => r.tip.locked)).toEqual([false, false]);
    expect(results[0]!.tip.analysis).toBe(ANALYSIS);
    expect(await coins(buyer)).toBe(40);
    // The author's 70 % share (14 of 20) came with the purchase, once however often it is bought.
    expect(await coins(expert)).toBe(14);
    const again = dataOf(await post(s, '/tj/recommend/buy', { code: tip.code }, { token: buyer.token }), tipBuyResult);
    expect(again).toMatchObject({ replayed: true, balance: 40 });
    expect(await coins(buyer)).toBe(40);
    expect(await coins(expert)).toBe(14);
    const entries = { query: { currency: 'coin' }, token: expert.token };
    const sale = dataOf(await get(s, '/user/wallet/entries', entries), walletEntriesPage);
    expect(sale.list.map((e) => [e.reason, e.amount])).toEqual([['tipSale', 14]]);
    expect(sale.list[0]?.counterpartyId).toEqual(expect.any(Number));
    expect((await post(s, '/tj/recommend/buy', { code: tip.code }, { token: expert.token })).code).toBe(
      Code.tipOwnPurchase,
    );

    const bought = dataOf(await get(s, '/user/proposal?type=bought', { token: buyer.token }), tipPage);
    expect(bought.recList.map((t) => t.code)).toEqual([tip.code]);
    const published = dataOf(await get(s, '/user/proposal?type=published', { token: expert.token }), tipPage);
    expect(published.recList[0]?.code).toBe(tip.code);

    await endMatch(s, match, 'postponed');
    await eventually(settledTo(tip.code), SETTLE_WAIT_MS);
    expect(await detail(tip.code)).toMatchObject({ outcome: 'void', outcomeName: '无效' });
    await eventually(async () => (await coins(buyer)) === 60, SETTLE_WAIT_MS);
  });

  it('refuses to sell a free tip', async () => {
    const s = await ready();
    const expert = await certifiedUser(s);
    const match = await pushMatch(s, 60);
    const tip = await publishOk(expert, { matchId: match.id, market: 'euro', pick: 'home' });
    const buyer = await walletUser(s);
    expect((await post(s, '/tj/recommend/buy', { code: tip.code }, { token: buyer.token })).code).toBe(Code.tipFree);
  });

  it('follows and unfollows idempotently, and lists the experts a fan follows', async () => {
    const s = await ready();
    const expert = await certifiedUser(s);
    const match = await pushMatch(s, 60);
    const { expert: summary } = await publishOk(expert, { matchId: match.id, market: 'euro', pick: 'home' });
    const fan = await walletUser(s);
    const follow = async (value?: number) =>
      dataOf(
        await post(
          s,
          '/follow',
          { plat: 1, eid: summary.id, ...(value === undefined ? {} : { follow: value }) },
          { token: fan.token },
        ),
        expertFollowResult,
      );
    expect(await follow(1)).toEqual({ follow: 1, followers: 1 });
    expect(await follow(1)).toEqual({ follow: 1, followers: 1 });
    expect((await head(summary.id, fan)).expert.follow).toBe(1);
    // A person expert's account: the author page lists its 圈子 posts by it.
    expect((await head(summary.id)).userId).toEqual(expect.any(Number));
    const followed = dataOf(await get(s, '/user/attention/experts', { token: fan.token }), followedExperts);
    expect(followed.list.map((e) => e.id)).toEqual([summary.id]);
    expect(await follow(0)).toEqual({ follow: 0, followers: 0 });
    expect(await follow(0)).toEqual({ follow: 0, followers: 0 });
    expect(await follow()).toEqual({ follow: 1, followers: 1 });
    expect((await post(s, '/follow', { eid: summary.id }, { token: expert.token })).code).toBe(Code.followSelf);
    expect((await post(s, '/follow', { eid: 999_999 }, { token: fan.token })).code).toBe(Code.expertNotFound);
    expect((await post(s, '/follow', { eid: summary.id })).code).toBe(Code.noToken);
  });

  it('ranks experts by hit rate, streak and return, and keeps the followed ones for attention', async () => {
    const s = await ready();
    const strong = await promotedExpert(s);
    const mixed = await certifiedUser(s);
    const match = await pushMatch(s, 20);
    await publishOk(mixed, { matchId: match.id, market: 'euro', pick: 'home' });
    const lost = await publishOk(mixed, { matchId: match.id, market: 'total', pick: 'over' });
    await endMatch(s, match, [1, 0]);
    await eventually(settledTo(lost.code), SETTLE_WAIT_MS);
    const mixedId = lost.expert.id;

    const fan = await walletUser(s);
    await post(s, '/follow', { eid: mixedId, follow: 1 }, { token: fan.token });
    const rank = async (body: Record<string, unknown>, user?: TestUser) => {
      const list = dataOf(await post(s, '/pc/experts', body, user ? { token: user.token } : {}), expertRanking).list;
      return list.map((row) => row.expert.id).filter((id) => id === strong.expertId || id === mixedId);
    };
    await eventually(async () => (await rank({ window: 7 })).length === 2, SETTLE_WAIT_MS);
    expect(await rank({ window: 7, sort: 'hitRate' })).toEqual([strong.expertId, mixedId]);
    expect(await rank({ window: 30, sort: 'streak' })).toEqual([strong.expertId, mixedId]);
    expect(await rank({ window: 30, sort: 'roi' })).toEqual([strong.expertId, mixedId]);
    expect(await rank({ window: 7, attention: 1 }, fan)).toEqual([mixedId]);
    expect((await post(s, '/pc/experts', { attention: 1 })).code).toBe(Code.noToken);
    const rows = dataOf(await post(s, '/pc/experts', { window: 7 }), expertRanking).list;
    expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
  });

  it('pages an expert\u2019s tips with recList and next', async () => {
    const s = await ready();
    const expert = await certifiedUser(s);
    const match = await pushMatch(s, 60);
    for (const [market, pick] of [
      ['asia', 'home'],
      ['total', 'over'],
      ['euro', 'draw'],
    ] as const) {
      await publishOk(expert, { matchId: match.id, market, pick });
    }
    const eid = (await publishOk(expert, { matchId: (await pushMatch(s, 60)).id, market: 'euro', pick: 'away' })).expert
      .id;
    const first = dataOf(await post(s, '/home/rec', { eid, page: 1, size: 3 }), tipPage);
    const second = dataOf(await post(s, '/home/rec', { eid, page: 2, size: 3 }), tipPage);
    expect([first.recList.length, first.next, second.recList.length, second.next]).toEqual([3, true, 1, false]);
    const latest = dataOf(await post(s, '/tj/recommend/list', { sport: 'football', market: 'euro' }), tipPage);
    expect(latest.recList.every((t) => t.market === 'euro')).toBe(true);
    expect((await post(s, '/home/rec', { eid: 999_999 })).code).toBe(Code.expertNotFound);
    expect((await get(s, '/tj/recommend/nosuchtip1')).code).toBe(Code.tipNotFound);
  });

  it('runs the 模拟专家 before kick-off, and gives them a 回溯 record from the odds of before kick-off', async () => {
    const s = await ready();
    const finished = await pushMatch(s, -300);
    await s.ingest.ingest([finished.events.state(8), finished.events.score([0, 2])]);
    const upcoming = await pushMatch(s, 120);
    await simulatedRound(s);
    const tipsOf = async (matchId: number) =>
      dataOf(await post(s, '/tj/recommend/list', { matchId, size: 50 }), tipPage).recList.filter(
        (tip) => tip.expert.simulated,
      );

    const before = await tipsOf(upcoming.id);
    const favourite = before.find((tip) => tip.expert.name === '稳胆老炮');
    expect(favourite).toMatchObject({ market: 'asia', pick: 'home', line: 0.75, retro: false, outcome: null });
    expect(favourite!.analysis!.length).toBeGreaterThanOrEqual(50);
    expect(before.find((tip) => tip.expert.name === '大小球研究所')).toMatchObject({ pick: 'under', line: 2.25 });
    expect(before.every((tip) => tip.publishedAt < upcoming.kickoffAt)).toBe(true);

    const retro = await tipsOf(finished.id);
    expect(retro.length).toBeGreaterThan(0);
    expect(retro.every((tip) => tip.retro && tip.price === 0 && tip.publishedAt === finished.kickoffAt - 3600)).toBe(
      true,
    );
    const code = retro.find((tip) => tip.expert.name === '稳胆老炮')!.code;
    await eventually(settledTo(code), SETTLE_WAIT_MS);
    expect(await detail(code)).toMatchObject({ outcome: 'loss' });

    // A second round writes nothing twice.
    await simulatedRound(s);
    expect((await tipsOf(upcoming.id)).length).toBe(before.length);
  });
});
