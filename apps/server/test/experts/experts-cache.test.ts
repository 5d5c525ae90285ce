import {
  expertFollowResult,
  expertHead,
  expertRanking,
  matchTipsList,
  tipBuyResult,
  tipItem,
  tipPage,
  type TipItem,
} from '@kanqiu/contract';
import { FootballStatus } from '@kanqiu/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post, type TestUser } from '../support/api';
import { eventually } from '../support/hub-client';
import { BUS_WAIT_MS, readFromMemory } from '../support/read-cache';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import { certifiedUser } from '../rooms/room-fixtures';
import { walletUser } from '../wallet/wallet-fixtures';
import { ANALYSIS, endMatch, pushMatch, useExpertsServer } from './expert-fixtures';

/** Two days ahead: past the 模拟专家' window, so only this file's experts tip these matches. */
const FAR_MINUTES = 2 * 24 * 60;
const SETTLE_WAIT_MS = 15_000;

const LOCKED = { locked: true, bought: false, pick: null, pickLabel: null, odds: null, analysis: null };

describe.each(backends())('experts reads from the read cache on $name', (backend) => {
  const { server, ready } = useExpertsServer(backend);

  const as = (user?: TestUser) => (user ? { token: user.token } : {});
  const detail = async (code: string, user?: TestUser, s = server()) =>
    dataOf(await get(s, `/tj/recommend/${code}?platform=1`, as(user)), tipItem);
  const head = async (eid: number, user?: TestUser, s = server()) =>
    dataOf(await post(s, '/home/head', { eid }, as(user)), expertHead);
  const rec = async (eid: number, user?: TestUser) =>
    dataOf(await post(server(), '/home/rec', { eid, size: 50 }, as(user)), tipPage).recList;
  const latest = async (matchId: number, user?: TestUser, s = server()) =>
    dataOf(await post(s, '/tj/recommend/list', { matchId, size: 50 }, as(user)), tipPage).recList;
  const ranking = async (body: Record<string, unknown>, user?: TestUser) =>
    dataOf(await post(server(), '/pc/experts', body, as(user)), expertRanking).list;
  const matchList = async () =>
    dataOf(await post(server(), '/tj/expert/match/list', { sport: 'football' }), matchTipsList).list;
  const publish = async (user: TestUser, body: Record<string, unknown>) =>
    dataOf(
      await post(server(), '/tj/recommend/publish', { analysis: ANALYSIS, price: 0, ...body }, { token: user.token }),
      tipItem,
    );
  const follow = async (user: TestUser, eid: number, value: 0 | 1, s = server()) =>
    dataOf(await post(s, '/follow', { eid, follow: value }, { token: user.token }), expertFollowResult);
  const buy = async (user: TestUser, code: string, s = server()) =>
    dataOf(await post(s, '/tj/recommend/buy', { code }, { token: user.token }), tipBuyResult);
  const tipIn = (tips: TipItem[], code: string) => tips.find((tip) => tip.code === code);

  const cached = <T>(read: () => Promise<T>) => readFromMemory(server(), read);

  /** A certified fan who is an expert of level 2, where priced tips unlock (its record's own tests are elsewhere). */
  async function pricedExpert(s: TestServer) {
    const expert = await certifiedUser(s);
    const first = await publish(expert, {
      matchId: (await pushMatch(s, FAR_MINUTES)).id,
      market: 'euro',
      pick: 'home',
    });
    await s.database.db.updateTable('experts').set({ level: 2 }).where('id', '=', first.expert.id).execute();
    return { expert, eid: first.expert.id };
  }

  async function fanWithCoins(s: TestServer) {
    const fan = await walletUser(s);
    await post(s, '/user/wallet/recharge', { packageId: 'p6', requestId: randomUUID() }, { token: fan.token });
    return fan;
  }

  it('shows a published tip at once: in the lists, the match list, the head, and as the author’s own', async () => {
    const s = await ready();
    const expert = await certifiedUser(s);
    const first = await pushMatch(s, FAR_MINUTES);
    const second = await pushMatch(s, FAR_MINUTES + 30);
    // Before the fan's first tip they are no expert: their own parts are cached without one.
    expect(await cached(() => latest(first.id, expert))).toEqual([]);
    const tip = await publish(expert, { matchId: first.id, market: 'asia', pick: 'home' });
    expect(tipIn(await latest(first.id, expert), tip.code)).toMatchObject({ mine: true });
    expect(tipIn(await latest(first.id), tip.code)).toMatchObject({ mine: false });

    const eid = tip.expert.id;
    expect((await cached(() => head(eid))).tipCount).toBe(1);
    expect(await cached(() => rec(eid))).toHaveLength(1);
    expect(await cached(() => latest(second.id))).toEqual([]);
    expect((await cached(matchList)).find((row) => row.id === second.id)).toBeUndefined();

    const next = await publish(expert, { matchId: second.id, market: 'total', pick: 'over' });
    expect((await head(eid)).tipCount).toBe(2);
    expect((await rec(eid)).map((t) => t.code)).toEqual([next.code, tip.code]);
    expect((await latest(second.id)).map((t) => t.code)).toEqual([next.code]);
    expect((await matchList()).find((row) => row.id === second.id)?.tipCount).toBe(1);
  });

  it('shows its match’s state and score as they change', async () => {
    const s = await ready();
    const expert = await certifiedUser(s);
    const match = await pushMatch(s, FAR_MINUTES);
    const tip = await publish(expert, { matchId: match.id, market: 'euro', pick: 'draw' });
    expect((await cached(() => detail(tip.code))).match.score).toEqual([0, 0]);
    expect(tipIn(await cached(() => latest(match.id)), tip.code)?.match.state).toBe(FootballStatus.notStarted);
    await s.ingest.ingest([match.events.state(FootballStatus.firstHalf), match.events.score([1, 0])]);
    expect((await detail(tip.code)).match).toMatchObject({ state: FootballStatus.firstHalf, score: [1, 0] });
    expect(tipIn(await latest(match.id), tip.code)?.match.score).toEqual([1, 0]);
  });

  it('shows a purchase at once: the buyer count to all, the pick to the buyer', async () => {
    const s = await ready();
    const { expert, eid } = await pricedExpert(s);
    const match = await pushMatch(s, FAR_MINUTES);
    const tip = await publish(expert, { matchId: match.id, market: 'asia', pick: 'away', price: 20 });
    const buyer = await fanWithCoins(s);
    expect(await cached(() => detail(tip.code))).toMatchObject({ buyers: 0, ...LOCKED });
    expect(await cached(() => detail(tip.code, buyer))).toMatchObject({ buyers: 0, ...LOCKED });
    expect(tipIn(await cached(() => latest(match.id, buyer)), tip.code)).toMatchObject(LOCKED);
    expect(tipIn(await cached(() => rec(eid)), tip.code)?.buyers).toBe(0);

    expect((await buy(buyer, tip.code)).balance).toBe(40);
    const open = { buyers: 1, locked: false, bought: true, pick: 'away', odds: 1.98, analysis: ANALYSIS };
    expect(await detail(tip.code, buyer)).toMatchObject(open);
    expect(tipIn(await latest(match.id, buyer), tip.code)).toMatchObject(open);
    expect(tipIn(await rec(eid, buyer), tip.code)).toMatchObject(open);
    expect(await detail(tip.code)).toMatchObject({ buyers: 1, ...LOCKED });
    expect(tipIn(await rec(eid), tip.code)).toMatchObject({ buyers: 1, ...LOCKED });
  });

  it('never shows a locked pick to a guest or a fan who did not buy it, even after a buyer’s read was cached', async () => {
    const s = await ready();
    const { expert, eid } = await pricedExpert(s);
    const match = await pushMatch(s, FAR_MINUTES);
    const tip = await publish(expert, { matchId: match.id, market: 'total', pick: 'under', price: 20 });
    const buyer = await fanWithCoins(s);
    const other = await fanWithCoins(s);
    await buy(buyer, tip.code);

    const reads: ((user?: TestUser) => Promise<TipItem | undefined>)[] = [
      (user) => detail(tip.code, user),
      async (user) => tipIn(await latest(match.id, user), tip.code),
      async (user) => tipIn(await rec(eid, user), tip.code),
    ];
    const strangers = [undefined, other, { ...other, token: 'not-a-session' }];
    for (const read of reads) {
      // The buyer reads first, so what the others get is what the buyer's read left in memory.
      expect(await read(buyer)).toMatchObject({ locked: false, bought: true, analysis: ANALYSIS });
      for (const stranger of strangers) {
        expect(await read(stranger)).toMatchObject(LOCKED);
        expect(await cached(() => read(stranger))).toMatchObject(LOCKED);
      }
      expect(await read(expert)).toMatchObject({ locked: false, mine: true, analysis: ANALYSIS });
    }
    const guestBytes = await (await fetch(`${s.url}/tj/recommend/${tip.code}?platform=1`)).text();
    expect(guestBytes).not.toContain(ANALYSIS);
    expect(guestBytes).toContain('"pick":null');
  });

  it('shows a follow at once: the follower count to all, the star to the fan', async () => {
    const s = await ready();
    const { expert, eid } = await pricedExpert(s);
    const match = await pushMatch(s, FAR_MINUTES);
    const tip = await publish(expert, { matchId: match.id, market: 'euro', pick: 'away' });
    const fan = await walletUser(s);
    expect((await cached(() => head(eid))).followers).toBe(0);
    expect((await cached(() => head(eid, fan))).expert.follow).toBe(0);
    expect(tipIn(await cached(() => latest(match.id, fan)), tip.code)?.expert.follow).toBe(0);

    await follow(fan, eid, 1);
    expect(await head(eid)).toMatchObject({ followers: 1, expert: { follow: 0 } });
    expect(await head(eid, fan)).toMatchObject({ followers: 1, expert: { follow: 1 } });
    expect(tipIn(await latest(match.id, fan), tip.code)?.expert.follow).toBe(1);
    expect((await detail(tip.code, fan)).expert.follow).toBe(1);
    expect(tipIn(await latest(match.id), tip.code)?.expert.follow).toBe(0);

    await follow(fan, eid, 0);
    expect(await head(eid, fan)).toMatchObject({ followers: 0, expert: { follow: 0 } });
    expect(tipIn(await latest(match.id, fan), tip.code)?.expert.follow).toBe(0);
  });

  // Two instances share a database only on PostgreSQL; SQLite's file is one instance's own.
  it.runIf(backend.redisUrl)('shows a write on one instance in the other instance’s cached reads', async () => {
    const a = await ready();
    const b = await startTestServer(backend, { shareWith: a });
    b.clock.now = a.clock.now;
    try {
      const { expert, eid } = await pricedExpert(a);
      const match = await pushMatch(a, FAR_MINUTES);
      const tip = await publish(expert, { matchId: match.id, market: 'asia', pick: 'home', price: 20 });
      const fan = await fanWithCoins(a);
      const onB = async <T>(read: () => Promise<T>) => {
        await read();
        return read();
      };
      expect((await onB(() => head(eid, undefined, b))).followers).toBe(0);
      expect(await onB(() => detail(tip.code, undefined, b))).toMatchObject({ buyers: 0 });
      expect(await onB(() => detail(tip.code, fan, b))).toMatchObject(LOCKED);
      expect(await onB(() => latest(match.id, undefined, b))).toHaveLength(1);

      await follow(fan, eid, 1, a);
      await eventually(async () => (await head(eid, undefined, b)).followers === 1, BUS_WAIT_MS);
      expect((await head(eid, fan, b)).expert.follow).toBe(1);

      await buy(fan, tip.code, a);
      await eventually(async () => (await detail(tip.code, undefined, b)).buyers === 1, BUS_WAIT_MS);
      expect(await detail(tip.code, undefined, b)).toMatchObject(LOCKED);
      expect(await detail(tip.code, fan, b)).toMatchObject({ locked: false, bought: true, analysis: ANALYSIS });

      await publish(expert, { matchId: match.id, market: 'total', pick: 'over' });
      await eventually(async () => (await latest(match.id, undefined, b)).length === 2, BUS_WAIT_MS);
    } finally {
      await b.close();
    }
  });

  it('shows a settlement at once: outcomes, the record, the ranking and the match list', async () => {
    const s = await ready();
    const expert = await certifiedUser(s);
    const match = await pushMatch(s, FAR_MINUTES);
    const euro = await publish(expert, { matchId: match.id, market: 'euro', pick: 'home' });
    const total = await publish(expert, { matchId: match.id, market: 'total', pick: 'over' });
    const eid = euro.expert.id;
    const fan = await walletUser(s);
    await follow(fan, eid, 1);
    expect((await cached(() => detail(euro.code))).outcome).toBeNull();
    expect((await cached(() => head(eid))).records.d30.settled).toBe(0);
    expect((await cached(() => rec(eid))).map((t) => t.outcome)).toEqual([null, null]);
    expect(await cached(() => ranking({ window: 7, attention: 1 }, fan))).toEqual([]);
    expect((await cached(() => ranking({ window: 7 }))).find((row) => row.expert.id === eid)).toBeUndefined();
    expect((await cached(matchList)).find((row) => row.id === match.id)?.tipCount).toBe(2);

    await endMatch(s, match, [1, 0]);
    // The head moves with settlement alone: once it shows, every read that shows a tip was told.
    await eventually(async () => (await head(eid)).records.d30.settled === 2, SETTLE_WAIT_MS);
    expect(await detail(euro.code)).toMatchObject({ outcome: 'win', match: { score: [1, 0] } });
    expect((await rec(eid)).map((t) => [t.code, t.outcome])).toEqual([
      [total.code, 'loss'],
      [euro.code, 'win'],
    ]);
    // A 模拟专家 may have written its 回溯 tips on the finished match by now.
    const ours = (await latest(match.id)).filter((t) => t.expert.id === eid);
    expect(ours.map((t) => t.outcome).sort()).toEqual(['loss', 'win']);
    expect((await ranking({ window: 7 })).find((row) => row.expert.id === eid)?.record.hits).toBe(1);
    expect((await ranking({ window: 7, attention: 1 }, fan)).map((row) => [row.rank, row.expert.id])).toEqual([
      [1, eid],
    ]);
    expect((await matchList()).find((row) => row.id === match.id)).toBeUndefined();
  });
});
