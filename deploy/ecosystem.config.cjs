// pm2 alternative to the systemd units: `pm2 start deploy/ecosystem.config.cjs` from the repository root
// after `npm ci && npm run build`. pm2 restarts a process that exits non-zero (the API's fatal errors),
// waiting longer after each quick crash (exponential back-off from 200 ms) instead of looping.
const common = {
  autorestart: true,
  exp_backoff_restart_delay: 200,
  max_restarts: 50,
  min_uptime: 10_000,
  kill_timeout: 20_000,
  time: true,
};

module.exports = {
  apps: [
    {
      ...common,
      name: 'kanqiu-api',
      script: 'apps/server/dist/main.js',
      env: { NODE_ENV: 'production' },
    },
    {
      ...common,
      name: 'kanqiu-web',
      cwd: 'apps/web',
      script: 'server.mjs',
      env: { NODE_ENV: 'production' },
    },
  ],
};
