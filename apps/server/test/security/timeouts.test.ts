import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { parseRawAnswer, rawExchange } from '../support/raw-http';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const body = JSON.stringify({ phone: '13800138000', type: 'register' });
const head = `POST /inform/send/code HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;

describe.each(backends())('request timeouts on $name', (backend) => {
  const server = useTestServer(backend, { env: { HTTP_REQUEST_TIMEOUT_MS: '1000' } });

  it('cuts off a body that trickles in byte by byte, answering 408 in the envelope', async () => {
    // 45 bytes at one every 200 ms would take 9 s.
    const { text, elapsedMs } = await rawExchange(server().url, [head, ...body.split('')], 200);
    expect(elapsedMs).toBeLessThan(4000);
    expect(parseRawAnswer(text)).toEqual({
      status: 408,
      body: { code: Code.validationFailed, msg: '请求超时', data: null },
    });
  });

  it('still serves a request that arrives in time', async () => {
    const { text } = await rawExchange(server().url, [head.replace('HTTP/1.1', 'HTTP/1.0'), body]);
    expect(parseRawAnswer(text).status).toBe(200);
  });
});

describe.each(backends())('load shedding on $name', (backend) => {
  // A heap limit of 1 MB is always exceeded: every request meets the overloaded server.
  const server = useTestServer(backend, { env: { OVERLOAD_HEAP_USED_MB: '1' } });

  it('answers 503 in the envelope with Retry-After once the process is over its limits', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const response = await fetch(`${server().url}/inform/app/info`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await response.json()).toEqual({ code: Code.notReady, msg: '服务繁忙，请稍后再试', data: null });
  });
});

/** Holds the loop this test shares with the server for 1.5 s, twice; the API answers after each hold and a second on. */
async function holdTheLoopTwice(url: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < 2; round += 1) {
    const until = Date.now() + 1500;
    while (Date.now() < until);
    statuses.push((await fetch(`${url}/inform/app/info`)).status);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    statuses.push((await fetch(`${url}/inform/app/info`)).status);
  }
  return statuses;
}

describe.each(backends())('event-loop shedding at a raised threshold on $name', (backend) => {
  const server = useTestServer(backend, { env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '3000' } });

  it('sheds only a loop held past the threshold: 1.5 s holds under a 3 s threshold are served', async () => {
    expect(await holdTheLoopTwice(server().url)).toEqual([200, 200, 200, 200]);
  });
});

describe.each(backends())('event-loop shedding turned off on $name', (backend) => {
  const server = useTestServer(backend, { env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '0' } });

  it('keeps answering however long the loop is held', async () => {
    expect(await holdTheLoopTwice(server().url)).toEqual([200, 200, 200, 200]);
  });
});
