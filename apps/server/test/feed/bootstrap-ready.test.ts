import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { composeServer } from '../../src/compose';
import { loadConfig } from '../../src/config';
import { baseTestEnv } from '../support/test-server';

type Answer = { status: number };

/**
 * Polls the URL from its own thread, so a blocked server event loop shows as few answers instead of also
 * stopping the one who polls. Stops at the first 200.
 */
function pollUntilReady(url: string): Promise<Answer[]> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const answers = [];
    (async () => {
      for (;;) {
        const response = await fetch(workerData.url);
        await response.arrayBuffer();
        answers.push({ status: response.status });
        if (response.status === 200) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      parentPort.postMessage(answers);
    })();
  `;
  const worker = new Worker(source, { eval: true, workerData: { url } });
  return new Promise((resolve, reject) => {
    worker.once('message', (answers: Answer[]) => {
      resolve(answers);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe('the bundled feed bootstrapping on SQLite', () => {
  it('leaves the API answering: /health/ready says 503 all through the bootstrap, then 200', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kanqiu-boot-'));
    const config = loadConfig({
      ...baseTestEnv(dataDir),
      FEED_DAYS_BACK: '1',
      FEED_DAYS_AHEAD: '1',
    });
    const server = await composeServer(config, { logger: pino({ level: 'silent' }) });
    try {
      await server.prepareFeed();
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const address = server.app.server.address();
      const polling = pollUntilReady(
        `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/health/ready`,
      );
      await server.startFeed();
      const answers = await polling;

      // Unsliced, the poller got ten answers in all; how fast they come is bench/ready-latency.mjs's to measure.
      expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(10);
      expect(answers.at(-1)?.status).toBe(200);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
