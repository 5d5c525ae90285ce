import { createHmac } from 'node:crypto';

/**
 * The client side of the push provider's signing (docs/api.md): `sha256=<hex>` of HMAC-SHA256 over
 * `<timestamp>.<body>`. Written here from the documented format rather than imported from the server, so
 * a test fails if the server's verifier drifts from what operators were told.
 */
export function signPush(timestamp: number, body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export const pushTimestampHeader = 'x-kanqiu-timestamp';
export const pushSignatureHeader = 'x-kanqiu-signature';

/** The headers of a signed JSON push. */
export function signedPushHeaders(body: string, secret: string, timestamp: number): Record<string, string> {
  return {
    'content-type': 'application/json',
    [pushTimestampHeader]: String(timestamp),
    [pushSignatureHeader]: signPush(timestamp, body, secret),
  };
}
