import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Starting the built API and web as child processes: shared by scripts/cluster.mjs, bench/ and e2e/cluster. */

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The built API (`npm run build` first) on 127.0.0.1:`port`, without waiting for it. */
export function spawnApi({ port, env = {}, nodeArgs = [], stdio = ['ignore', 'inherit', 'inherit'] }) {
  return spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', ...env },
    stdio,
  });
}

/** The built web (production) on 127.0.0.1:`port`, in front of the API at `apiUrl`, without waiting for it. */
export function spawnWeb({ port, apiUrl, env = {}, stdio = ['ignore', 'ignore', 'inherit'] }) {
  return spawn(process.execPath, [join(root, 'apps/web/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_HOST: '127.0.0.1',
      WEB_PORT: String(port),
      API_URL: apiUrl,
      ...env,
    },
    stdio,
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** SIGTERM, resolved once the process has exited. */
export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
