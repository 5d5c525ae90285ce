import { runTogether } from './processes.mjs';

const apiPort = process.env.API_PORT ?? '8080';

runTogether([
  { name: 'api', command: 'npm', args: ['run', 'dev', '-w', '@kanqiu/server'], env: { API_PORT: apiPort } },
  {
    name: 'web',
    command: 'npm',
    args: ['run', 'dev', '-w', '@kanqiu/web'],
    env: { API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` },
  },
]);
