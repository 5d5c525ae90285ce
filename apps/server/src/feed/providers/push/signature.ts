import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'x-kanqiu-signature';

/** `sha256=<hex>` of HMAC-SHA256 over the exact request body bytes. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function isValidSignature(body: string, secret: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
