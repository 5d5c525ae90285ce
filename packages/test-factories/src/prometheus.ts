import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** Debian's Prometheus is on CI's machines (.ci/run installs it); elsewhere a test that needs it may skip. */
export function prometheusAvailable(): boolean {
  try {
    execFileSync('prometheus', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export type Prometheus = {
  /** An instant query through Prometheus' HTTP API: each series' labels and value. */
  query(expression: string): Promise<{ metric: Record<string, string>; value: number }[]>;
  close(): void;
};

type QueryAnswer = { status: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };

/** The real Prometheus, scraping the given configuration's targets (its own port, data in a temporary directory). */
export async function startPrometheus(config: string): Promise<Prometheus> {
  const directory = mkdtempSync(join(tmpdir(), 'kanqiu-prometheus-'));
  writeFileSync(join(directory, 'prometheus.yml'), config);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    'prometheus',
    [
      `--config.file=${join(directory, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(directory, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  while (
    !(await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('Prometheus did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    async query(expression) {
      const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expression)}`);
      const answer = (await response.json()) as QueryAnswer;
      return answer.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
    },
    close() {
      child.kill('SIGTERM');
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
