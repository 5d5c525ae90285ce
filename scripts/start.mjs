import { runTogether } from './processes.mjs';

// `npm start` has built both apps before this runs. Ports and hosts can be changed through the
// environment (see the README's configuration table); these defaults run everything on one machine.
const apiPort = process.env.API_PORT ?? '8080';
const webPort = process.env.WEB_PORT ?? '3000';

runTogether([
  { name: 'api', command: process.execPath, args: ['apps/server/dist/main.js'], env: { API_PORT: apiPort } },
  {
    name: 'web',
    command: process.execPath,
    args: ['apps/web/server.mjs'],
    env: { WEB_PORT: webPort, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` },
  },
]);

console.log(`\n看球直播 Kanqiu is starting:\n  web  http://localhost:${webPort}\n  API  http://localhost:${apiPort}  (docs: http://localhost:${apiPort}/docs)\nPress Ctrl-C to stop.\n`);
