import { runTogether } from './processes.mjs';

// `npm start` has built both apps before this runs. Ports and hosts can be changed through the
// environment (see the README's configuration table); these defaults run everything on one machine.
const apiPort = process.env.API_PORT ?? '8080';
const webPort = process.env.WEB_PORT ?? '3000';

// A local start hands out SMS codes through the dev outbox (loopback only) so you can register; in
// production the API refuses to start with it, so it stays off there unless asked for.
const smsOutbox = process.env.SMS_OUTBOX ?? (process.env.NODE_ENV === 'production' ? 'off' : 'on');
const webOrigin = process.env.WEB_ORIGIN ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`;

runTogether([
  {
    name: 'api',
    command: process.execPath,
    args: ['apps/server/dist/main.js'],
    env: { API_PORT: apiPort, SMS_OUTBOX: smsOutbox, WEB_ORIGIN: webOrigin },
  },
  {
    name: 'web',
    command: process.execPath,
    args: ['apps/web/server.mjs'],
    env: { WEB_PORT: webPort, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` },
  },
]);

// The API serves /docs outside production, or where API_DOCS=on (README).
const docsServed = (process.env.API_DOCS ?? (process.env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
const docs = docsServed ? `  (docs: http://localhost:${apiPort}/docs)` : '';
console.log(
  `\n看球直播 Kanqiu is starting:\n  web  http://localhost:${webPort}\n  API  http://localhost:${apiPort}${docs}\nPress Ctrl-C to stop.\n`,
);
