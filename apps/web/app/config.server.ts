/**
 * The web server's only reader of process.env (zod-validated, with defaults that run on one machine).
 */
import { z } from 'zod';
import type { ApiHosts } from './lib/api-hosts';
import { fourthTabFor, type FourthTab } from '@kanqiu/domain';

const url = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  WEB_HOST: z.string().default('0.0.0.0'),
  WEB_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The API as this web server reaches it. */
  API_URL: url.default('http://127.0.0.1:8080'),
  LIVE_API_URL: url.optional(),
  IM_API_URL: url.optional(),
  /** The API as the browser reaches it; unset: the page's own host name on API_URL's port. */
  PUBLIC_API_URL: url.optional(),
  PUBLIC_LIVE_API_URL: url.optional(),
  PUBLIC_IM_API_URL: url.optional(),
  FOURTH_TAB: z.enum(['message', 'ChatGPT']).optional(),
});

export type WebConfig = {
  env: z.infer<typeof envSchema>['NODE_ENV'];
  listen: { host: string; port: number };
  /** Server-side hosts by path (spec §7). */
  apiHosts: ApiHosts;
  fourthTab: FourthTab;
  /** Public hosts for the browser; null members fall back to the request's host (see publicApiHosts). */
  publicHosts: { main: string | null; live: string | null; im: string | null };
};

export function loadWebConfig(source: Record<string, string | undefined> = process.env): WebConfig {
  // Empty strings count as unset, so `API_URL= node server.mjs` means "default".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid web configuration: ${problems}`);
  }
  const env = parsed.data;
  const publicMain = env.PUBLIC_API_URL ?? null;
  return {
    env: env.NODE_ENV,
    listen: { host: env.WEB_HOST, port: env.WEB_PORT },
    apiHosts: { main: env.API_URL, live: env.LIVE_API_URL ?? env.API_URL, im: env.IM_API_URL ?? env.API_URL },
    fourthTab: fourthTabFor({ override: env.FOURTH_TAB, port: env.WEB_PORT }),
    publicHosts: {
      main: publicMain,
      live: env.PUBLIC_LIVE_API_URL ?? publicMain,
      im: env.PUBLIC_IM_API_URL ?? publicMain,
    },
  };
}

let cached: WebConfig | undefined;

export function webConfig(): WebConfig {
  cached ??= loadWebConfig();
  return cached;
}

/**
 * The API hosts the browser should use. When PUBLIC_API_URL is unset the browser reaches the API
 * on the same host name it used for the page (so a phone on the LAN works) and API_URL's port.
 */
export function publicApiHosts(config: WebConfig, request: Request): ApiHosts {
  const page = new URL(request.url);
  const fallbackFor = (serverSide: string): string => {
    const api = new URL(serverSide);
    const port = api.port || (api.protocol === 'https:' ? '443' : '80');
    return `${page.protocol}//${page.hostname.includes(':') ? `[${page.hostname}]` : page.hostname}:${port}`;
  };
  return {
    main: config.publicHosts.main ?? fallbackFor(config.apiHosts.main),
    live: config.publicHosts.live ?? fallbackFor(config.apiHosts.live),
    im: config.publicHosts.im ?? fallbackFor(config.apiHosts.im),
  };
}
