import type { Logger } from 'pino';
import type { SmsGatewayConfig } from '../../../config';
import type { SmsSender } from '../sms-sender';
import { createAliyunSmsSender } from './aliyun';
import { createTencentSmsSender } from './tencent';
import { SmsSendError } from './sms-failure';

export { SmsSendError, smsFailureCode } from './sms-failure';

/** The configured gateway; each refusal is logged (phone masked, code never) before it reaches the fan as ours. */
export function createGatewaySmsSender(config: SmsGatewayConfig, logger: Logger): SmsSender {
  const gateway = config.provider === 'aliyun' ? createAliyunSmsSender(config) : createTencentSmsSender(config);
  return {
    async send(message) {
      try {
        await gateway.send(message);
      } catch (error) {
        const refusal = error instanceof SmsSendError ? error : new SmsSendError('failed', 'unexpected');
        const phone = `${message.phone.slice(0, 3)}****${message.phone.slice(-4)}`;
        const level = refusal.kind === 'failed' ? 'error' : 'warn';
        logger[level]({ provider: config.provider, providerCode: refusal.providerCode, phone }, 'SMS send refused');
        throw refusal;
      }
    },
  };
}
