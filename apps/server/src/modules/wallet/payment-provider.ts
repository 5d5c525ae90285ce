import type { Config } from '../../config';

/** One 充值 order; `orderId` is the ledger's idempotency key, so a provider must charge an order id once. */
export type PaymentOrder = { orderId: string; userId: number; yuan: number; coins: number };

/** Where coins are bought. A real provider (app store, WeChat Pay…) plugs in here and in PAYMENT_PROVIDER. */
export type PaymentProvider = {
  name: string;
  /** True when no money moves: every entry it pays for is marked 沙盒. */
  sandbox: boolean;
  /** Resolves once the order is paid, with the provider's reference for it. */
  charge(order: PaymentOrder): Promise<{ reference: string }>;
};

/** Pays every order at once without moving money; config.ts never enables it in production. */
export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',
  sandbox: true,
  charge: (order) => Promise.resolve({ reference: `sandbox:${order.orderId}` }),
};

/** The configured provider, or null when 充值 is closed (production until a real provider exists). */
export function paymentProviderFor(payment: Config['payment']): PaymentProvider | null {
  return payment.provider === 'sandbox' ? sandboxPaymentProvider : null;
}
