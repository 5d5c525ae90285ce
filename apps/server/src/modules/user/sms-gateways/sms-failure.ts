import type { CodeName } from '@kanqiu/domain';

/** How a gateway's refusal reaches the fan: its own rate limits read as ours, everything else as a failed send. */
export type SmsFailureKind = 'tooFrequent' | 'dailyLimit' | 'failed';

export class SmsSendError extends Error {
  constructor(
    readonly kind: SmsFailureKind,
    /** The provider's own code (for the log), never shown to the fan. */
    readonly providerCode: string,
  ) {
    super(`SMS gateway refused the send: ${providerCode}`);
  }
}

export const smsFailureCode: Record<SmsFailureKind, CodeName> = {
  tooFrequent: 'smsTooFrequent',
  dailyLimit: 'smsDailyLimit',
  failed: 'smsSendFailed',
};

/** A gateway that does not answer in this time counts as failed: the fan may ask again. */
export const SMS_GATEWAY_TIMEOUT_MS = 8000;

/** The answer of a gateway as JSON, or a failed send when it is unreachable or answers something else. */
export async function postToGateway(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS) });
  } catch {
    throw new SmsSendError('failed', 'unreachable');
  }
  try {
    return await response.json();
  } catch {
    throw new SmsSendError('failed', `http-${response.status}`);
  }
}
