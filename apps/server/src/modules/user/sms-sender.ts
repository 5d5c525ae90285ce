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

/**
 * The default: writes each code to the log. Outside production it also remembers the last code
 * per phone for the dev outbox; in production it keeps nothing, so memory does not grow.
 */
export function createLoggingSmsSender(logger: Logger, { keepOutbox }: { keepOutbox: boolean }): SmsSender {
  const lastByPhone = new Map<string, SmsMessage>();
  return {
    send(message) {
      logger.info({ phone: message.phone, purpose: message.purpose, smsCode: message.code }, 'SMS code sent');
      if (keepOutbox) lastByPhone.set(message.phone, message);
      return Promise.resolve();
    },
    ...(keepOutbox ? { lastFor: (phone: string) => lastByPhone.get(phone) } : {}),
  };
}
