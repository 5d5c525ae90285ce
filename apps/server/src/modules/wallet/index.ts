import type { KanqiuModule } from '../../platform/module';
import { repeatTask } from '../../platform/repeat';
import { createLedger, type Ledger } from './ledger.service';
import { wallet } from './migrations/0004_wallet';
import { rechargeOrders } from './migrations/0045_recharge_orders';
import { wechatOpenids } from './migrations/0084_wechat_openids';
import { paymentNotifyRoutes } from './payment-notify.routes';
import { paymentGatewayFor } from './gateways';
import { paymentProviderFor } from './payment-provider';
import { createRechargeService } from './recharge.service';
import { createSignInService, type SignInService } from './sign-in.service';
import { walletRoutes } from './wallet.routes';
import { createWechatOauth } from './wechat-oauth';
import { wechatOauthRoutes } from './wechat-oauth.routes';
import { walletCodes } from './codes';

export type { Balances, LedgerEntry, Posted, Posting, Sale, Sold, Transfer, Transferred } from './ledger.service';
export type { PaymentOrder, PaymentProvider, PaymentGateway } from './payment-provider';

/**
 * What gifts, nobles, guessing, lottery and activity call: every method is idempotent on its key (the same
 * key and content replays the first result; the same key with other content answers `idempotencyKeyReused`).
 */
export type WalletServices = Pick<Ledger, 'credit' | 'debit' | 'transfer' | 'sale' | 'balance'> & SignInService;

declare module '../../platform/module' {
  interface ModuleServices {
    wallet: WalletServices;
  }
}

/** The ledger of coins (球币) and points (积分), 充值 through a payment provider, and the daily sign-in. */
export const walletModule: KanqiuModule = {
  name: 'wallet',
  migrations: [wallet, rechargeOrders, wechatOpenids],
  codes: walletCodes,
  async register(app, { database, clock, config, logger, metrics, use }) {
    const operations = metrics.counter('ledger_operations_total', 'Ledger operations written, by reason and currency', [
      'reason',
      'currency',
    ]);
    const ledger = createLedger(database.db, clock, {
      posted: (reason, currency) => operations.inc({ reason, currency }),
    });
    const gateway = paymentGatewayFor(config.payment);
    const jsapi = config.payment.wechat?.jsapi;
    const oauth = jsapi
      ? createWechatOauth({ db: database.db, clock, logger, jsapi, returnBaseUrl: config.payment.returnBaseUrl })
      : null;
    const recharges = createRechargeService({
      db: database.db,
      clock,
      ledger,
      logger,
      instant: paymentProviderFor(config.payment),
      gateway,
      payment: config.payment,
      appName: config.app.name,
      wechatPayer: oauth ? (userId) => oauth.openidOf(userId) : null,
    });
    const signIns = createSignInService(ledger, clock);
    await app.register(walletRoutes, {
      ledger,
      recharges,
      signIns,
      spending: use('spending'),
      adminToken: config.adminToken,
    });
    if (gateway) {
      await app.register(paymentNotifyRoutes, { gateway, recharges });
      if (oauth) await app.register(wechatOauthRoutes, { oauth });
      // Orders whose notification never came are asked about, credited when paid and closed once expired.
      const stopReconciling = repeatTask(recharges.reconcile, {
        intervalMs: config.payment.reconcileIntervalMs,
        logger,
        name: '充值对账',
      });
      app.addHook('onClose', stopReconciling);
    }
    return {
      wallet: {
        // Without the sandbox mark: only this module's 充值 may say coins came from the sandbox.
        credit: (posting) => ledger.credit(posting),
        debit: ledger.debit,
        transfer: ledger.transfer,
        sale: ledger.sale,
        balance: ledger.balance,
        signIn: signIns.signIn,
      },
    };
  },
};
