// Production web server: express 5 + compression in front of the React Router build.
// Where to listen comes from the build's config.server.ts (the only reader of the environment).
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// React and the router choose their production or development builds from NODE_ENV when first
// loaded, so it is settled before anything imports them (hence the dynamic imports below).
process.env.NODE_ENV ??= 'production';

const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { default: helmet } = await import('helmet');

const here = fileURLToPath(new URL('.', import.meta.url));
const build = await import('./build/server/index.js');
const { host, port } = build.entry.module.listenOptions();
const { trustProxy, apiOrigins, webOrigins, mediaOrigins } = build.entry.module.securityOptions();
const { bodyRefusal, originRefusal, WEB_REQUEST_TIMEOUT_MS } = build.entry.module;
const apiSockets = apiOrigins.map((origin) => origin.replace(/^http/, 'ws'));
// Guests' pages rendered once a second, given from memory before the framework (lib/page-cache.server.ts).
const pages = build.entry.module.createPageCache();
const metrics = build.entry.module.createWebMetrics(() => pages.hits());

const app = express();
app.disable('x-powered-by');
// A balancer's health check (deploy/haproxy.cfg): the build is loaded and the process serves.
app.get('/health/ready', (_req, res) => res.type('text/plain').send('ok'));
// A post from another origin's page, or a body too large, of a kind no page takes, or of no stated length, is
// refused unread (lib/request-guard.server.ts).
app.use((req, res, next) => {
  const refusal =
    originRefusal(req.method, req.headers, `${req.protocol}://${req.host}`, webOrigins) ??
    bodyRefusal(req.method, req.path, req.headers);
  if (!refusal) return next();
  res.status(refusal.status).set('connection', 'close').type('text/plain; charset=utf-8').send(refusal.message);
});
// Behind a TLS-terminating proxy: req.protocol is https, so the form origin check and Secure cookies work.
app.set('trust proxy', trustProxy);

// A signed-in fan's own part of a shared page (lib/fan-data.server.ts): JSON, before the page machinery below.
const { serveFanData, pagePartsOf, FAN_DATA_PATH } = build.entry.module;
app.get(FAN_DATA_PATH, (req, res, next) => {
  const clientIp = req.ip ?? req.socket.remoteAddress ?? '';
  const fan = { clientIp, requestId: randomUUID(), secure: req.secure, pageParts: pagePartsOf };
  serveFanData(req, res, fan).catch(next);
});

// A fresh nonce per response for the inline scripts React Router writes; set as a header the page reads,
// overwriting anything the client sent under that name.
app.use((req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  req.headers['x-kq-csp-nonce'] = res.locals.cspNonce;
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`],
        // antd-mobile and the theme colour set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...apiOrigins],
        // The media edge's HLS: the video element reads it (no MSE), or hls.js fetches it.
        mediaSrc: ["'self'", 'blob:', 'https:', ...apiOrigins, ...mediaOrigins],
        connectSrc: ["'self'", ...apiOrigins, ...apiSockets, ...mediaOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  }),
);
// What the middleware compresses is made for one request (a signed-in fan's page; guests' pages are compressed
// once by the page cache): brotli's quality 2 costs a quarter of its default 4's time for a few per cent more bytes.
app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } } }));

// Hashed, immutable assets: cache for a year. Everything else in build/client briefly.
app.use('/assets', express.static(`${here}build/client/assets`, { immutable: true, maxAge: '1y', index: false }));
// The service worker is checked for updates on every visit: never from a cache.
const publicFiles = express.static(`${here}build/client`, {
  maxAge: '1h',
  index: false,
  setHeaders: (res, path) => {
    if (path.endsWith('/sw.js')) res.setHeader('Cache-Control', 'no-cache');
  },
});
// Only a name with an extension can be a file there: a page or its data (`.data`) is not looked for on disk.
app.use((req, res, next) => (/\.(?!data$)[^/.]+$/.test(req.path) ? publicFiles(req, res, next) : next()));

// The fan's address for the API's per-IP limits: the socket's, or a trusted proxy's X-Forwarded-For; and the id
// the API logs the request's calls under.
app.use((req, _res, next) => {
  req.headers['x-kq-client-ip'] = req.ip ?? req.socket.remoteAddress ?? '';
  req.headers['x-kq-request-id'] = randomUUID();
  next();
});

app.all('/{*splat}', pages.capture, createRequestHandler({ build, mode: process.env.NODE_ENV }));

// Slow headers and bodies are cut as the API cuts them; Node checks every second rather than every 30.
const timeouts = {
  requestTimeout: WEB_REQUEST_TIMEOUT_MS,
  headersTimeout: WEB_REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: 1000,
};
// Only over TLS (directly, or per X-Forwarded-Proto from a trusted proxy): a plain-HTTP answer cannot pin https.
// Set here, so the pages the page cache gives before Express carry it too.
const trustedProxy = app.get('trust proxy fn');
const overTls = (request) =>
  request.socket.encrypted === true ||
  (trustedProxy(request.socket.remoteAddress ?? '', 0) &&
    request.headers['x-forwarded-proto']?.split(',')[0]?.trim() === 'https');
const server = createServer(timeouts, (request, response) => {
  metrics.observe(request, response);
  if (overTls(request)) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  pages.serve(request, response, () => app(request, response));
});
const metricsAt = build.entry.module.metricsOptions();
if (metricsAt.port) await metrics.serve(metricsAt.host, metricsAt.port);
server.listen(port, host, () => {
  console.log(`Kanqiu web listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});

const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
