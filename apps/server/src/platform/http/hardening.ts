import compress from '@fastify/compress';
import { holdsUnstorableText } from '@kanqiu/contract';
import cors from '@fastify/cors';
import underPressure from '@fastify/under-pressure';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Config } from '../../config';
import { fail } from './app-error';
import { handleClientError, handleFrameworkError, unstorableTextFault } from './error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Timeouts and the framework's own refusals, for the Fastify constructor. */
export function serverOptions(http: Config['http']): FastifyHttpOptions<Server> {
  return {
    // Slow bodies and headers (slowloris) are cut off once the whole request has not arrived in time.
    requestTimeout: http.requestTimeoutMs,
    // An idle socket is closed; websockets are exempt once upgraded (ws clears the timeout).
    connectionTimeout: 2 * http.requestTimeoutMs,
    // Longer than the usual load balancer idle timeout (60 s), so the balancer closes first.
    keepAliveTimeout: 72_000,
    // Node ignores requestTimeout while headersTimeout (60 s) is longer, and checks both on an interval
    // (30 s by default) that would let them run long.
    http: {
      headersTimeout: http.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, http.requestTimeoutMs),
    },
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  };
}

// The API answers JSON and images, never pages: nothing may run, load or frame.
const apiPolicy = { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] };

/** Swagger UI's own policy needs its scripts; it may not be framed or upgrade a plain-HTTP local run. */
export function docsPolicy(header: string): string {
  return header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace('upgrade-insecure-requests;', '');
}

/**
 * The API's security headers, worked out once by helmet. Its Fastify plugin builds the whole helmet middleware
 * again on every request, which halved the throughput of the cached lists.
 */
function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: apiPolicy },
    // Portraits are shown by the web on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    // What only documents heed (or only old browsers did): the API answers JSON and pictures.
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xXssProtection: false,
  });
  apply({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers, CORS for the web origins only, JSON compression and load shedding.
 * Registered before the static uploads so they get the headers and compression too.
 */
export async function registerHardening(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: config.overload.maxEventLoopDelayMs,
    // A sample interval without one delay sample reads as overload (fastify/under-pressure#125): at least as long as
    // the threshold, only a loop held past the threshold sheds.
    sampleInterval: Math.max(1000, config.overload.maxEventLoopDelayMs),
    ...(config.overload.maxHeapUsedBytes ? { maxHeapUsedBytes: config.overload.maxHeapUsedBytes } : {}),
    retryAfter: 10,
  });
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // Only over TLS (directly or per X-Forwarded-Proto from a trusted proxy): a plain-HTTP answer cannot pin https.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
  // The browser calls the API for public data only; tokens travel server-side, so no credentials.
  await app.register(cors, { origin: config.http.webOrigins, credentials: false });
  await app.register(compress, { globalDecompression: false });
  // A browser page of another origin may read public data (CORS) but never change state: a forged post is refused
  // before any route runs. Servers and apps send no Origin.
  const webOrigins = new Set(config.http.webOrigins);
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !SAFE_METHODS.has(request.method) && !webOrigins.has(origin)) {
      fail('forbidden', '请求来源不被允许');
    }
  });
  // PostgreSQL refuses NUL in text: refused for every field here, before any route's schema could forget it.
  app.addHook('preValidation', async (request) => {
    if ([request.body, request.query, request.params].some(holdsUnstorableText)) throw unstorableTextFault();
  });
}
