import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'x-kanqiu-signature';
export const timestampHeader = 'x-kanqiu-timestamp';
/** How far a push's timestamp may be from the server's clock, either way. */
export const maxSkewSeconds = 300;

/** `sha256=<hex>` of HMAC-SHA256 over `<timestamp>.<exact request body bytes>`, the timestamp in epoch seconds. */
export function signPush(timestamp: number, body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function isValidSignature(
  timestamp: number,
  body: string,
  secret: string,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signPush(timestamp, body, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
