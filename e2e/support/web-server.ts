import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import { apiUrl } from './api';

/**
 * A production web server of its own on `port`, with `env` added to the suite's settings, for a spec that needs the
 * web configured otherwise. Ready once /user answers.
 */
export async function startWebServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const web = spawn(process.execPath, ['apps/web/server.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_HOST: '127.0.0.1',
      WEB_PORT: String(port),
      API_URL: apiUrl,
      ...env,
    },
  });
  const up = () =>
    fetch(`http://127.0.0.1:${port}/user`).then(
      (response) => response.ok,
      () => false,
    );
  await expect.poll(up, { timeout: 30_000 }).toBe(true);
  return web;
}
