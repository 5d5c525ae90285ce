// Production web server: express 5 + compression in front of the React Router build.
// Where to listen comes from the build's config.server.ts (the only reader of the environment).
import { fileURLToPath } from 'node:url';

// React and the router choose their production or development builds from NODE_ENV when first
// loaded, so it is settled before anything imports them (hence the dynamic imports below).
process.env.NODE_ENV ??= 'production';

const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');

const here = fileURLToPath(new URL('.', import.meta.url));
const build = await import('./build/server/index.js');
const { host, port } = build.entry.module.listenOptions();

const app = express();
app.disable('x-powered-by');
app.use(compression());

// Hashed, immutable assets: cache for a year. Everything else in build/client briefly.
app.use('/assets', express.static(`${here}build/client/assets`, { immutable: true, maxAge: '1y', index: false }));
app.use(express.static(`${here}build/client`, { maxAge: '1h', index: false }));

// The fan's address for the API's per-IP limits; set from the socket, never taken from the request.
app.use((req, _res, next) => {
  req.headers['x-kq-client-ip'] = req.socket.remoteAddress ?? '';
  next();
});

app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(port, host, () => {
  console.log(`Kanqiu web listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});

const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
