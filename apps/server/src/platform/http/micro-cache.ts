import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
  onResponseHookHandler,
  preParsingHookHandler,
  RawServerDefault,
  RequestPayload,
} from 'fastify';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Clock } from '../clock';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A guest's 200 answer of this route, sent as a `SerialisedBody`, is given again to the same request from
     * memory, before the framework, until the clock's second turns or `MicroCache.invalidate` is called.
     */
    microCache?: boolean;
  }
}

/** What a module may do with the guests' remembered answers: forget them when what they show changed. */
export type MicroCacheControl = { invalidate(): void };

export type MicroCache = MicroCacheControl & {
  /** The HTTP server for Fastify's `serverFactory`: remembered answers first, the framework for the rest. */
  serverFactory: FastifyServerFactory<RawServerDefault>;
  /** Finds the routes that opt in (call before any route is added); `shedding` tells when load is being shed. */
  attach(app: FastifyInstance, shedding: () => boolean): void;
  /** How many requests were answered from memory since start (diagnostics and tests). */
  hits(): number;
};

type Answer = { second: number; headers: OutgoingHttpHeaders; payload: Buffer };

// A small JSON body (a page request) is read before the framework so it can be part of the key.
const READ_BODY_MAX_BYTES = 1024;
// Query strings make keys: a client inventing them must not grow the memory.
const MAX_ANSWERS = 256;

const readBody = Symbol('micro-cache request body');
const sentPayload = Symbol('micro-cache payload');
type Marked = IncomingMessage & { [readBody]?: Buffer; [sentPayload]?: Buffer };

/** Called by whoever sends a route's serialised body: the bytes sent, to be remembered once the answer is out. */
export function markAnswer(reply: FastifyReply, payload: Buffer): void {
  if (reply.request.routeOptions.config.microCache) (reply.request.raw as Marked)[sentPayload] = payload;
}

const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * Everything a remembered answer depends on besides the route's own data: the exact URL and body, and the
 * headers the platform reads (host, CORS origin, accepted encodings, forwarded scheme and host). An
 * account token (even an invalid one) is never answered from memory.
 */
function keyOf(request: IncomingMessage, body: Buffer | undefined): string | undefined {
  const headers = request.headers;
  if (headers.accesstoken !== undefined) return undefined;
  return `${request.method} ${request.url}\n${headers.host}\n${headers.origin}\n${headers['accept-encoding']}\n${headers['x-forwarded-proto']}\n${headers['x-forwarded-host']}\n${body?.toString('latin1') ?? ''}`;
}

/** What Fastify gives `serverFactory`: its options, defaults filled in. */
type FrameworkServerOptions = {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
};

const appended = <Hook>(existing: Hook | Hook[] | undefined, hook: Hook): Hook[] =>
  existing === undefined ? [hook] : ([...[existing].flat(), hook] as Hook[]);

const isJson = (request: IncomingMessage) => request.headers['content-type']?.startsWith('application/json') === true;

/**
 * Guests' answers of the hottest lists, kept in memory (nginx's "microcaching", inside the process): the same
 * request answered 200 from a `SerialisedBody` in this second gets the same status, headers and bytes without
 * entering the framework's hooks, validation and handler, which cost more than the list itself
 * (bench/results/room-list.md). The route's own body cache already gives the same bytes for the whole second
 * unless a channel moves or its data changes, so every publication on the hub and every module's
 * `invalidate` forget them all; while the API sheds load, everything goes through the framework.
 */
export function createMicroCache(clock: Clock, logger: Logger): MicroCache {
  const answers = new Map<string, Answer>();
  const methodOf = new Map<string, string>();
  let shedding = () => false;
  let hits = 0;

  function answerFromMemory(request: IncomingMessage, response: ServerResponse, body?: Buffer): boolean {
    const key = keyOf(request, body);
    const answer = key === undefined ? undefined : answers.get(key);
    if (!answer) return false;
    if (answer.second !== clock()) {
      answers.delete(key!);
      return false;
    }
    response.writeHead(200, answer.headers).end(answer.payload);
    hits += 1;
    if (logger.isLevelEnabled('info'))
      logger.info(
        { req: { method: request.method, url: request.url }, res: { statusCode: 200 } },
        'request completed from the micro-cache',
      );
    return true;
  }

  /** A JSON body small enough to key on is read first; the framework then reads it again from `readBody`. */
  function withBody(request: Marked, then: (body: Buffer | undefined) => void): void {
    const length = Number(request.headers['content-length']);
    if (!(length > 0 && length <= READ_BODY_MAX_BYTES) || !isJson(request)) return then(undefined);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => then(Buffer.concat(chunks)));
  }

  function listener(framework: RequestListener): RequestListener {
    return (request: Marked, response) => {
      const method = methodOf.get(pathOf(request.url ?? ''));
      if (method !== request.method || shedding()) return framework(request, response);
      if (method === 'GET') {
        if (!answerFromMemory(request, response)) framework(request, response);
        return;
      }
      withBody(request, (body) => {
        if (body && answerFromMemory(request, response, body)) return;
        if (body) request[readBody] = body;
        framework(request, response);
      });
    };
  }

  function remember(request: FastifyRequest, reply: FastifyReply): void {
    const raw = request.raw as Marked;
    const payload = raw[sentPayload];
    if (!payload || reply.statusCode !== 200 || (raw.method === 'POST' && !raw[readBody])) return;
    const key = keyOf(raw, raw[readBody]);
    if (key === undefined) return;
    answers.delete(key);
    answers.set(key, { second: clock(), headers: { ...reply.getHeaders() } as OutgoingHttpHeaders, payload });
    if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  }

  const rememberAnswer: onResponseHookHandler = (request, reply, done) => {
    remember(request, reply);
    done();
  };
  // The body read before the framework, handed to its body parser as the request's stream.
  const replayReadBody: preParsingHookHandler = (request, _reply, payload, done) => {
    const body = (request.raw as Marked)[readBody];
    done(null, body ? (Readable.from([body], { objectMode: false }) as unknown as RequestPayload) : payload);
  };

  return {
    serverFactory: (framework, frameworkOptions) => {
      const options = frameworkOptions as FrameworkServerOptions;
      const server = createServer(options.http ?? {}, listener(framework));
      // What Fastify sets on a server it makes itself.
      server.keepAliveTimeout = options.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout);
      return server;
    },
    attach(app, isShedding) {
      shedding = isShedding;
      app.addHook('onRoute', (route) => {
        const method = [route.method].flat()[0];
        // Fastify adds a HEAD route beside each GET route, with its options: it goes through the framework.
        if (!route.config?.microCache || (method !== 'GET' && method !== 'POST')) return;
        methodOf.set(route.url, method);
        route.onResponse = appended(route.onResponse, rememberAnswer);
        if (method === 'POST') route.preParsing = appended(route.preParsing, replayReadBody);
      });
    },
    invalidate: () => answers.clear(),
    hits: () => hits,
  };
}
