import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePorts } from './e2e/support/ports';

/**
 * End-to-end suite: the BUILT API and web server (npm run build first), driven by Debian's
 * Chromium at 375×812. Each run gets a fresh data directory (and, when DATABASE_URL/REDIS_URL
 * point at shared servers, its own schema and key prefix), so runs never see each other's data.
 */
const { api: API_PORT, web: WEB_PORT } = e2ePorts;

// Workers load this file again; the environment carries the first run's choices to them.
process.env.KQ_E2E_RUN ??= `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
process.env.KQ_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kanqiu-e2e-'));
process.env.KQ_E2E_API_URL ??= `http://127.0.0.1:${API_PORT}`;
const run = process.env.KQ_E2E_RUN;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium (never `playwright install`); CHROMIUM_PATH points elsewhere on other machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: [
    {
      // The media edge (Debian's nginx with libnginx-mod-rtmp): the API pushes its live streams there, and the
      // players beyond MEDIA_FLV_VIEWER_LIMIT or without MSE read them as HLS (e2e/vlive/video-edge.spec.ts).
      command: 'node scripts/media-edge.mjs',
      url: `http://127.0.0.1:${e2ePorts.edgeHttp}/health`,
      timeout: 20_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MEDIA_EDGE_RTMP_PORT: String(e2ePorts.edgeRtmp), MEDIA_EDGE_HTTP_PORT: String(e2ePorts.edgeHttp) },
    },
    {
      command: 'node apps/server/dist/main.js',
      // Ready only once the feed has bootstrapped, so the first screen has matches to show.
      url: `http://127.0.0.1:${API_PORT}/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'development',
        API_HOST: '127.0.0.1',
        API_PORT: String(API_PORT),
        DATA_DIR: process.env.KQ_E2E_DATA_DIR,
        DATABASE_SCHEMA: `e2e_${run}`,
        REDIS_PREFIX: `kanqiu:e2e:${run}:`,
        LOG_LEVEL: 'warn',
        // The journeys read SMS codes from the dev outbox; the browser calls the API from the web's origin.
        SMS_OUTBOX: 'on',
        // Every journey registers its own fans from one address: the per-address limits would stop the suite.
        SMS_DAILY_LIMIT_PER_IP: '2000',
        SMS_ATTEMPTS_PER_IP_PER_HOUR: '2000',
        LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '2000',
        // e2e/security/tls-proxy.spec.ts serves the web over https too.
        WEB_ORIGIN: `http://127.0.0.1:${WEB_PORT},https://127.0.0.1:${e2ePorts.tls}`,
        // The football journeys push signed feed events and watch the replay run ten times faster.
        INGEST_SECRET: process.env.KQ_E2E_INGEST_SECRET ?? 'e2e-ingest-secret-0123456789',
        // The activity journey sets the wheel's prize table through the operator API.
        ADMIN_TOKEN: process.env.KQ_E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789',
        FEED_SPEED: '10',
        // The 青少年模式 journey moves the mode's clock to reach the rest hours and the day's 40 minutes.
        MINOR_CLOCK: 'adjustable',
        // Every run starts at a busy real slot (a December Sunday 20:15 Beijing time, three leagues and the CBA live),
        // whatever the hour.
        FEED_DEMO: 'busy',
        // e2e/vlive: the media engine with two demo rooms (one per sport), off the default RTMP port.
        MEDIA: 'on',
        DEMO_STREAMS: '2',
        RTMP_PORT: String(e2ePorts.rtmp),
        MEDIA_EDGE_RTMP_URL: `rtmp://127.0.0.1:${e2ePorts.edgeRtmp}/hls`,
        MEDIA_EDGE_HLS_URL: `http://127.0.0.1:${e2ePorts.edgeHttp}/hls`,
        // e2e/vlive/video-edge.spec.ts fills a demo room past it; the other journeys stay well under it.
        MEDIA_FLV_VIEWER_LIMIT: '20',
      },
    },
    {
      command: 'node apps/web/server.mjs',
      url: `http://127.0.0.1:${WEB_PORT}/user`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        WEB_HOST: '127.0.0.1',
        WEB_PORT: String(WEB_PORT),
        API_URL: `http://127.0.0.1:${API_PORT}`,
        MEDIA_EDGE_HLS_URL: `http://127.0.0.1:${e2ePorts.edgeHttp}/hls`,
      },
    },
  ],
});
