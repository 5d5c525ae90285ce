import {
  activityMe,
  addressList,
  drawPage,
  drawRecord,
  drawResult,
  guessCards,
  guessPage,
  guessPlaced,
  operateConfig,
  prizeTable,
  rankBoard,
  roundRevealed,
  shippingAddress,
  signInOutcome,
  walletBalances,
  wheelOverview,
} from '@kanqiu/contract';
import { Code, drawUnit, FootballStatus, IncidentType, roundSeedHash } from '@kanqiu/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post, type TestUser } from '../support/api';
import { seedFootballReference } from '../support/football-fixtures';
import { eventually } from '../support/hub-client';
import { apiDoc, expectInOpenApi } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { givePoints as givePointsTo, ledgerAudit, walletUser } from '../wallet/wallet-fixtures';
import { finish, pricedMatch } from './activity-fixtures';

const activityRoutes = [
  ['GET', '/tj/operate/config'],
  ['GET', '/activity/me'],
  ['POST', '/activity/reg/sign'],
  ['GET', '/activity/rule'],
  ['GET', '/activity/guess/cards'],
  ['POST', '/activity/guess'],
  ['GET', '/activity/history/guess'],
  ['GET', '/activity/history/draw'],
  ['GET', '/activity/lottery'],
  ['POST', '/activity/lottery/draw'],
  ['POST', '/activity/lottery/reveal'],
  ['POST', '/activity/lottery/seed'],
  ['GET', '/activity/rank'],
  ['GET', '/activity/address/list'],
  ['POST', '/activity/address/save'],
  ['POST', '/activity/address/default'],
  ['POST', '/activity/address/delete'],
  ['POST', '/activity/prize/claim'],
  ['POST', '/admin/activity/ship'],
  ['POST', '/admin/activity/prizes'],
] as const;

const ADMIN_TOKEN = 'activity-operator-token-0123456789';
const DAY = 86_400;

describe.each(backends())('activity on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN } });
  beforeAll(() => seedFootballReference(server()));

  const points = async (user: TestUser) =>
    dataOf(await get(server(), '/user/wallet', { token: user.token }), walletBalances).point;
  const givePoints = (user: { id: number }, amount: number) => givePointsTo(server(), user, amount);
  const guess = (user: TestUser, body: Record<string, unknown>) =>
    post(server(), '/activity/guess', { requestId: randomUUID(), ...body }, { token: user.token });
  const draw = (user: TestUser, requestId = randomUUID()) =>
    post(server(), '/activity/lottery/draw', { requestId }, { token: user.token });
  const saveAddress = (user: TestUser, body: Record<string, unknown>) =>
    post(
      server(),
      '/activity/address/save',
      { name: '张伟', phone: '13812345678', areaCode: '110105', street: '建国路 88 号 SOHO 现代城 2 号楼', ...body },
      { token: user.token },
    );

  it('serves the campaign config for platform 4, channel 4 only', async () => {
    const config = dataOf(
      await get(server(), '/tj/operate/config', { query: { platform: '4', channelId: '4' } }),
      operateConfig,
    );
    expect(config.campaign.title).toMatch(/^\d{1,2}月看球嘉年华$/);
    expect(config.entries.map((e) => e.path)).toContain('/activity/lottery');
    expect(config.limits).toMatchObject({ minStake: 10, maxStake: 500, drawCost: 20 });
    const other = await get(server(), '/tj/operate/config', { query: { platform: '1', channelId: '4' } });
    expect(other.code).toBe(Code.notFound);
  });

  it('signs in once per Beijing day, with a streak bonus on the next day', async () => {
    const fan = await walletUser(server());
    const first = dataOf(await post(server(), '/activity/reg/sign', {}, { token: fan.token }), signInOutcome);
    expect(first).toMatchObject({ points: 10, bonus: 0, streak: 1, balance: 10, alreadySignedIn: false });
    const again = dataOf(await post(server(), '/activity/reg/sign', {}, { token: fan.token }), signInOutcome);
    expect(again).toMatchObject({ streak: 1, balance: 10, alreadySignedIn: true });
    expect(await points(fan)).toBe(10);

    server().clock.advance(DAY);
    const next = dataOf(await post(server(), '/activity/reg/sign', {}, { token: fan.token }), signInOutcome);
    expect(next).toMatchObject({ points: 10, bonus: 2, streak: 2, balance: 22, alreadySignedIn: false });
    const me = dataOf(await get(server(), '/activity/me', { token: fan.token }), activityMe);
    expect(me).toMatchObject({ joined: true, points: 22, streak: 2, signedToday: true });
  });

  it('shows the priced upcoming match as a card and refuses a guess after kick-off', async () => {
    const upcoming = await pricedMatch(server(), server().clock.now + 3 * 3600);
    const started = await pricedMatch(server(), server().clock.now - 60);
    const cards = dataOf(await get(server(), '/activity/guess/cards'), guessCards).list;
    const card = cards.find((c) => c.matchId === upcoming.id);
    expect(card?.markets.map((m) => [m.market, m.name])).toEqual([
      ['result', '胜平负'],
      ['jcRq', '让球'],
      ['total', '大小球'],
    ]);
    expect(card?.markets[0]?.prices.map((p) => p.odds)).toEqual([2.1, 3.4, 3.3]);
    // 让球胜平负 on the 竞彩 handicap and SP, not the asian line.
    expect(card?.markets[1]?.prices.map((p) => [p.name, p.odds, p.line])).toEqual([
      ['让主胜（-1）', 3.7, -1],
      ['让平局（-1）', 3.5, -1],
      ['让客胜（-1）', 1.7, -1],
    ]);

    expect(cards.some((c) => c.matchId === started.id)).toBe(false);
    const later = await pricedMatch(server(), server().clock.now + 30 * 3600);
    const query = { matchId: String(later.id) };
    const led = dataOf(await get(server(), '/activity/guess/cards', { query }), guessCards).list;
    expect(led[0]?.matchId).toBe(later.id);
    expect(led.filter((c) => c.matchId === later.id)).toHaveLength(1);

    const fan = await walletUser(server());
    await givePoints(fan, 100);
    const late = await guess(fan, { matchId: started.id, market: 'result', selection: 'home', stake: 50 });
    expect(late.code).toBe(Code.guessClosed);
    const tooBig = await guess(fan, { matchId: upcoming.id, market: 'result', selection: 'home', stake: 501 });
    expect(tooBig.code).toBe(Code.validationFailed);
    const noDraw = await guess(fan, { matchId: upcoming.id, market: 'total', selection: 'draw', stake: 50 });
    expect(noDraw.code).toBe(Code.guessUnpriced);
    const asian = await guess(fan, { matchId: upcoming.id, market: 'handicap', selection: 'home', stake: 10 });
    expect(asian.code).toBe(Code.guessUnpriced);
    expect(await points(fan)).toBe(100);
  });

  it('settles guesses of a pushed match from its result, and voids a postponed one with the stake back', async () => {
    const fan = await walletUser(server());
    await givePoints(fan, 300);
    const played = await pricedMatch(server(), server().clock.now + 2 * 3600);
    const postponed = await pricedMatch(server(), server().clock.now + 2 * 3600);
    const requestId = randomUUID();
    const body = { matchId: played.id, market: 'result', selection: 'home', stake: 100, requestId };
    const placed = dataOf(await guess(fan, body), guessPlaced);
    expect(placed.guess).toMatchObject({ odds: 2.1, stake: 100, outcome: null, pickName: '主胜' });
    expect(dataOf(await guess(fan, body), guessPlaced).replayed).toBe(true);
    await guess(fan, { matchId: played.id, market: 'total', selection: 'under', stake: 50 });
    await guess(fan, { matchId: postponed.id, market: 'jcRq', selection: 'away', stake: 40 });
    expect(await points(fan)).toBe(300 - 100 - 50 - 40);

    await finish(server(), played, [2, 1]);
    await server().ingest.ingest([postponed.events.state(FootballStatus.postponed)]);
    await eventually(async () => (await points(fan)) === 110 + 210 + 0 + 40);
    expect(await points(fan)).toBe(360);

    const history = dataOf(await get(server(), '/activity/history/guess', { token: fan.token }), guessPage);
    expect(history.list.map((g) => [g.pickName, g.outcome, g.returned])).toEqual([
      ['让客胜（-1）', 'void', 40],
      ['小球 2.5', 'loss', 0],
      ['主胜', 'win', 210],
    ]);
    const board = dataOf(
      await get(server(), '/activity/rank', { query: { period: 'day' }, token: fan.token }),
      rankBoard,
    );
    expect(board.me).toMatchObject({ userId: fan.id, profit: 60, staked: 190 });
    expect(board.me?.rank).toBeGreaterThanOrEqual(1);
  });

  it('settles football on the 90 minutes when a match goes to extra time', async () => {
    const fan = await walletUser(server());
    await givePoints(fan, 100);
    const cup = await pricedMatch(server(), server().clock.now + 2 * 3600);
    await guess(fan, { matchId: cup.id, market: 'result', selection: 'home', stake: 100 });
    const { events } = cup;
    await server().ingest.ingest([
      events.incident(IncidentType.goal, 'home', 600, { period: 1, score: [1, 0] }),
      events.incident(IncidentType.goal, 'away', 6300, { period: 3, score: [1, 1] }),
      { ...events.score([1, 1]), extraTime: [1, 1] },
      events.state(FootballStatus.finished),
    ]);
    await eventually(async () => (await points(fan)) === 210);
    const [settled] = dataOf(await get(server(), '/activity/history/guess', { token: fan.token }), guessPage).list;
    expect(settled).toMatchObject({ outcome: 'win', returned: 210 });
  });

  it('refuses a draw with too few points, and lets the fan verify a draw once the round is revealed', async () => {
    const fan = await walletUser(server());
    expect((await draw(fan)).code).toBe(Code.pointsInsufficient);
    await givePoints(fan, 60);
    const overview = dataOf(await get(server(), '/activity/lottery', { token: fan.token }), wheelOverview);
    expect(overview.prizes.map((p) => p.probability)).toContain('50.00%');
    const requestId = randomUUID();
    const drawn = dataOf(await draw(fan, requestId), drawResult);
    expect(dataOf(await draw(fan, requestId), drawResult)).toMatchObject({
      replayed: true,
      draw: { id: drawn.draw.id },
    });
    expect(drawn.draw).toMatchObject({ nonce: 0, seed: null, seedHash: overview.round?.seedHash });

    const [sameDay] = dataOf(await get(server(), '/activity/history/draw', { token: fan.token }), drawPage).list;
    expect(sameDay?.seed).toBeNull();
    const { revealed, next } = dataOf(
      await post(server(), '/activity/lottery/reveal', {}, { token: fan.token }),
      roundRevealed,
    );
    expect(next.seedHash).not.toBe(revealed.seedHash);
    expect(await roundSeedHash(revealed.seed)).toBe(revealed.seedHash);
    const [record] = dataOf(await get(server(), '/activity/history/draw', { token: fan.token }), drawPage).list;
    expect(record?.seed).toBe(revealed.seed);
    expect(record?.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(await drawUnit(revealed.seed, record?.clientSeed ?? '', 0)).toBe(record?.unit);

    // A round left open ends with its Beijing day: the next day's history shows its seed.
    const second = dataOf(await draw(fan), drawResult).draw;
    expect(second.seed).toBeNull();
    server().clock.advance(DAY);
    const [nextDay] = dataOf(await get(server(), '/activity/history/draw', { token: fan.token }), drawPage).list;
    expect(nextDay?.id).toBe(second.id);
    expect(await roundSeedHash(nextDay?.seed ?? '')).toBe(second.seedHash);
  });

  it('draws with the client seed the fan sets: a new round under it, verifiable, and another seed another unit', async () => {
    const fan = await walletUser(server());
    await givePoints(fan, 100);
    const first = dataOf(await get(server(), '/activity/lottery', { token: fan.token }), wheelOverview).round;
    const bad = await post(server(), '/activity/lottery/seed', { clientSeed: 'a:1' }, { token: fan.token });
    expect(bad.status).toBe(400);

    // Setting a seed closes the round committed before it and opens one whose hash was fixed before this seed.
    const set = dataOf(
      await post(server(), '/activity/lottery/seed', { clientSeed: 'lucky-7' }, { token: fan.token }),
      roundRevealed,
    );
    expect(set.revealed).toMatchObject({ id: first?.id, seedHash: first?.seedHash });
    expect(set.next).toMatchObject({ clientSeed: 'lucky-7', nextNonce: 0 });
    const drawn = [dataOf(await draw(fan), drawResult).draw, dataOf(await draw(fan), drawResult).draw];
    expect(drawn.map((d) => [d.clientSeed, d.nonce])).toEqual([
      ['lucky-7', 0],
      ['lucky-7', 1],
    ]);

    const { revealed } = dataOf(
      await post(server(), '/activity/lottery/reveal', {}, { token: fan.token }),
      roundRevealed,
    );
    expect(revealed).toMatchObject({ id: set.next.id, clientSeed: 'lucky-7' });
    // What the browser runs (draw-verify.tsx): the seed matches its hash and each unit recomputes from the
    // revealed seed, the fan's seed and the nonce; any other client seed would have drawn another number.
    const history = dataOf(await get(server(), '/activity/history/draw', { token: fan.token }), drawPage).list;
    for (const record of history.filter((d) => d.roundId === revealed.id)) {
      expect(await roundSeedHash(record.seed ?? '')).toBe(record.seedHash);
      expect(await drawUnit(record.seed ?? '', record.clientSeed, record.nonce)).toBe(record.unit);
      expect(await drawUnit(record.seed ?? '', 'lucky-8', record.nonce)).not.toBe(record.unit);
    }
    expect(history.filter((d) => d.roundId === revealed.id)).toHaveLength(2);

    // The fan's seed stays theirs: the next round, and the next day's, carry it over.
    const overview = dataOf(await get(server(), '/activity/lottery', { token: fan.token }), wheelOverview);
    expect(overview.round?.clientSeed).toBe('lucky-7');
    server().clock.advance(DAY);
    const tomorrow = dataOf(await get(server(), '/activity/lottery', { token: fan.token }), wheelOverview);
    expect(tomorrow.round).toMatchObject({ clientSeed: 'lucky-7' });
    expect(tomorrow.round?.id).not.toBe(overview.round?.id);
  });

  it('keeps the rules to 10 addresses, real districts and exactly one default', async () => {
    const fan = await walletUser(server());
    expect((await saveAddress(fan, { areaCode: '110199' })).code).toBe(Code.regionInvalid);
    expect((await saveAddress(fan, { phone: '1234' })).code).toBe(Code.validationFailed);
    const first = dataOf(await saveAddress(fan, {}), shippingAddress);
    expect(first).toMatchObject({ region: '北京市 朝阳区', isDefault: true });
    const second = dataOf(await saveAddress(fan, { areaCode: '440305', isDefault: true }), shippingAddress);
    expect(second).toMatchObject({ region: '广东省 深圳市 南山区', isDefault: true });
    for (let i = 0; i < 8; i += 1) await saveAddress(fan, {});
    expect((await saveAddress(fan, {})).code).toBe(Code.addressLimitReached);

    const removed = dataOf(
      await post(server(), '/activity/address/delete', { id: second.id }, { token: fan.token }),
      addressList,
    );
    expect(removed.list).toHaveLength(9);
    expect(removed.list.filter((a) => a.isDefault)).toHaveLength(1);
    const stranger = await walletUser(server());
    const foreign = await post(server(), '/activity/address/default', { id: first.id }, { token: stranger.token });
    expect(foreign.code).toBe(Code.addressNotFound);
  });

  it('never oversells: 100 concurrent draws on a prize with 10 in stock win exactly 10; one is claimed and shipped', async () => {
    const db = server().database.db;
    const operator = { headers: { 'x-admin-token': ADMIN_TOKEN } };
    const setPrizes = (prizes: { id: string; weight: number; stock: number | null }[]) =>
      post(server(), '/admin/activity/prizes', { prizes }, operator);
    const original = dataOf(await get(server(), '/activity/lottery'), wheelOverview).prizes;
    const onlyJersey = original.map((p) => ({ id: p.id, weight: p.id === 'jersey' ? 10_000 : 0, stock: p.stock }));
    expect((await setPrizes(onlyJersey.map((p) => ({ ...p, weight: 5000 })))).code).toBe(Code.validationFailed);
    expect((await post(server(), '/admin/activity/prizes', { prizes: onlyJersey })).code).toBe(Code.forbidden);
    const table = dataOf(
      await setPrizes(onlyJersey.map((p) => (p.id === 'jersey' ? { ...p, stock: 10 } : p))),
      prizeTable,
    );
    expect(table.prizes.find((p) => p.id === 'jersey')).toMatchObject({ probability: '100.00%', stock: 10 });
    try {
      const fans = await Promise.all(Array.from({ length: 10 }, () => walletUser(server())));
      await Promise.all(fans.map((fan) => givePoints(fan, 200)));
      const replies = await Promise.all(fans.flatMap((fan) => Array.from({ length: 10 }, () => draw(fan))));
      const draws = replies.map((reply) => dataOf(reply, drawResult).draw);
      expect(draws.filter((d) => d.prizeId === 'jersey')).toHaveLength(10);
      expect(draws.filter((d) => d.prizeId === 'thanks' && d.slotId === 'jersey')).toHaveLength(90);
      const jersey = await db
        .selectFrom('lottery_prizes')
        .select('stock')
        .where('id', '=', 'jersey')
        .executeTakeFirstOrThrow();
      expect(jersey.stock).toBe(0);
      const audit = await ledgerAudit(db);
      expect(audit.lowest).toBeGreaterThanOrEqual(0);
      for (const fan of fans) expect(await points(fan)).toBe(0);

      const won = draws.find((d) => d.prizeId === 'jersey');
      const winner = fans.find((fan) => fan.id === won?.userId);
      if (!won || !winner) throw new Error('no jersey was won');
      const address = dataOf(await saveAddress(winner, {}), shippingAddress);
      const claim = (user: TestUser) =>
        post(server(), '/activity/prize/claim', { drawId: won.id, addressId: address.id }, { token: user.token });
      expect(
        (
          await post(
            server(),
            '/admin/activity/ship',
            { drawId: won.id, trackingNo: 'SF1234567890' },
            {
              headers: { 'x-admin-token': ADMIN_TOKEN },
            },
          )
        ).code,
      ).toBe(Code.prizeNotShippable);
      expect(dataOf(await claim(winner), drawRecord)).toMatchObject({
        claim: 'claimed',
        addressText: expect.stringContaining('北京市 朝阳区'),
      });
      expect((await claim(winner)).code).toBe(Code.prizeNotClaimable);
      const ship = (token: string) =>
        post(
          server(),
          '/admin/activity/ship',
          { drawId: won.id, trackingNo: 'SF1234567890' },
          { headers: { 'x-admin-token': token } },
        );
      expect((await ship('wrong-token')).code).toBe(Code.forbidden);
      expect(dataOf(await ship(ADMIN_TOKEN), drawRecord)).toMatchObject({
        claim: 'shipped',
        trackingNo: 'SF1234567890',
      });
      const mine = dataOf(
        await get(server(), '/activity/history/draw', { token: winner.token, query: { size: '100' } }),
        drawPage,
      );
      expect(mine.list.find((d) => d.id === won.id)?.claim).toBe('shipped');
    } finally {
      await setPrizes(original.map(({ id, weight, stock }) => ({ id, weight, stock })));
    }
  });

  it('documents every activity route in the OpenAPI document and in docs/api.md', async () => {
    await expectInOpenApi(server(), activityRoutes, /^(activity|admin)$/);
    for (const [method, path] of activityRoutes) expect(apiDoc).toContain(`\`${method} ${path}`);
  });
});
