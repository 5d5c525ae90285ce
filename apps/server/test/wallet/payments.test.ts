import { rechargeOrder, rechargeResult, walletBalances, type RechargeOrder } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import {
  NOTIFY_BASE,
  RETURN_BASE,
  startAlipay,
  startWechatPay,
  type LocalProvider,
  type Notification,
} from '@kanqiu/test-factories';
import { ledgerAudit, ledgerOf, walletUser } from './wallet-fixtures';

const providers = [
  { name: 'wechat', start: startWechatPay },
  { name: 'alipay', start: startAlipay },
] as const;
const cases = backends().flatMap((backend) => providers.map((p) => ({ ...p, backend })));

const ADMIN_TOKEN = 'payments-admin-token-0123456789';

let requestCounter = 0;
const newRequestId = () => `pay-${Date.now().toString(36)}-${(requestCounter += 1)}`;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(cases)('充值 through $name on $backend.name', ({ name, start, backend }) => {
  let provider: LocalProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await start();
    server = await startTestServer(backend, {
      env: {
        ...provider.env,
        PAYMENT_NOTIFY_BASE_URL: NOTIFY_BASE,
        APP_HOST: RETURN_BASE,
        PAYMENT_RECONCILE_INTERVAL_MS: '150',
        ADMIN_TOKEN,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  /** A fan's order: 充值 answers with the provider's pay URL, which the fan's browser opens. */
  async function order(token: string, packageId = 'p30'): Promise<RechargeOrder> {
    const result = dataOf(
      await post(server, '/user/wallet/recharge', { packageId, requestId: newRequestId() }, { token }),
      rechargeResult,
    );
    expect(result).toMatchObject({
      entry: null,
      sandbox: false,
      replayed: false,
      order: { state: 'created', provider: name },
    });
    const placed = result.order!;
    expect(await provider.openCashier(placed.payUrl ?? '')).toBe(200);
    return placed;
  }
  const deliver = async (notification: Notification) => {
    const response = await fetch(`${server.url}${notification.path}`, {
      method: 'POST',
      headers: notification.headers,
      body: notification.body,
    });
    return { status: response.status, text: await response.text() };
  };
  const accepted = name === 'wechat' ? { status: 204, text: '' } : { status: 200, text: 'success' };
  const refused = name === 'wechat' ? { status: 400 } : { status: 200, text: 'fail' };
  const stateOf = async (token: string, orderNo: string) =>
    dataOf(await get(server, `/user/wallet/recharge/order/${orderNo}`, { token }), rechargeOrder);
  const coins = async (token: string) => dataOf(await get(server, '/user/wallet', { token }), walletBalances).coin;

  it('makes an order the provider knows, with a pay URL, a notify URL and a return page', async () => {
    const fan = await walletUser(server);
    const placed = await order(fan.token, 'p98');
    const trade = provider.trades.get(placed.orderNo);
    expect(trade).toMatchObject({ fen: 9800, notifyUrl: `${NOTIFY_BASE}/pay/notify/${name}` });
    expect(decodeURIComponent(placed.payUrl ?? '')).toContain(
      `${RETURN_BASE}/user/recharge/result?orderNo=${placed.orderNo}`,
    );
    expect(placed).toMatchObject({ yuan: 98, coins: 980, paidAt: null });
    expect(await coins(fan.token)).toBe(0);
  });

  it('credits the coins once the signed notification arrives, after the fan came back (支付结果确认中 first)', async () => {
    const fan = await walletUser(server);
    const placed = await order(fan.token);
    provider.pay(placed.orderNo);
    expect((await stateOf(fan.token, placed.orderNo)).state).toBe('created');
    expect(await deliver(provider.notification(placed.orderNo))).toMatchObject(accepted);
    expect(await stateOf(fan.token, placed.orderNo)).toMatchObject({ state: 'paid', payUrl: null });
    expect(await coins(fan.token)).toBe(300);
  });

  it('credits a notification that comes before the fan’s browser returns; the return page then says paid', async () => {
    const fan = await walletUser(server);
    const placed = await order(fan.token, 'p6');
    provider.pay(placed.orderNo);
    expect(await deliver(provider.notification(placed.orderNo))).toMatchObject(accepted);
    expect((await stateOf(fan.token, placed.orderNo)).state).toBe('paid');
    expect(await coins(fan.token)).toBe(60);
  });

  it('refuses a forged notification (signed by another key): no coins, the order stays open', async () => {
    const fan = await walletUser(server);
    const placed = await order(fan.token);
    provider.pay(placed.orderNo);
    expect(await deliver(provider.notification(placed.orderNo, { forged: true }))).toMatchObject(refused);
    const tampered = provider.notification(placed.orderNo);
    // A genuine notification altered on the way: its signature no longer holds.
    const altered = tampered.body.replace('支付成功', '支付失败').replace('159****5620', '138****0000');
    expect(altered).not.toBe(tampered.body);
    expect(await deliver({ ...tampered, body: altered })).toMatchObject(refused);
    expect((await stateOf(fan.token, placed.orderNo)).state).toBe('created');
    expect(await coins(fan.token)).toBe(0);
  });

  it('refuses a genuine notification whose amount is not the order’s', async () => {
    const fan = await walletUser(server);
    const placed = await order(fan.token);
    provider.pay(placed.orderNo);
    expect(await deliver(provider.notification(placed.orderNo, { fen: 1 }))).toMatchObject(refused);
    expect((await stateOf(fan.token, placed.orderNo)).state).toBe('created');
    expect(await coins(fan.token)).toBe(0);
  });

  it('credits a replayed notification once', async () => {
    const fan = await walletUser(server);
    const placed = await order(fan.token);
    provider.pay(placed.orderNo);
    const notification = provider.notification(placed.orderNo);
    for (let i = 0; i < 3; i += 1) expect(await deliver(notification)).toMatchObject(accepted);
    expect(await deliver(provider.notification(placed.orderNo))).toMatchObject(accepted);
    expect(await coins(fan.token)).toBe(300);
  });

  it('credits 50 concurrent notifications of one order once, and the ledger still equals the balances', async () => {
    const fan = await walletUser(server);
    const placed = await order(fan.token, 'p648');
    provider.pay(placed.orderNo);
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(provider.notification(placed.orderNo))));
    expect(answers.every((a) => a.status === accepted.status && a.text === accepted.text)).toBe(true);
    expect(await coins(fan.token)).toBe(6480);
    const entries = await server.database.db
      .selectFrom('wallet_entries')
      .select('id')
      .where('user_id', '=', fan.id)
      .execute();
    expect(entries).toHaveLength(1);
    const audit = await ledgerAudit(server.database.db);
    expect(audit.balances).toEqual(audit.sums);
  });

  it('replays the same order for the same request id, and refuses the id for another package', async () => {
    const fan = await walletUser(server);
    const requestId = newRequestId();
    const first = dataOf(
      await post(server, '/user/wallet/recharge', { packageId: 'p6', requestId }, { token: fan.token }),
      rechargeResult,
    );
    const again = dataOf(
      await post(server, '/user/wallet/recharge', { packageId: 'p6', requestId }, { token: fan.token }),
      rechargeResult,
    );
    expect(again).toMatchObject({ replayed: true, order: { orderNo: first.order?.orderNo } });
    expect(
      (await post(server, '/user/wallet/recharge', { packageId: 'p30', requestId }, { token: fan.token })).code,
    ).toBe(Code.idempotencyKeyReused);
  });

  it('shows an order to its fan only', async () => {
    const [fan, other] = [await walletUser(server), await walletUser(server)];
    const placed = await order(fan.token);
    expect((await get(server, `/user/wallet/recharge/order/${placed.orderNo}`, { token: other.token })).code).toBe(
      Code.notFound,
    );
    expect((await get(server, '/user/wallet/recharge/order/not-an-order', { token: fan.token })).status).toBe(400);
  });

  it('answers 支付服务暂时不可用 when the provider is down, never a 500 nor coins', async () => {
    const fan = await walletUser(server);
    provider.down = true;
    try {
      const reply = await post(
        server,
        '/user/wallet/recharge',
        { packageId: 'p6', requestId: newRequestId() },
        { token: fan.token },
      );
      if (name === 'wechat')
        expect(reply).toMatchObject({
          status: 200,
          code: Code.paymentUnavailable,
          msg: '支付服务暂时不可用，请稍后再试',
        });
      // Alipay's pay URL is signed locally and the trade is made on its page: the outage shows there, the order stays open.
      else expect(dataOf(reply, rechargeResult).order?.state).toBe('created');
    } finally {
      provider.down = false;
    }
    expect(await coins(fan.token)).toBe(0);
  });

  it('reconciles a paid order whose notification never came: the provider is asked and the coins credited', async () => {
    const fan = await walletUser(server);
    const placed = await order(fan.token);
    provider.pay(placed.orderNo);
    server.clock.advance(90);
    const settled = await until(
      () => stateOf(fan.token, placed.orderNo),
      (o) => o.state === 'paid',
    );
    expect(settled.state).toBe('paid');
    expect(await coins(fan.token)).toBe(300);
    // The notification that finally comes changes nothing.
    expect(await deliver(provider.notification(placed.orderNo))).toMatchObject(accepted);
    expect(await coins(fan.token)).toBe(300);
  });

  it('closes an unpaid order at the provider once its time is up', async () => {
    const fan = await walletUser(server);
    const placed = await order(fan.token);
    server.clock.advance(16 * 60);
    const closed = await until(
      () => stateOf(fan.token, placed.orderNo),
      (o) => o.state === 'closed',
    );
    expect(closed).toMatchObject({ state: 'closed', payUrl: null });
    expect(provider.closed).toContain(placed.orderNo);
    expect(provider.trades.get(placed.orderNo)?.state).toBe('closed');
    expect(await coins(fan.token)).toBe(0);
  });

  /** A fan's order paid and notified: its coins are in. */
  async function paidOrder(fan: { token: string }, packageId = 'p30'): Promise<RechargeOrder> {
    const placed = await order(fan.token, packageId);
    provider.pay(placed.orderNo);
    expect(await deliver(provider.notification(placed.orderNo))).toMatchObject(accepted);
    return placed;
  }
  const refund = (orderNo: string, token = ADMIN_TOKEN) =>
    post(
      server,
      '/admin/wallet/recharge/refund',
      { orderNo, reason: '用户申请退款' },
      { headers: { 'x-admin-token': token } },
    );

  it('refunds a paid order: the coins are taken back once, the provider returns the money once', async () => {
    const fan = await walletUser(server);
    const placed = await paidOrder(fan);
    expect(await coins(fan.token)).toBe(300);
    expect((await refund(placed.orderNo, 'wrong-token')).code).toBe(Code.forbidden);
    expect(dataOf(await refund(placed.orderNo), rechargeOrder).state).toBe('refunded');
    expect(dataOf(await refund(placed.orderNo), rechargeOrder).state).toBe('refunded');
    expect(await coins(fan.token)).toBe(0);
    expect(provider.refunds.filter((r) => r.orderNo === placed.orderNo)).toEqual([
      { orderNo: placed.orderNo, refundNo: `${placed.orderNo}R`, fen: 3000 },
    ]);
    expect(await stateOf(fan.token, placed.orderNo)).toMatchObject({ state: 'refunded' });
    const audit = await ledgerAudit(server.database.db);
    expect(audit.balances).toEqual(audit.sums);
  });

  it('refuses to refund an order whose coins were spent, and one never paid', async () => {
    const fan = await walletUser(server);
    await paidOrder(fan, 'p6');
    const spent = await paidOrder(fan);
    // Coins are one balance: spending what the first order brought leaves less than the second order's coins.
    expect(await coins(fan.token)).toBe(360);
    await ledgerOf(server).debit({
      userId: fan.id,
      currency: 'coin',
      amount: 260,
      reason: 'gift',
      idempotencyKey: `spent:${spent.orderNo}`,
    });
    const refused = await refund(spent.orderNo);
    expect(refused).toMatchObject({ code: Code.insufficientBalance, msg: '该订单的球币已被使用，不能全额退款' });
    expect(await stateOf(fan.token, spent.orderNo)).toMatchObject({ state: 'paid' });
    expect(provider.refunds.some((r) => r.orderNo === spent.orderNo)).toBe(false);
    const unpaid = await order(fan.token);
    expect(await refund(unpaid.orderNo)).toMatchObject({
      code: Code.validationFailed,
      msg: '只有已支付的订单可以退款',
    });
  });

  it('keeps a refund the provider could not take as 退款处理中 and completes it when the provider is back', async () => {
    const fan = await walletUser(server);
    const placed = await paidOrder(fan);
    provider.down = true;
    try {
      expect(dataOf(await refund(placed.orderNo), rechargeOrder).state).toBe('refunding');
      expect(await coins(fan.token)).toBe(0);
    } finally {
      provider.down = false;
    }
    const done = await until(
      () => stateOf(fan.token, placed.orderNo),
      (o) => o.state === 'refunded',
    );
    expect(done.state).toBe('refunded');
    expect(provider.refunds.filter((r) => r.orderNo === placed.orderNo)).toHaveLength(1);
    expect(await coins(fan.token)).toBe(0);
  });
});
