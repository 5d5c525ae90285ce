import type { ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import { spawnWeb } from '../../scripts/product.mjs';
import { apiUrl } from './api';

/**
 * A production web server of its own on `port`, with `env` added to the suite's settings, for a spec that needs the
 * web configured otherwise. Ready once /user answers.
 */
export async function startWebServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const web = spawnWeb({ port, apiUrl, env, stdio: 'ignore' });
  const up = () =>
    fetch(`http://127.0.0.1:${port}/user`).then(
      (response) => response.ok,
      () => false,
    );
  await expect.poll(up, { timeout: 30_000 }).toBe(true);
  return web;
}
