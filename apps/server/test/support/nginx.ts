import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { freePort } from '@kanqiu/test-factories';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx is on CI's machines (.ci/run installs it); elsewhere a test that needs it may skip. */
export function nginxAvailable(): boolean {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export type Nginx = { url: string; close(): void };

/** nginx in front of `upstream` (a base URL), its `server` block's directives given by the caller. */
export async function startNginx(upstream: string, serverDirectives: string): Promise<Nginx> {
  const directory = mkdtempSync(join(tmpdir(), 'kanqiu-nginx-'));
  chmodSync(directory, 0o777);
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${directory}/${kind};`)
    .join('\n  ');
  // As root, nginx's workers run as nobody unless told otherwise.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    join(directory, 'nginx.conf'),
    `${user}
daemon off;
worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  ${temp}
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass ${upstream}; ${serverDirectives} }
  }
}
`,
  );
  const nginx = spawn('nginx', ['-c', join(directory, 'nginx.conf'), '-p', directory], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, close: () => nginx.kill('SIGTERM') };
}
