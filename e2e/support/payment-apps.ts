import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * An API and a production web of a payment journey's own on `ports`, the API on SQLite in a fresh data directory,
 * without feed or media, with the provider's `env` added. Only PATH is passed on from this process, so the suite's
 * settings (its database among them) stay out. Ready once both answer; `stop` ends them.
 */
async function startPaymentApps(
  ports: { api: number; web: number },
  env: Record<string, string>,
): Promise<{ stop(): void }> {
  const api = `http://127.0.0.1:${ports.api}`;
  const web = `http://127.0.0.1:${ports.web}`;
  const children: ChildProcess[] = [];
  const start = (script: string, scriptEnv: Record<string, string>) =>
    children.push(
      spawn(process.execPath, [script], { stdio: 'ignore', env: { PATH: process.env.PATH ?? '', ...scriptEnv } }),
    );
  start('apps/server/dist/main.js', {
    NODE_ENV: 'development',
    API_HOST: '127.0.0.1',
    API_PORT: String(ports.api),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kanqiu-e2e-pay-')),
    LOG_LEVEL: 'warn',
    FEED: 'off',
    MEDIA: 'off',
    SMS_OUTBOX: 'on',
    WEB_ORIGIN: web,
    APP_HOST: web,
    PAYMENT_NOTIFY_BASE_URL: api,
    ...env,
  });
  start('apps/web/server.mjs', {
    NODE_ENV: 'production',
    WEB_HOST: '127.0.0.1',
    WEB_PORT: String(ports.web),
    API_URL: api,
  });
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    await answers(`${api}/health/ready`);
    await answers(`${web}/user`);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}

async function answers(url: string): Promise<void> {
  const up = () =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  await expect.poll(up, { timeout: 60_000, intervals: [250], message: `${url} did not come up` }).toBe(true);
}

/**
 * A payment journey's set-up: before its tests, the provider's local stand-in (`startProvider`), then the API and web
 * configured for it on `ports`; after them, all stopped. Returns the provider, once started.
 */
export function paymentJourney<Provider extends { env: Record<string, string>; close(): Promise<void> }>(
  ports: { api: number; web: number },
  startProvider: () => Promise<Provider>,
): () => Provider {
  let provider: Provider | undefined;
  let apps: { stop(): void } | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    provider = await startProvider();
    apps = await startPaymentApps(ports, provider.env);
  });
  test.afterAll(async () => {
    apps?.stop();
    await provider?.close();
  });
  return () => provider!;
}
