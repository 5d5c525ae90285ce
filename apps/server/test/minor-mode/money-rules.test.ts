import { randomUUID } from 'node:crypto';
import { drawResult, spendingLimits, walletBalances, wheelOverview } from '@kanqiu/contract';
import { Code, DRAW_COST_POINTS, slotOf } from '@kanqiu/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser, type TestUser } from '../support/api';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { givePoints as givePointsTo, walletUser } from '../wallet/wallet-fixtures';

/** The operator's limits this server runs with (coins): a trophy (520) needs confirming, two pass a day. */
const limits = { perGift: 600, perDay: 1100, perMonth: 1700, confirmAbove: 500 };
const env = {
  SPEND_LIMIT_PER_GIFT: String(limits.perGift),
  SPEND_LIMIT_PER_DAY: String(limits.perDay),
  SPEND_LIMIT_PER_MONTH: String(limits.perMonth),
  SPEND_CONFIRM_ABOVE: String(limits.confirmAbove),
};
const confirmed = { 'x-kq-spend-confirmed': '1' };

/** Noon, Beijing time, on the 10th of the month after the clock's: days can pass without leaving the month. */
function moveToTenthOfNextMonth(server: TestServer) {
  const now = new Date((server.clock.now + 8 * 3600) * 1000);
  const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10, 4) / 1000;
  server.clock.advance(target - server.clock.now);
}

describe.each(backends())('the money rules of a live platform on $name', (backend) => {
  const server = useTestServer(backend, { env });
  let roomId: number;

  const recharge = (user: TestUser) =>
    post(server(), '/user/wallet/recharge', { packageId: 'p98', requestId: randomUUID() }, { token: user.token });
  const gift = (user: TestUser, giftId: string, count = 1, headers: Record<string, string> = {}) =>
    post(
      server(),
      '/vlive/gift/send',
      { roomId, giftId, count, clientId: randomUUID() },
      { token: user.token, headers },
    );
  const balances = async (user: TestUser) =>
    dataOf(await get(server(), '/user/wallet', { token: user.token }), walletBalances);
  const coins = async (user: TestUser) => (await balances(user)).coin;

  beforeAll(async () => {
    moveToTenthOfNextMonth(server());
    const rooms = await get(server(), '/vlive/room/list', { query: { type: '0' } });
    roomId = (rooms.data as { list: { id: number }[] }).list[0]!.id;
  });

  it('takes money only from a certified adult: the uncertified and minors are refused with a way to certify', async () => {
    const uncertified = await registerUser(server());
    const minor = await walletUser(server(), { birthDate: '2012-06-01' });
    for (const fan of [uncertified, minor]) {
      const refused = await recharge(fan);
      expect(refused.code).toBe(Code.adultRequired);
      expect(refused.msg).toContain('实名认证');
      expect((await gift(fan, 'like')).code).toBe(Code.adultRequired);
      expect(
        (await post(server(), '/vlive/noble/buy', { tierId: 'knight', requestId: randomUUID() }, { token: fan.token }))
          .code,
      ).toBe(Code.adultRequired);
      expect(await coins(fan)).toBe(0);
    }
    expect((await recharge(await walletUser(server()))).code).toBe(Code.ok);
  });

  it('asks to confirm a large gift and keeps every spend under the limits per gift, per day and per month', async () => {
    const fan = await walletUser(server());
    await recharge(fan);
    await recharge(fan);
    expect((await gift(fan, 'jersey', 10, confirmed)).code).toBe(Code.spendOverGiftLimit);
    expect((await gift(fan, 'trophy')).code).toBe(Code.spendNeedsConfirmation);
    expect((await gift(fan, 'trophy', 1, confirmed)).code).toBe(Code.ok);
    expect((await gift(fan, 'trophy', 1, confirmed)).code).toBe(Code.ok);
    expect((await gift(fan, 'jersey', 1, confirmed)).code).toBe(Code.spendOverDayLimit);
    server().clock.advance(24 * 3600);
    expect((await gift(fan, 'trophy', 1, confirmed)).code).toBe(Code.ok);
    expect((await gift(fan, 'ball', 1, confirmed)).code).toBe(Code.spendOverMonthLimit);
    expect(await coins(fan)).toBe(2 * 980 - 3 * 520);
    expect(dataOf(await get(server(), '/spending/limits'), spendingLimits)).toEqual(limits);
  });

  it('lets 50 gifts sent at once near the daily limit spend no more than the limit', async () => {
    moveToTenthOfNextMonth(server());
    const fan = await walletUser(server());
    await recharge(fan);
    await recharge(fan);
    expect((await gift(fan, 'trophy', 1, confirmed)).code).toBe(Code.ok);
    expect((await gift(fan, 'trophy', 1, confirmed)).code).toBe(Code.ok);
    const replies = await Promise.all(Array.from({ length: 50 }, () => gift(fan, 'whistle')));
    const passed = replies.filter((reply) => reply.code === Code.ok).length;
    expect(replies.every((reply) => reply.code === Code.ok || reply.code === Code.spendOverDayLimit)).toBe(true);
    expect(passed).toBe((limits.perDay - 2 * 520) / 10);
    expect(await coins(fan)).toBe(2 * 980 - limits.perDay);
  });

  it('never lets a spend past a limit, a minor spend, or a balance go negative, whatever the fans try', async () => {
    const giftPrices = { like: 1, whistle: 10, jersey: 66, ball: 188, trophy: 520, rocket: 1314 } as const;
    const attempt = fc.record({
      giftId: fc.constantFrom(...(Object.keys(giftPrices) as (keyof typeof giftPrices)[])),
      count: fc.integer({ min: 1, max: 3 }),
      confirm: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(attempt, { minLength: 1, maxLength: 6 }), async (attempts) => {
        moveToTenthOfNextMonth(server());
        const [adult, minor] = [await walletUser(server()), await walletUser(server(), { birthDate: '2013-01-01' })];
        await recharge(adult);
        let spentToday = 0;
        for (const { giftId, count, confirm } of attempts) {
          const price = giftPrices[giftId] * count;
          const reply = await gift(adult, giftId, count, confirm ? confirmed : {});
          if (reply.code === Code.ok) {
            spentToday += price;
            expect(price).toBeLessThanOrEqual(limits.perGift);
            expect(confirm || price <= limits.confirmAbove).toBe(true);
          }
          expect(spentToday).toBeLessThanOrEqual(limits.perDay);
          expect(await coins(adult)).toBeGreaterThanOrEqual(0);
          expect((await gift(minor, giftId, count, confirmed)).code).toBe(Code.adultRequired);
        }
        expect(await coins(adult)).toBe(980 - spentToday);
      }),
      { numRuns: 8 },
    );
  });

  it('never sells points, turns points into coins, takes coins for a draw, or draws off the published odds', async () => {
    const wheel = dataOf(await get(server(), '/activity/lottery'), wheelOverview);
    expect(wheel.prizes.map((prize) => prize.kind as string)).not.toContain('coin');
    const publishedWeights = wheel.prizes.map((prize) => prize.weight);
    const givePoints = (user: { id: number }, amount: number) => givePointsTo(server(), user, amount);
    const draw = (user: TestUser, body: Record<string, unknown> = {}) =>
      post(server(), '/activity/lottery/draw', { requestId: randomUUID(), ...body }, { token: user.token });
    const attempt = fc.oneof(
      fc.record({ kind: fc.constant('recharge' as const), currency: fc.constantFrom('coin', 'point', undefined) }),
      fc.record({ kind: fc.constant('drawWithCoins' as const), currency: fc.constantFrom('coin', 'COIN', 'gold') }),
      fc.record({ kind: fc.constant('guessWithCoins' as const), stake: fc.integer({ min: 10, max: 500 }) }),
      fc.record({ kind: fc.constant('draw' as const), clientSeed: fc.stringMatching(/^[0-9a-f]{8,16}$/) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(attempt, { minLength: 1, maxLength: 5 }), fc.boolean(), async (attempts, hasPoints) => {
        const fan = await walletUser(server());
        await recharge(fan);
        if (hasPoints) await givePoints(fan, 5 * DRAW_COST_POINTS);
        for (const step of attempts) {
          const before = await balances(fan);
          if (step.kind === 'recharge') {
            const body = { packageId: 'p98', requestId: randomUUID(), currency: step.currency };
            await post(server(), '/user/wallet/recharge', body, { token: fan.token });
            expect((await balances(fan)).point).toBe(before.point);
          } else if (step.kind === 'drawWithCoins') {
            expect((await draw(fan, { currency: step.currency })).code).not.toBe(Code.ok);
            expect(await balances(fan)).toEqual(before);
          } else if (step.kind === 'guessWithCoins') {
            const body = { matchId: 1, market: 'result', selection: 'home', stake: step.stake, currency: 'coin' };
            const reply = await post(
              server(),
              '/activity/guess',
              { ...body, requestId: randomUUID() },
              { token: fan.token },
            );
            expect(reply.code).toBe(Code.pointsOnly);
            expect(await balances(fan)).toEqual(before);
          } else {
            await post(server(), '/activity/lottery/seed', { clientSeed: step.clientSeed }, { token: fan.token });
            const reply = await draw(fan);
            if (before.point < DRAW_COST_POINTS) expect(reply.code).toBe(Code.pointsInsufficient);
            else {
              const { draw: drawn } = dataOf(reply, drawResult);
              expect(drawn.slotId).toBe(wheel.prizes[slotOf(drawn.unit, publishedWeights)]?.id);
            }
            const after = await balances(fan);
            expect(after.coin).toBe(before.coin);
            expect(after.point).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 10 },
    );
    expect((await draw(await walletUser(server()), { currency: 'coin' })).code).toBe(Code.pointsOnly);
  });
});
