import { randomBytes } from 'node:crypto';
import { Code, rechargePackageById, rechargePackages } from '@kanqiu/domain';
import type { RechargeOrder } from '@kanqiu/contract';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { AppError, fail } from '../../platform/http/app-error';
import type { Ledger } from './ledger.service';
import type { PaymentFacts, PaymentGateway, PaymentProvider } from './payment-provider';
import {
  findOpenOrders,
  findOrder,
  findRefunding,
  insertOrder,
  markClosed,
  markPaid,
  markRefunded,
  markRefunding,
  setPayUrl,
  type OrderRow,
} from './recharge-order.repository';

/** An order is first asked about this long after it was made: the fan is usually still paying. */
const RECONCILE_AFTER_SECONDS = 60;
const RECONCILE_BATCH = 100;

type RechargeDeps = {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  logger: Logger;
  /** Pays at once (the sandbox), or null. */
  instant: PaymentProvider | null;
  /** A provider the fan pays on its own page (WeChat Pay, Alipay), or null. */
  gateway: PaymentGateway | null;
  payment: Config['payment'];
  appName: string;
  /** The fan's openid in the 公众号 of JSAPI 支付, when it is configured (WeChat Pay inside WeChat's browser). */
  wechatPayer: ((userId: number) => Promise<string | null>) | null;
};

/** Where the fan's browser is: inside WeChat, WeChat Pay is paid by JSAPI (H5 支付 does not open there). */
export type RechargeClient = { ip: string; inWechat: boolean };

/** `KQ`, Beijing date and time, 10 random hex digits: unique, sortable, within WeChat Pay's 32 characters. */
function newOrderNo(now: number): string {
  const stamp = new Date((now + 8 * 3600) * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `KQ${stamp}${randomBytes(5).toString('hex')}`;
}

function orderView(row: OrderRow): RechargeOrder {
  return {
    orderNo: row.order_no,
    state: row.state,
    provider: row.provider,
    yuan: row.amount_fen / 100,
    coins: row.coins,
    payUrl: row.state === 'created' ? row.pay_url : null,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
  };
}

/**
 * 充值: the sandbox credits at once; a gateway makes an order the fan pays on the provider's page, and its coins
 * are credited once the provider's signed notification (or the reconciliation's query) says the money arrived.
 * The ledger's key is the order number, so however many notifications come, the coins come once.
 */
export function createRechargeService({
  db,
  clock,
  ledger,
  logger,
  instant,
  gateway,
  payment,
  appName,
  wechatPayer,
}: RechargeDeps) {
  /** The openid to pay by JSAPI with: asked for inside WeChat (its 网页授权 first), undefined elsewhere. */
  async function jsapiPayer(userId: number, client: RechargeClient): Promise<string | undefined> {
    if (!client.inWechat || !wechatPayer || gateway?.name !== 'wechat') return undefined;
    return (await wechatPayer(userId)) ?? fail('wechatAuthRequired');
  }

  /** Credits a paid order whose amount matches; false when the facts do not fit the order (logged). */
  async function settlePaid(facts: PaymentFacts): Promise<boolean> {
    const order = await findOrder(db, facts.orderNo);
    if (!order || order.provider !== gateway?.name) {
      logger.error({ orderNo: facts.orderNo }, 'payment for an unknown order');
      return false;
    }
    if (facts.amountFen !== order.amount_fen || facts.currency !== order.currency) {
      logger.error(
        { orderNo: order.order_no, facts, expectedFen: order.amount_fen },
        'payment amount differs from the order',
      );
      return false;
    }
    if (order.state === 'paid' || order.state === 'refunded') return true;
    await ledger.credit({
      userId: order.user_id,
      currency: 'coin',
      amount: order.coins,
      reason: 'recharge',
      idempotencyKey: `recharge:${order.order_no}`,
      reference: order.order_no,
    });
    await markPaid(db, order.order_no, facts.tradeNo, clock());
    return true;
  }

  async function startOrder(userId: number, packageId: string, requestId: string, client: RechargeClient) {
    if (!gateway) return fail('rechargeUnavailable');
    const pack = rechargePackageById(packageId) ?? fail('validationFailed', '充值套餐不存在');
    const payerOpenid = await jsapiPayer(userId, client);
    const now = clock();
    const { order, created } = await insertOrder(db, {
      order_no: newOrderNo(now),
      user_id: userId,
      request_id: requestId,
      provider: gateway.name,
      package_id: pack.id,
      amount_fen: pack.yuan * 100,
      currency: 'CNY',
      coins: pack.coins,
      state: 'created',
      pay_url: null,
      provider_trade_no: null,
      created_at: now,
      expires_at: now + payment.orderTimeoutSeconds,
      paid_at: null,
      closed_at: null,
    });
    if (order.package_id !== pack.id) fail('idempotencyKeyReused');
    if (!created) return { order: orderView(order), jsapi: null, replayed: true };
    try {
      const started = await gateway.start({
        orderNo: order.order_no,
        amountFen: order.amount_fen,
        description: `${appName} ${order.coins} 球币`,
        expiresAt: order.expires_at,
        clientIp: client.ip,
        returnUrl: `${payment.returnBaseUrl}/user/recharge/result?orderNo=${order.order_no}`,
        notifyUrl: `${payment.notifyBaseUrl}/pay/notify/${gateway.name}`,
        payerOpenid,
      });
      if ('jsapi' in started) return { order: orderView(order), jsapi: started.jsapi, replayed: false };
      await setPayUrl(db, order.order_no, started.payUrl);
      return { order: { ...orderView(order), payUrl: started.payUrl }, jsapi: null, replayed: false };
    } catch (error) {
      logger.error({ err: error, orderNo: order.order_no }, 'payment provider did not take the order');
      await markClosed(db, order.order_no, clock());
      return fail('paymentUnavailable');
    }
  }

  /** Asks the provider about one open order: credits it when paid, closes it once expired. */
  async function reconcileOrder(order: OrderRow): Promise<void> {
    if (!gateway) return;
    const facts = await gateway.query(order.order_no);
    if (facts.state === 'paid' || facts.state === 'refunded') {
      await settlePaid(facts);
      if (facts.state === 'refunded') await markRefunded(db, order.order_no);
      return;
    }
    if (facts.state === 'closed' || order.expires_at <= clock()) {
      if (facts.state !== 'closed') await gateway.close(order.order_no);
      await markClosed(db, order.order_no, clock());
    }
  }

  /** Asks the provider to send a refunding order's money back; it stays `refunding` until the provider confirms. */
  async function returnMoney(order: OrderRow, reason: string): Promise<void> {
    if (!gateway) return;
    const outcome = await gateway.refund({
      orderNo: order.order_no,
      refundNo: `${order.order_no}R`,
      amountFen: order.amount_fen,
      reason,
    });
    if (outcome === 'refunded') await markRefunded(db, order.order_no);
  }

  /** The coins of a paid order taken back, once whatever the retries; refused when the fan has spent them. */
  async function takeCoinsBack(order: OrderRow): Promise<void> {
    try {
      await ledger.debit({
        userId: order.user_id,
        currency: 'coin',
        amount: order.coins,
        reason: 'rechargeRefund',
        idempotencyKey: `refund:${order.order_no}`,
        reference: order.order_no,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === Code.insufficientBalance)
        fail('insufficientBalance', '该订单的球币已被使用，不能全额退款');
      throw error;
    }
    await markRefunding(db, order.order_no);
  }

  return {
    options() {
      const available = instant !== null || gateway !== null;
      return { available, sandbox: instant?.sandbox ?? false, packages: [...rechargePackages] };
    },

    async recharge(userId: number, packageId: string, requestId: string, client: RechargeClient) {
      if (!instant) {
        const started = await startOrder(userId, packageId, requestId, client);
        return { entry: null, sandbox: false, ...started };
      }
      const pack = rechargePackageById(packageId) ?? fail('validationFailed', '充值套餐不存在');
      const orderId = `recharge:${requestId}`;
      const { reference } = await instant.charge({ orderId, userId, yuan: pack.yuan, coins: pack.coins });
      const posted = await ledger.credit(
        { userId, currency: 'coin', amount: pack.coins, reason: 'recharge', idempotencyKey: orderId, reference },
        { sandbox: instant.sandbox },
      );
      return { ...posted, sandbox: instant.sandbox, order: null, jsapi: null };
    },

    async order(userId: number, orderNo: string): Promise<RechargeOrder> {
      const row = await findOrder(db, orderNo);
      if (!row || row.user_id !== userId) return fail('notFound', '充值订单不存在');
      return orderView(row);
    },

    /** A provider's notification: accepted once its signature holds and, when it says paid, the order took its coins. */
    async notified(facts: PaymentFacts | null): Promise<boolean> {
      if (!facts) return false;
      if (facts.state !== 'paid') return true;
      return settlePaid(facts);
    },

    /**
     * An operator's full refund of a paid order: its coins are taken back first (refused when spent), then the
     * provider returns the money; a provider that cannot answer now is asked again by the reconciliation.
     */
    async refund(orderNo: string, reason: string): Promise<RechargeOrder> {
      const order = await findOrder(db, orderNo);
      if (!order || order.provider !== gateway?.name) return fail('notFound', '充值订单不存在');
      if (order.state === 'refunded') return orderView(order);
      if (order.state !== 'paid' && order.state !== 'refunding') fail('validationFailed', '只有已支付的订单可以退款');
      if (order.state === 'paid') await takeCoinsBack(order);
      try {
        await returnMoney(order, reason);
      } catch (error) {
        logger.warn({ err: error, orderNo }, 'refund not confirmed by the provider yet; the reconciliation asks again');
      }
      return orderView((await findOrder(db, orderNo)) ?? order);
    },

    /**
     * One pass over the orders left open and the refunds not yet confirmed: each asked about; a provider that
     * cannot answer is asked next time.
     */
    async reconcile(): Promise<{ more: boolean }> {
      if (!gateway) return { more: false };
      const open = await findOpenOrders(db, gateway.name, clock() - RECONCILE_AFTER_SECONDS, RECONCILE_BATCH);
      const refunding = await findRefunding(db, gateway.name, RECONCILE_BATCH);
      const steps = [
        ...open.map((order) => ({ order, settle: () => reconcileOrder(order) })),
        ...refunding.map((order) => ({ order, settle: () => returnMoney(order, '退款') })),
      ];
      for (const { order, settle } of steps) {
        try {
          await settle();
        } catch (error) {
          logger.warn({ err: error, orderNo: order.order_no }, 'reconciliation could not settle an order');
        }
      }
      return { more: open.length === RECONCILE_BATCH || refunding.length === RECONCILE_BATCH };
    },
  };
}

export type RechargeService = ReturnType<typeof createRechargeService>;
