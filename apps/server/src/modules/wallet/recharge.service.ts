import { rechargePackageById, rechargePackages } from '@kanqiu/domain';
import { fail } from '../../platform/http/app-error';
import type { Ledger } from './ledger.service';
import type { PaymentProvider } from './payment-provider';

/** 充值: the provider charges the package, then the ledger credits its coins once per request id. */
export function createRechargeService(ledger: Ledger, provider: PaymentProvider | null) {
  return {
    options() {
      return { available: provider !== null, sandbox: provider?.sandbox ?? false, packages: [...rechargePackages] };
    },

    async recharge(userId: number, packageId: string, requestId: string) {
      if (!provider) fail('rechargeUnavailable');
      const pack = rechargePackageById(packageId) ?? fail('validationFailed', '充值套餐不存在');
      const orderId = `recharge:${requestId}`;
      const { reference } = await provider.charge({ orderId, userId, yuan: pack.yuan, coins: pack.coins });
      const posted = await ledger.credit(
        { userId, currency: 'coin', amount: pack.coins, reason: 'recharge', idempotencyKey: orderId, reference },
        { sandbox: provider.sandbox },
      );
      return { ...posted, sandbox: provider.sandbox };
    },
  };
}

export type RechargeService = ReturnType<typeof createRechargeService>;
