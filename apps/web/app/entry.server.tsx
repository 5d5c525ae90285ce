import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import type { TrustProxy } from '@kanqiu/domain';
import { webConfig } from './config.server';
import { CSP_NONCE_HEADER, NonceContext } from './lib/csp-nonce';
import { afterFirstPaint, builtStylesheets, inlineStylesheet, rewriteStartTags } from './lib/head-links.server';

export { createPageCache } from './lib/page-cache.server';
export { createWebMetrics } from './lib/metrics.server';
export { serveFanData } from './lib/fan-data.server';
export { pagePartsOf } from './fan-parts.server';
export { FAN_DATA_PATH } from './lib/fan-data';

/** Where server.mjs serves `/metrics` (WEB_METRICS_PORT), if anywhere. */
export function metricsOptions(): { host: string; port: number | undefined } {
  return webConfig().metrics;
}

export const streamTimeout = 5_000;

/** The page's stylesheets go into its HTML; its scripts wait for its first paint (lib/head-links.server.ts). */
const inlineBuiltStylesheet = inlineStylesheet(builtStylesheets(new URL('../client/', import.meta.url)));
const rewriteTag = (tag: string): string => inlineBuiltStylesheet(afterFirstPaint(tag));

/** server.mjs reads where to listen from here, so config.server.ts stays the only reader of the environment. */
export function listenOptions(): { host: string; port: number } {
  return webConfig().listen;
}

/** What server.mjs refuses before reading a body, and how long a request may take to arrive. */
export { bodyRefusal, originRefusal, WEB_REQUEST_TIMEOUT_MS } from './lib/request-guard.server';

/**
 * What server.mjs needs for its security headers: whose forwarded headers to trust, where the API is, where else
 * live video is read (the media edge).
 */
export function securityOptions(): {
  trustProxy: TrustProxy;
  apiOrigins: string[];
  webOrigins: string[];
  mediaOrigins: string[];
} {
  const { trustProxy, publicHosts, webOrigins, mediaOrigins } = webConfig();
  const apiOrigins = [...new Set(Object.values(publicHosts).map((host) => new URL(host).origin))];
  return { trustProxy, apiOrigins, webOrigins, mediaOrigins };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
): Promise<Response> | Response {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // The long lists' hydration boundaries (lib/hydration-boundaries.tsx) are complete with the shell. Past
        // 12.8 KB of page React would move such a boundary out of place, to a hidden element that a script swaps
        // in later: the list's first screen painted with its end marker in the middle, then moved (头条's layout
        // shift). With no limit, a completed boundary stays in place; one still waiting streams as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const html = rewriteStartTags(rewriteTag);
          pipe(html);
          html.pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
