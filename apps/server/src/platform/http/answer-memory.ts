import type { FastifyInstance, FastifyReply, FastifyServerFactory, RawServerDefault, RequestPayload } from 'fastify';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { Readable } from 'node:stream';
import type { CacheEntry, ReadCache } from '../cache/read-cache';
import { accessTokenHeader, tokenFrom, type TokenVerifier } from './auth';
import type { RequestObserver } from './request-observer';
import type { Encoding, SerialisedBody } from './serialised-body';

/**
 * The exact answers the framework sent for cached reads, given again from memory before the framework, for as
 * long as the read they carry is current (nginx's "microcaching", inside the process).
 */
export type AnswerMemory = {
  /** The HTTP server for Fastify's `serverFactory`: remembered answers first, the framework for the rest. */
  serverFactory: FastifyServerFactory<RawServerDefault>;
  /** Remembers what the framework sends (call before any route is added). */
  attach(app: FastifyInstance): void;
  /** How many requests were answered from memory since start (diagnostics and tests). */
  hits(): number;
};

/** A request that must reach the framework's hooks even when its answer is remembered (cheap and synchronous). */
export type PassThrough = (request: IncomingMessage) => boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the requests `test` picks past the remembered answers, to the hooks (青少年模式 counts its minutes). */
    passAnswerMemory(test: PassThrough): void;
  }
}

type Answer = {
  entry: CacheEntry<unknown>;
  /** A personal read: a signed-in viewer's answer, the shared one with their parts laid on. */
  personal: ((viewerId: number) => Promise<SerialisedBody>) | null;
  /** The read's own work for every caller (`ReadPolicy.onServe`). */
  onServe: (() => void) | undefined;
  headers: OutgoingHttpHeaders;
  payload: Buffer;
  /** Counts and times each hit under the route that first answered. */
  observe: ReturnType<RequestObserver['fromMemory']>;
};
type Sent = Omit<Answer, 'headers' | 'observe'>;
/** What one sending writes. */
type Sending = Pick<Answer, 'headers' | 'payload'>;

// A small JSON body (a page request) is read before the framework so it can be part of the key.
const READ_BODY_MAX_BYTES = 1024;
// Query strings make keys: a client inventing them must not grow the memory.
const MAX_ANSWERS = 4096;
const MAX_POST_PATHS = 256;
const MAX_CACHED_PATHS = 8192;

const readBody = Symbol('answer-memory request body');
const sentAnswer = Symbol('answer-memory sent answer');
const arrivedAt = Symbol('answer-memory arrival');
type Marked = IncomingMessage & { [readBody]?: Buffer; [sentAnswer]?: Sent; [arrivedAt]?: number };

/** Called by whoever sends a cached read's shared bytes: to be remembered once the answer is out. */
export function markSentAnswer(reply: FastifyReply, sent: Sent): void {
  (reply.request.raw as Marked)[sentAnswer] = sent;
}

const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * Everything an answer depends on besides its read: the exact URL and body, and the headers the platform reads
 * (host, CORS origin, accepted encodings, forwarded scheme and host). The account token is not part of it: a
 * read that is not personal is the same for everyone, and a personal one lays the token's viewer's parts over it.
 */
function keyOf(request: IncomingMessage, body: Buffer | undefined): string {
  const headers = request.headers;
  return `${request.method} ${request.url}\n${headers.host}\n${headers.origin}\n${headers['accept-encoding']}\n${headers['x-forwarded-proto']}\n${headers['x-forwarded-host']}\n${body?.toString('latin1') ?? ''}`;
}

/** What Fastify gives `serverFactory`: its options, defaults filled in. */
type FrameworkServerOptions = {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
};

const isJson = (request: IncomingMessage) => request.headers['content-type']?.startsWith('application/json') === true;

/**
 * Remembered answers enter no hook, validation or handler, which cost more than sending the bytes
 * (docs/decisions/0051-guest-list-answers-from-memory.md, docs/decisions/0055-one-read-cache.md). An answer lives as
 * long as its read is current in the read cache, so every hub publication and every module's invalidation that moves
 * the read forgets it too; a hit is served even while the API sheds load, as it costs less than the refusal would.
 */
export function createAnswerMemory(cache: ReadCache, requests: RequestObserver): AnswerMemory {
  const answers = new Map<string, Answer>();
  /** Paths whose POST answers were remembered: only their small JSON bodies are read before the framework. */
  const postPaths = new Set<string>();
  /** Paths whose GET answers were remembered, and the requests waiting for one that is being made. */
  const cachedPaths = new Set<string>();
  const inFlight = new Map<string, (() => void)[]>();
  let verifyToken: TokenVerifier = () => Promise.resolve(null);
  const passThroughs: PassThrough[] = [];
  let hits = 0;

  function sent(request: Marked, response: ServerResponse, answer: Answer, sending: Sending) {
    answer.onServe?.();
    response.writeHead(200, sending.headers).end(sending.payload);
    hits += 1;
    answer.observe(request, (performance.now() - (request[arrivedAt] ?? performance.now())) / 1000);
  }

  /** A signed-in viewer's answer, made here as the framework would: its compression is the shared answer's. */
  async function personalAnswer(
    answer: Answer,
    personal: NonNullable<Answer['personal']>,
    token: string,
  ): Promise<Sending> {
    const viewerId = await verifyToken(token);
    if (viewerId === null) return answer;
    const encoding = answer.headers['content-encoding'] as Encoding | undefined;
    const body = await personal(viewerId);
    const payload = encoding ? body.encodedAs(encoding) : body.bytes;
    return { headers: { ...answer.headers, 'content-length': payload.length }, payload };
  }

  /** Whether a remembered answer serves the request; the framework gets it when not, or when a viewer's fails. */
  function answerFromMemory(
    request: IncomingMessage,
    response: ServerResponse,
    framework: () => void,
    body?: Buffer,
  ): boolean {
    const key = keyOf(request, body);
    const answer = answers.get(key);
    if (!answer) return false;
    if (!cache.isCurrent(answer.entry)) {
      answers.delete(key);
      return false;
    }
    const token = tokenFrom(request.headers[accessTokenHeader]);
    if (!answer.personal || token === null) {
      sent(request, response, answer, answer);
      return true;
    }
    personalAnswer(answer, answer.personal, token).then(
      (sending) => sent(request, response, answer, sending),
      framework,
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
      request[arrivedAt] = performance.now();
      const toFramework = () => framework(request, response);
      if (passThroughs.some((test) => test(request))) return toFramework();
      if (request.method === 'GET') {
        if (!answerFromMemory(request, response, toFramework)) leadOrWait(request, response, toFramework);
        return;
      }
      if (request.method !== 'POST' || !postPaths.has(pathOf(request.url ?? ''))) return toFramework();
      withBody(request, (body) => {
        if (body && answerFromMemory(request, response, toFramework, body)) return;
        if (body) request[readBody] = body;
        framework(request, response);
      });
    };
  }

  /**
   * A burst for a read not remembered yet (a new version every open page asks for at once) goes to the framework
   * once: the requests that come meanwhile wait for its answer, then are answered from memory, or by the
   * framework each if none was remembered. Only on paths whose reads were remembered before: any other request
   * never waits for another.
   */
  function leadOrWait(request: IncomingMessage, response: ServerResponse, toFramework: () => void): void {
    if (!cachedPaths.has(pathOf(request.url ?? ''))) return toFramework();
    const key = keyOf(request, undefined);
    const waiting = inFlight.get(key);
    if (waiting) {
      waiting.push(() => {
        if (!answerFromMemory(request, response, toFramework)) toFramework();
      });
      return;
    }
    inFlight.set(key, []);
    response.once('close', () => {
      const waiters = inFlight.get(key) ?? [];
      inFlight.delete(key);
      for (const waiter of waiters) waiter();
    });
    toFramework();
  }

  function remember(raw: Marked, route: string, headers: OutgoingHttpHeaders): void {
    const marked = raw[sentAnswer];
    if (!marked || (raw.method !== 'GET' && raw.method !== 'POST')) return;
    if (raw.method === 'GET' && cachedPaths.size < MAX_CACHED_PATHS) cachedPaths.add(pathOf(raw.url ?? ''));
    if (raw.method === 'POST' && !raw[readBody]) {
      // Its next small JSON body is read first, to be part of the key.
      if (postPaths.size < MAX_POST_PATHS) postPaths.add(pathOf(raw.url ?? ''));
      return;
    }
    const key = keyOf(raw, raw[readBody]);
    answers.delete(key);
    answers.set(key, { ...marked, headers, observe: requests.fromMemory(raw.method, route) });
    if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  }

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
    attach(app) {
      // The account module installs the verifier later, as it registers.
      verifyToken = (token) => app.verifyToken(token);
      app.decorate('passAnswerMemory', (test: PassThrough) => void passThroughs.push(test));
      app.addHook('onResponse', (request, reply, done) => {
        if (reply.statusCode === 200)
          remember(request.raw as Marked, request.routeOptions.url ?? request.url, {
            ...reply.getHeaders(),
          } as OutgoingHttpHeaders);
        done();
      });
      // The body read before the framework, handed to its body parser as the request's stream.
      app.addHook('preParsing', (request, _reply, payload, done) => {
        const body = (request.raw as Marked)[readBody];
        done(null, body ? (Readable.from([body], { objectMode: false }) as unknown as RequestPayload) : payload);
      });
    },
    hits: () => hits,
  };
}
