import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from '../support/test-server';

/** Monday 2026-11-23 16:00 Beijing: a quiet afternoon of the real calendar. */
const ANCHOR = Date.UTC(2026, 10, 23, 8) / 1000;

describe.each(backends())('FEED_DEMO=busy on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { FEED_DEMO: 'busy', FEED_ANCHOR: String(ANCHOR) } });
    server.clock.now = ANCHOR;
  });
  afterAll(() => server.close());

  it('gives the API the replay clock of a December Sunday 20:15 Beijing time, moving on in real time', async () => {
    const now = async () => {
      const response = await fetch(`${server.url}/live/football/v1_1/live?platform=h5`);
      return ((await response.json()) as { data: { serverTime: number } }).data.serverTime;
    };
    const first = await now();
    expect(new Date((first + 8 * 3600) * 1000).toISOString()).toBe('2025-12-07T20:15:00.000Z');
    server.clock.advance(60);
    expect(await now()).toBe(first + 60);
  });
});
