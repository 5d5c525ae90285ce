import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../metrics/metrics';
import { createRequestObserver, requestIdOf } from './request-observer';

function loggedLines(level: string, requestLogLevel: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const observer = createRequestObserver(createMetrics(), logger, requestLogLevel);
  observer.answered({
    method: 'GET',
    route: '/live/odds/:id',
    url: '/live/odds/7',
    status: 200,
    seconds: 0.002,
    requestId: 'web-1',
  });
  return lines;
}

describe('one log line per request, at its own level', () => {
  it('writes none at the default request level (debug) while the log is at info', () => {
    expect(loggedLines('info', 'debug')).toEqual([]);
  });

  it('writes one line with the web server’s request id when the request level is within the log’s', () => {
    const [line] = loggedLines('info', 'info');
    expect(line).toMatchObject({
      reqId: 'web-1',
      req: { url: '/live/odds/7' },
      res: { statusCode: 200 },
      responseTime: 2,
    });
    expect(loggedLines('debug', 'debug')).toHaveLength(1);
  });
});

describe('the request id', () => {
  const withId = (id: string | undefined) =>
    ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

  it('is the caller’s when it is a short word', () => {
    expect(requestIdOf(withId('3f2c-aa_9'))).toBe('3f2c-aa_9');
  });

  it('is ours when the caller gave none, or one a log line should not carry', () => {
    for (const given of [undefined, '', 'a'.repeat(65), 'evil\n{"level":60}'])
      expect(requestIdOf(withId(given))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
