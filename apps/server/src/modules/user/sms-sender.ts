import type { SmsPurpose } from '@kanqiu/contract';
import type { Logger } from 'pino';

export type SmsMessage = { phone: string; code: string; purpose: SmsPurpose; sentAt: number };

/** Where verification codes go. Operators plug in a real SMS gateway behind this. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
  /** The newest code sent to a phone; only senders that keep an outbox (never in production) answer. */
  lastFor?(phone: string): SmsMessage | undefined;
}

export type MemorySmsSender = SmsSender & { lastFor(phone: string): SmsMessage | undefined; sent: SmsMessage[] };

export function createMemorySmsSender(): MemorySmsSender {
  const sent: SmsMessage[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
    lastFor(phone) {
      return sent.findLast((m) => m.phone === phone);
    },
  };
}

/** The default: writes each code to the log and keeps an outbox for the dev endpoint. */
export function createLoggingSmsSender(logger: Logger): MemorySmsSender {
  const outbox = createMemorySmsSender();
  return {
    ...outbox,
    async send(message) {
      logger.info({ phone: message.phone, purpose: message.purpose, smsCode: message.code }, 'SMS code sent');
      await outbox.send(message);
    },
  };
}
