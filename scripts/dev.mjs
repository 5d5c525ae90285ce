import { runTogether } from './processes.mjs';

const apiPort = process.env.API_PORT ?? '8080';

runTogether([
  {
    name: 'api',
    command: 'npm',
    args: ['run', 'dev', '-w', '@kanqiu/server'],
    // Development: the dev outbox hands out SMS codes (loopback only); the Vite dev server is a web origin.
    env: {
      API_PORT: apiPort,
      SMS_OUTBOX: process.env.SMS_OUTBOX ?? 'on',
      WEB_ORIGIN: process.env.WEB_ORIGIN ?? 'http://localhost:3000,http://127.0.0.1:3000',
    },
  },
  {
    name: 'web',
    command: 'npm',
    args: ['run', 'dev', '-w', '@kanqiu/web'],
    env: { API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` },
  },
]);
