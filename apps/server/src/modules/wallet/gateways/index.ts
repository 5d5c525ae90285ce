import type { Config } from '../../../config';
import type { PaymentGateway } from '../payment-provider';
import { createAlipayGateway } from './alipay';
import { createWechatPayGateway } from './wechat-pay';

/** The configured gateway (WeChat Pay, Alipay), or null. */
export function paymentGatewayFor(payment: Config['payment']): PaymentGateway | null {
  if (payment.wechat) return createWechatPayGateway(payment.wechat);
  if (payment.alipay) return createAlipayGateway(payment.alipay);
  return null;
}
