import { randomUUID } from 'node:crypto';
import { minorStatus, roomPage } from '@kanqiu/contract';
import { Code, MINOR_DAILY_MINUTES, nextLocalHour } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post, smsCode, type CallOptions } from '../support/api';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { walletUser } from '../wallet/wallet-fixtures';

const adminToken = 'minor-mode-admin-token-0123';
const asAdmin = { headers: { 'x-admin-token': adminToken } };

/** Moves the test server's clock to the next hh:00 Beijing time. */
function moveToBeijingHour(server: TestServer, hour: number) {
  server.clock.advance(nextLocalHour(new Date(server.clock.now * 1000), hour).getTime() / 1000 - server.clock.now);
}

describe.each(backends())('青少年模式 on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });
  const device = (id = randomUUID().replaceAll('-', '')) => ({ headers: { 'x-kq-device': id } });
  const status = async (options: CallOptions) => dataOf(await get(server(), '/minor/status', options), minorStatus);

  beforeAll(() => moveToBeijingHour(server(), 10));

  it('turns on for a guest device with a 4-digit password, and off only with it', async () => {
    const guest = device();
    expect((await post(server(), '/minor/enable', { password: '12a4' }, guest)).code).toBe(Code.minorPasswordInvalid);
    expect((await status(guest)).on).toBe(false);
    expect(dataOf(await post(server(), '/minor/enable', { password: '0427' }, guest), minorStatus)).toMatchObject({
      on: true,
      holder: 'device',
      dailyMinutes: MINOR_DAILY_MINUTES,
    });
    expect((await status(device())).on).toBe(false);
    expect((await post(server(), '/minor/disable', { password: '1111' }, guest)).code).toBe(Code.minorPasswordWrong);
    expect(dataOf(await post(server(), '/minor/disable', { password: '0427' }, guest), minorStatus).on).toBe(false);
  });

  it('refuses every paid, social and anchor action of an account in the mode, each with its own code', async () => {
    const fan = await walletUser(server());
    const as = { token: fan.token };
    await post(server(), '/minor/enable', { password: '2580' }, as);
    const requestId = randomUUID();
    const refusals: [string, Record<string, unknown>, number][] = [
      ['/user/wallet/recharge', { packageId: 'p6', requestId }, Code.minorRecharge],
      ['/vlive/gift/send', { roomId: 1, giftId: 'like', clientId: requestId }, Code.minorGift],
      ['/vlive/noble/buy', { tierId: 'knight', requestId }, Code.minorNoble],
      ['/activity/guess', { matchId: 1, market: 'result', selection: 'home', stake: 10, requestId }, Code.minorGuess],
      ['/activity/lottery/draw', { requestId }, Code.minorWheel],
      ['/vlive/my/room', { title: '周末看球', category: 1 }, Code.minorBroadcast],
    ];
    for (const [path, body, code] of refusals) {
      const reply = await post(server(), path, body, as);
      expect({ path, code: reply.code }).toEqual({ path, code });
      expect(reply.msg).toMatch(/青少年模式/);
    }
  });

  it('counts active minutes on the server and closes the product at 40, until the password lets the fan past', async () => {
    const fan = await walletUser(server());
    const as = { token: fan.token };
    await post(server(), '/minor/enable', { password: '3690' }, as);
    for (let minute = 0; minute < MINOR_DAILY_MINUTES; minute++) {
      // Many calls in one minute count it once; any call counts, heartbeat or not.
      await post(server(), '/minor/heartbeat', {}, as);
      expect((await get(server(), '/vlive/room/list', as)).code).toBe(Code.ok);
      server().clock.advance(60);
    }
    expect(await status(as)).toMatchObject({ lock: 'timeLimit', usedMinutes: MINOR_DAILY_MINUTES });
    expect((await post(server(), '/minor/heartbeat', {}, as)).code).toBe(Code.ok);
    const refused = await get(server(), '/vlive/room/list', as);
    expect(refused).toMatchObject({ code: Code.minorTimeLimit });
    expect(refused.msg).toContain('40 分钟');
    expect((await post(server(), '/minor/pass', { password: '0000' }, as)).code).toBe(Code.minorPasswordWrong);
    expect(dataOf(await post(server(), '/minor/pass', { password: '3690' }, as), minorStatus)).toMatchObject({
      lock: null,
      passedToday: true,
    });
    expect((await get(server(), '/vlive/room/list', as)).code).toBe(Code.ok);
  });

  it('rests from 22:00 to 06:00 Beijing time and starts a new day from zero', async () => {
    const guest = device();
    await post(server(), '/minor/enable', { password: '1357' }, guest);
    moveToBeijingHour(server(), 22);
    expect((await get(server(), '/vlive/room/list', guest)).code).toBe(Code.minorCurfew);
    expect((await status(guest)).lock).toBe('curfew');
    moveToBeijingHour(server(), 10);
    expect(await status(guest)).toMatchObject({ lock: null, usedMinutes: 0 });
  });

  it('refuses the password for ten minutes after five wrong ones, even the right one', async () => {
    const guest = device();
    await post(server(), '/minor/enable', { password: '2468' }, guest);
    for (const guess of ['0000', '1111', '2222', '3333', '4444']) {
      expect((await post(server(), '/minor/disable', { password: guess }, guest)).code).toBe(Code.minorPasswordWrong);
    }
    const locked = await post(server(), '/minor/disable', { password: '2468' }, guest);
    expect(locked.code).toBe(Code.minorPasswordLocked);
    expect(locked.msg).toBe('密码错误次数过多，请 10 分钟后再试');
    expect((await post(server(), '/minor/pass', { password: '2468' }, guest)).code).toBe(Code.minorPasswordLocked);
    server().clock.advance(10 * 60);
    expect((await post(server(), '/minor/disable', { password: '5555' }, guest)).code).toBe(Code.minorPasswordWrong);
    expect(dataOf(await post(server(), '/minor/disable', { password: '2468' }, guest), minorStatus).on).toBe(false);
  });

  it('resets a forgotten password with the account phone’s SMS code', async () => {
    const fan = await walletUser(server());
    const as = { token: fan.token };
    await post(server(), '/minor/enable', { password: '1234' }, as);
    server().clock.advance(61);
    const wrong = await post(server(), '/minor/password/reset', { code: '000000', password: '4321' }, as);
    expect(wrong.code).toBe(Code.smsCodeInvalid);
    const code = await smsCode(server(), fan.phone, 'reset');
    expect((await post(server(), '/minor/password/reset', { code, password: '4321' }, as)).code).toBe(Code.ok);
    expect((await post(server(), '/minor/disable', { password: '1234' }, as)).code).toBe(Code.minorPasswordWrong);
    expect((await post(server(), '/minor/disable', { password: '4321' }, as)).code).toBe(Code.ok);
  });

  it('shows only the rooms and posts an operator marked fit', async () => {
    const rooms = dataOf(await get(server(), '/vlive/room/list', { query: { type: '0' } }), roomPage).list;
    expect(rooms.length).toBeGreaterThan(1);
    const [fit, unfit] = rooms;
    const mark = { kind: 'room', ref: String(fit!.id), suitable: true };
    expect((await post(server(), '/admin/minor/suitable', mark, asAdmin)).code).toBe(Code.ok);
    expect((await post(server(), '/admin/minor/suitable', mark)).code).toBe(Code.forbidden);
    const guest = device();
    await post(server(), '/minor/enable', { password: '8642' }, guest);
    const seen = dataOf(await get(server(), '/vlive/room/list', { ...guest, query: { type: '0' } }), roomPage).list;
    expect(seen.map((room) => room.id)).toEqual([fit!.id]);
    expect((await get(server(), `/vlive/room/${unfit!.id}`, guest)).code).toBe(Code.minorUnsuitable);
    expect((await get(server(), `/vlive/room/${fit!.id}`, guest)).code).toBe(Code.ok);
    expect((await get(server(), '/community/posts/nope12', guest)).code).toBe(Code.minorUnsuitable);
  });
});
