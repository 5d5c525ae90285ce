import type { KanqiuModule } from '../../platform/module';
import { createLedger, type Ledger } from './ledger.service';
import { wallet } from './migrations/0004_wallet';
import { paymentProviderFor } from './payment-provider';
import { createRechargeService } from './recharge.service';
import { createSignInService, type SignInService } from './sign-in.service';
import { walletRoutes } from './wallet.routes';

export type { Balances, LedgerEntry, Posted, Posting, Sale, Sold, Transfer, Transferred } from './ledger.service';
export type { PaymentOrder, PaymentProvider } from './payment-provider';

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
  migrations: [wallet],
  codes: ['insufficientBalance', 'rechargeUnavailable', 'idempotencyKeyReused'],
  async register(app, { database, clock, config, use }) {
    const ledger = createLedger(database.db, clock);
    const recharges = createRechargeService(ledger, paymentProviderFor(config.payment));
    const signIns = createSignInService(ledger, clock);
    await app.register(walletRoutes, { ledger, recharges, signIns, spending: use('spending') });
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
