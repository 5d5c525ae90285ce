/**
 * The web server's only reader of process.env (zod-validated, with defaults that run on one machine).
 */
import { z } from 'zod';
import type { ApiHosts } from './lib/api-hosts';
import type { Filings } from './features/shell/filings-footer';
import { fourthTabFor, trustProxySetting, type FourthTab, type TrustProxy } from '@kanqiu/domain';

const url = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  WEB_HOST: z.string().default('0.0.0.0'),
  WEB_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The API as this web server reaches it. */
  API_URL: url.default('http://127.0.0.1:8080'),
  LIVE_API_URL: url.optional(),
  IM_API_URL: url.optional(),
  /** The API as the browser reaches it; unset: API_URL. Never taken from the request's Host header. */
  PUBLIC_API_URL: url.optional(),
  PUBLIC_LIVE_API_URL: url.optional(),
  PUBLIC_IM_API_URL: url.optional(),
  /** The media edge's HLS, as the API's MEDIA_EDGE_HLS_URL: the page's policy lets players read it. */
  MEDIA_EDGE_HLS_URL: url.optional(),
  FOURTH_TAB: z.enum(['message', 'ChatGPT']).optional(),
  /** Whose X-Forwarded-Proto/-For to believe (Express `trust proxy`): `false`, `true`, `loopback` or addresses. */
  WEB_TRUST_PROXY: z.string().default('false'),
  /** Spec §9 developer-tool blocking; off by default (it hurts accessibility: docs/deploy.md). */
  WEB_BLOCK_DEVTOOLS: z.enum(['on', 'off']).default('off'),
  /** Other origins whose pages may post to this web (comma-separated; the page's own origin always may). */
  WEB_ORIGIN: z.string().default(''),
  /** `GET /metrics` for Prometheus on a port of its own; unset, none. */
  WEB_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  WEB_METRICS_HOST: z.string().default('127.0.0.1'),
  /** ICP 备案号 and 公安备案号 in the footer of 关于我们 and the download pages; unset, not shown. */
  WEB_ICP_NUMBER: z.string().trim().optional(),
  WEB_POLICE_NUMBER: z.string().trim().optional(),
  /** Who runs the site, as the agreements name them; unset, the agreements' own wording (看球直播运营团队). */
  WEB_OPERATOR_NAME: z.string().trim().optional(),
});

export type WebConfig = {
  env: z.infer<typeof envSchema>['NODE_ENV'];
  listen: { host: string; port: number };
  /** Server-side hosts by path (spec §7). */
  apiHosts: ApiHosts;
  fourthTab: FourthTab;
  /** Hosts for the browser, from configuration only. */
  publicHosts: ApiHosts;
  /** Where the browser reads live video besides the API (the media edge), by origin; none without an edge. */
  mediaOrigins: string[];
  /** Express `trust proxy`: behind a TLS-terminating proxy the page is https, so cookies get `Secure`. */
  trustProxy: TrustProxy;
  /** Origins besides the request's own whose pages may change state here (`originRefusal`). */
  webOrigins: string[];
  blockDevtools: boolean;
  metrics: { host: string; port: number | undefined };
  operator: { name: string | null; filings: Filings };
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
  const publicMain = env.PUBLIC_API_URL ?? env.API_URL;
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
    mediaOrigins: env.MEDIA_EDGE_HLS_URL ? [new URL(env.MEDIA_EDGE_HLS_URL).origin] : [],
    trustProxy: trustProxySetting(env.WEB_TRUST_PROXY, 'WEB_TRUST_PROXY'),
    webOrigins: env.WEB_ORIGIN.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    blockDevtools: env.WEB_BLOCK_DEVTOOLS === 'on',
    metrics: { host: env.WEB_METRICS_HOST, port: env.WEB_METRICS_PORT },
    operator: {
      name: env.WEB_OPERATOR_NAME || null,
      filings: { icp: env.WEB_ICP_NUMBER || null, police: env.WEB_POLICE_NUMBER || null },
    },
  };
}

let cached: WebConfig | undefined;

export function webConfig(): WebConfig {
  cached ??= loadWebConfig();
  return cached;
}
