/**
 * Whose `X-Forwarded-For` a server believes: a hop count (`1`: the balancer right in front) or the proxies'
 * addresses and ranges (`10.0.0.5, 10.0.1.0/24`, or the names `loopback`, `linklocal`, `uniquelocal`), as
 * Fastify's `trustProxy` and Express's `trust proxy` take them; `false` for none. Never `true`: whoever sends the
 * header would choose the address every per-address limit counts (docs/deploy.md).
 */
export type TrustProxy = false | number | string;

const HOPS = /^\d{1,2}$/;

/** Reads a TRUST_PROXY setting; throws on `true`, which would trust any client. */
export function trustProxySetting(value: string, variable: string): TrustProxy {
  const setting = value.trim();
  if (setting === 'false' || setting === '' || setting === '0') return false;
  if (setting === 'true' || setting === '*') {
    throw new Error(
      `Invalid configuration: ${variable}=${setting} would believe any client's X-Forwarded-For; give the balancer's addresses or a hop count`,
    );
  }
  return HOPS.test(setting) ? Number(setting) : setting;
}
