// GET /database/team/{id} and /database/player/{id} latency at 50 connections (target: p99 ≤ 50 ms). The pages
// read the season aggregates built once from the archive; this measures them warm, cycling over every team of
// the Premier League and the most used player of each.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startApi, stop, waitFor, writeResult } from './support.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const apiPort = 18622;
const base = `http://127.0.0.1:${apiPort}`;

function load(paths) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base, connections, duration, requests: paths.map((path) => ({ method: 'GET', path })) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const summary = (result) => ({
  requestsPerSec: result.requests.average,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

console.log('starting the API');
const api = await startApi({ port: apiPort, env: { FEED: 'off' } });
await waitFor(`${base}/health/ready`);
const table = (await (await fetch(`${base}/database/competition/1`)).json()).data;
const teamIds = table.standings[0].rows.map((row) => row.team.id);
const playerIds = [];
for (const id of teamIds) {
  const team = (await (await fetch(`${base}/database/team/${id}`)).json()).data;
  const first = team.squad.flatMap((group) => group.players).sort((a, b) => b.minutes - a.minutes)[0];
  if (first) playerIds.push(first.player.id);
}
for (const id of playerIds) await fetch(`${base}/database/player/${id}`);

console.log('measuring', teamIds.length, 'teams and', playerIds.length, 'players');
const loadBefore = loadavg()[0];
const teams = summary(await load(teamIds.map((id) => `/database/team/${id}`)));
const players = summary(await load(playerIds.map((id) => `/database/player/${id}`)));
await stop(api);

const row = (name, r) =>
  `| ${name} | ${r.requestsPerSec.toFixed(0)} | ${r.latencyP50} | ${r.latencyP99} | ${r.errors} |`;
const date = new Date().toISOString();
const loadAfter = loadavg()[0];
// Every run adds a line to the history, kept from the file it replaces (compare builds in alternating rounds).
const label = process.env.BENCH_LABEL ?? 'this build';
const resultFile = new URL('results/database-pages.md', import.meta.url);
const previous = existsSync(resultFile) ? readFileSync(resultFile, 'utf8') : '';
const historyHead = `## History\n\n| date | build | load before/after | team req/s | team p99 ms | player req/s | player p99 ms |\n|---|---|---|---|---|---|---|\n`;
const historyRows = previous.includes('## History') ? (previous.split(historyHead)[1] ?? '') : '';
const historyRow = `| ${date} | ${label} | ${loadBefore.toFixed(1)}/${loadAfter.toFixed(1)} | ${teams.requestsPerSec.toFixed(0)} | ${teams.latencyP99} | ${players.requestsPerSec.toFixed(0)} | ${players.latencyP99} |\n`;
writeResult(
  'database-pages',
  { date, label, connections, duration, loadBefore, loadAfter, teams, players },
  `# 资料库 team and player pages\n\nMeasured ${date} (${label}) with autocannon, ${connections} connections for ${duration} s each, on this machine, SQLite, warm (the season aggregates built), cycling over the ${teamIds.length} Premier League teams and their most used players; load average ${loadBefore.toFixed(1)} when it started and ${loadAfter.toFixed(1)} when it ended (${cpus().length} cores; other work shares them). Target: p99 ≤ 50 ms.\n\n| route | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|\n${row('GET /database/team/{id}', teams)}\n${row('GET /database/player/{id}', players)}\n\n${historyHead}${historyRows}${historyRow}`,
);
