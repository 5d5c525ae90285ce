import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Metrics } from '../metrics/metrics';

/** One answered request. */
export type AnsweredRequest = {
  method: string;
  /** The route's pattern (`/live/odds/:id`), so a client inventing URLs cannot grow the series. */
  route: string;
  url: string;
  status: number;
  seconds: number;
  requestId: string;
};

export type RequestObserver = {
  /** An answer of the framework. */
  answered(request: AnsweredRequest): void;
  /**
   * The counter of one remembered answer (`answer-memory.ts`), made once so that a hit, tens of thousands a second,
   * costs no label lookup: call it with each hit.
   */
  fromMemory(method: string, route: string): (request: IncomingMessage, seconds: number) => void;
  /** A request refused because the API sheds load (event-loop delay or heap over their limits). */
  shed(): void;
};

/** The request id a caller gave (the web server's), when it is one a log line can carry; else one of ours. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

/** Counts and times every answer by route and status, and logs one line for it at the request log level. */
export function createRequestObserver(
  metrics: Metrics,
  logger: Logger,
  level: Config['requestLogLevel'],
): RequestObserver {
  const labelNames = ['method', 'route', 'status'] as const;
  const total = metrics.counter('http_requests_total', 'Requests answered, by route and status', labelNames);
  const duration = metrics.histogram('http_request_duration_seconds', 'Time to answer, by route and status', {
    labelNames,
  });
  const memoryHits = metrics.counter('http_answers_from_memory_total', 'Requests answered before the framework');
  const shed = metrics.counter('http_shed_requests_total', 'Requests refused with 503 while the API sheds load');
  const log = (request: AnsweredRequest, fromMemory: boolean) => {
    logger[level](
      {
        reqId: request.requestId,
        req: { method: request.method, url: request.url },
        res: { statusCode: request.status },
        responseTime: request.seconds * 1000,
        ...(fromMemory ? { fromMemory } : {}),
      },
      'request completed',
    );
  };
  return {
    answered(request) {
      const labels = { method: request.method, route: request.route, status: String(request.status) };
      total.inc(labels);
      duration.observe(labels, request.seconds);
      if (logger.isLevelEnabled(level)) log(request, false);
    },
    fromMemory(method, route) {
      const labels = { method, route, status: '200' };
      const [count, time] = [total.labels(labels), duration.labels(labels)];
      return (request, seconds) => {
        count.inc();
        time.observe(seconds);
        memoryHits.inc();
        if (logger.isLevelEnabled(level))
          log({ method, route, status: 200, url: request.url ?? '', seconds, requestId: requestIdOf(request) }, true);
      };
    },
    shed: () => shed.inc(),
  };
}
