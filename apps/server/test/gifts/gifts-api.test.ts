import {
  giftCatalogue,
  giftEvent,
  giftRanking,
  giftSendResult,
  nobleBuyResult,
  nobleOverview,
  walletBalances,
} from '@kanqiu/contract';
import { Code, NOBLE_PERIOD_SECONDS } from '@kanqiu/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, get, loginWithPassword, post, type TestUser } from '../support/api';
import { eventually, openHubClient } from '../support/hub-client';
import { expectDocumented } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { certifiedUser, openRoom } from '../rooms/room-fixtures';
import { ledgerAudit, walletUser } from '../wallet/wallet-fixtures';

const giftRoutes = [
  ['GET', '/vlive/gift/list'],
  ['POST', '/vlive/gift/send'],
  ['GET', '/vlive/room/{id}/rank'],
  ['GET', '/vlive/noble'],
  ['POST', '/vlive/noble/buy'],
] as const;

describe.each(backends())('gifts and nobles on $name', (backend) => {
  const server = useTestServer(backend, { env: { DEMO_STREAMS: '1' } });

  const coins = async (token: string) => dataOf(await get(server(), '/user/wallet', { token }), walletBalances).coin;
  const recharge = (user: TestUser, packageId: string) =>
    post(server(), '/user/wallet/recharge', { packageId, requestId: randomUUID() }, { token: user.token });
  const send = (user: TestUser, body: Record<string, unknown>) =>
    post(server(), '/vlive/gift/send', { count: 1, clientId: randomUUID(), ...body }, { token: user.token });
  const buy = (user: TestUser, tierId: string, requestId = randomUUID()) =>
    post(server(), '/vlive/noble/buy', { tierId, requestId }, { token: user.token });
  const anchorRoom = async () => {
    const anchor = await certifiedUser(server());
    const { room } = await openRoom(server(), anchor.token, { title: '周末看球', category: 1 });
    return { anchor, roomId: room!.id };
  };
  const demoRoomId = async () =>
    (await server().database.db.selectFrom('rooms').select('id').where('demo', '=', 1).executeTakeFirstOrThrow()).id;

  it('lists the catalogue to guests without balances, and with them to a fan', async () => {
    const guest = dataOf(await get(server(), '/vlive/gift/list'), giftCatalogue);
    expect(guest.balances).toBeNull();
    expect(guest.list.map((g) => g.name)).toEqual(['点赞', '哨子', '球衣', '金球', '奖杯', '火箭']);
    const fan = await walletUser(server());
    await recharge(fan, 'p6');
    const signedIn = dataOf(await get(server(), '/vlive/gift/list', { token: fan.token }), giftCatalogue);
    expect(signedIn.balances).toEqual({ coin: 60, point: 0 });
    expect(signedIn.list.every((g) => g.price === g.listPrice)).toBe(true);
  });

  it('sends a gift once per client id, credits the anchor and tells the room', async () => {
    const { anchor, roomId } = await anchorRoom();
    const fan = await walletUser(server());
    await recharge(fan, 'p30');
    const socket = await openHubClient(server());
    socket.send({ op: 'subscribe', topics: [`room:${roomId}`] });
    await socket.next('subscribed');

    const clientId = randomUUID();
    const [a, b] = await Promise.all([
      send(fan, { roomId, giftId: 'jersey', count: 2, clientId }),
      send(fan, { roomId, giftId: 'jersey', count: 2, clientId }),
    ]);
    const [first, second] = [dataOf(a, giftSendResult), dataOf(b, giftSendResult)];
    expect(first.gift.id).toBe(second.gift.id);
    expect([first.replayed, second.replayed].toSorted()).toEqual([false, true]);
    expect(first.gift).toMatchObject({ giftName: '球衣', count: 2, coins: 132, size: 'medium', roomId });
    expect(await coins(fan.token)).toBe(300 - 132);
    expect(await coins(anchor.token)).toBe(132);

    // The same client id for another gift is not a silent replay.
    expect((await send(fan, { roomId, giftId: 'ball', clientId })).code).toBe(Code.idempotencyKeyReused);

    const gifts = () =>
      socket.received.flatMap((m) =>
        m.op === 'diff' && m.topic === `room:${roomId}` ? [giftEvent.parse(m.data)] : [],
      );
    await eventually(() => gifts().length === 1);
    expect(gifts()[0]).toEqual(first.gift);
    socket.socket.close();
  });

  it('sends a count from the picker as one ledger debit of price × count', async () => {
    const { anchor, roomId } = await anchorRoom();
    const fan = await walletUser(server());
    await recharge(fan, 'p98');
    const sent = dataOf(await send(fan, { roomId, giftId: 'like', count: 520 }), giftSendResult);
    expect(sent.gift).toMatchObject({ giftName: '点赞', count: 520, coins: 520 });
    expect(sent.balance).toBe(980 - 520);
    expect(await coins(anchor.token)).toBe(520);
    // 1314 rockets is allowed as a count, refused for the balance alone.
    expect((await send(fan, { roomId, giftId: 'rocket', count: 1314 })).code).toBe(Code.insufficientBalance);
    expect(await coins(fan.token)).toBe(460);
  });

  it('refuses a gift the balance does not cover, with the code and nothing debited', async () => {
    const { roomId } = await anchorRoom();
    const fan = await walletUser(server());
    await recharge(fan, 'p6');
    const reply = await send(fan, { roomId, giftId: 'rocket' });
    expect(reply).toMatchObject({ status: 200, code: Code.insufficientBalance, msg: '余额不足', data: null });
    expect(await coins(fan.token)).toBe(60);
    expect((await ledgerAudit(server().database.db)).lowest).toBeGreaterThanOrEqual(0);
  });

  it('keeps 50 concurrent gifts against one balance from going below zero', async () => {
    const { roomId } = await anchorRoom();
    const fan = await walletUser(server());
    await recharge(fan, 'p30');
    const replies = await Promise.all(Array.from({ length: 50 }, () => send(fan, { roomId, giftId: 'whistle' })));
    const sent = replies.filter((r) => r.code === Code.ok).length;
    expect(sent).toBe(30);
    expect(replies.filter((r) => r.code === Code.insufficientBalance)).toHaveLength(20);
    expect(await coins(fan.token)).toBe(0);
  });

  it('refuses a gift to one’s own room, an unknown room and bad input, and asks guests to log in', async () => {
    const { anchor, roomId } = await anchorRoom();
    await recharge(anchor, 'p6');
    expect((await send(anchor, { roomId, giftId: 'like' })).code).toBe(Code.giftToOwnRoom);
    const fan = await walletUser(server());
    expect((await send(fan, { roomId: 999_999, giftId: 'like' })).code).toBe(Code.notFound);
    expect(await send(fan, { roomId, giftId: 'car' })).toMatchObject({ status: 400, code: Code.validationFailed });
    expect((await send(fan, { roomId, giftId: 'like', count: 1315 })).msg).toContain('数量需为 1–1314');
    expect((await post(server(), '/vlive/gift/send', { roomId, giftId: 'like', clientId: randomUUID() })).code).toBe(
      Code.noToken,
    );
  });

  it('lists a room’s latest supporters without amounts, and a demo room takes gifts with no anchor to credit', async () => {
    const roomId = await demoRoomId();
    const [big, small] = [await walletUser(server()), await walletUser(server())];
    await recharge(big, 'p98');
    await recharge(small, 'p30');
    await send(small, { roomId, giftId: 'ball' });
    server().clock.advance(5);
    await send(big, { roomId, giftId: 'trophy' });
    server().clock.advance(5);
    await send(small, { roomId, giftId: 'jersey' });
    const ranking = dataOf(await get(server(), `/vlive/room/${roomId}/rank`), giftRanking);
    // The one who gave less but last comes first; no coins are shown.
    expect(ranking.list.map((row) => [row.rank, row.userId])).toEqual([
      [1, small.id],
      [2, big.id],
    ]);
    expect(JSON.stringify(ranking)).not.toMatch(/coins/i);
    expect(await coins(big.token)).toBe(980 - 520);
    expect((await get(server(), '/vlive/room/999999/rank')).code).toBe(Code.notFound);
  });

  it('buys, renews and upgrades a noble tier through the ledger, and it lapses at its expiry', async () => {
    const fan = await walletUser(server());
    await recharge(fan, 'p648');
    await recharge(fan, 'p648');
    const start = server().clock.now;
    const requestId = randomUUID();
    const bought = await buy(fan, 'knight', requestId);
    expect(bought.msg).toBe('开通成功');
    expect(dataOf(bought, nobleBuyResult)).toMatchObject({
      kind: 'new',
      mine: { tierId: 'knight', expiresAt: start + NOBLE_PERIOD_SECONDS, daysLeft: 30 },
      balance: 12960 - 300,
      replayed: false,
    });
    expect(dataOf(await buy(fan, 'knight', requestId), nobleBuyResult)).toMatchObject({ replayed: true });
    expect((await buy(fan, 'earl', requestId)).code).toBe(Code.idempotencyKeyReused);

    server().clock.advance(10 * 86_400);
    const renewed = dataOf(await buy(fan, 'knight'), nobleBuyResult);
    expect(renewed).toMatchObject({
      kind: 'renew',
      mine: { expiresAt: start + 2 * NOBLE_PERIOD_SECONDS, daysLeft: 50 },
    });
    const upgraded = dataOf(await buy(fan, 'earl'), nobleBuyResult);
    expect(upgraded).toMatchObject({ kind: 'upgrade', mine: { tierId: 'earl', daysLeft: 80 } });
    expect(await buy(fan, 'viscount')).toMatchObject({
      code: Code.nobleDowngrade,
      msg: '当前爵位有效期内不能购买更低的爵位',
    });
    expect(await coins(fan.token)).toBe(12960 - 300 - 300 - 3000);

    // 伯爵 takes 4% off gifts.
    const catalogue = dataOf(await get(server(), '/vlive/gift/list', { token: fan.token }), giftCatalogue);
    expect(catalogue.nobleTierId).toBe('earl');
    expect(catalogue.list.find((g) => g.id === 'ball')).toMatchObject({ listPrice: 188, price: 180 });
    const { roomId } = await anchorRoom();
    expect(dataOf(await send(fan, { roomId, giftId: 'ball' }), giftSendResult).gift).toMatchObject({
      coins: 180,
      sender: { nobleTierId: 'earl' },
    });

    server().clock.advance(80 * 86_400);
    // The session has lapsed too by then: log in again.
    const { token } = dataOf(
      await loginWithPassword(server(), fan.phone, fan.password),
      z.object({ token: z.string() }),
    );
    const lapsed = dataOf(await get(server(), '/vlive/noble', { token }), nobleOverview);
    expect(lapsed.mine).toBeNull();
    expect(dataOf(await buy({ ...fan, token }, 'viscount'), nobleBuyResult).kind).toBe('new');
  });

  it('counts every one of several renewals paid at once', async () => {
    const fan = await walletUser(server());
    await recharge(fan, 'p648');
    const start = server().clock.now;
    const replies = await Promise.all(Array.from({ length: 4 }, () => buy(fan, 'knight')));
    expect(replies.map((r) => r.code)).toEqual([Code.ok, Code.ok, Code.ok, Code.ok]);
    const overview = dataOf(await get(server(), '/vlive/noble', { token: fan.token }), nobleOverview);
    expect(overview.mine).toMatchObject({ tierId: 'knight', expiresAt: start + 4 * NOBLE_PERIOD_SECONDS });
    expect(overview.coinBalance).toBe(6480 - 4 * 300);
  });

  it('refuses a tier the balance does not cover', async () => {
    const fan = await walletUser(server());
    await recharge(fan, 'p6');
    expect((await buy(fan, 'knight')).code).toBe(Code.insufficientBalance);
    const overview = dataOf(await get(server(), '/vlive/noble', { token: fan.token }), nobleOverview);
    expect(overview).toMatchObject({ mine: null, coinBalance: 60, periodDays: 30 });
    expect(overview.tiers).toHaveLength(7);
    expect((await post(server(), '/vlive/noble/buy', { tierId: 'king', requestId: randomUUID() })).code).toBe(
      Code.noToken,
    );
  });

  it('lists every route in OpenAPI with a Chinese summary, and in docs/api.md', async () => {
    await expectDocumented(server(), giftRoutes, /^gifts$/);
  });
});
