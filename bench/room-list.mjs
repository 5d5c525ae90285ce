// The 直播 list under load (target: ≥ 0.5 × a bare Fastify route): GET /vlive/room/list (the landing page's
// rooms, each with its linked match's score) and GET /vlive/match, against the bare route of bare-fastify.mjs.
// The machine is shared, so its load swings: all servers stay up and are measured in alternating rounds, and
// each route's best round is compared with the bare route's best.
import { loadAverage, startBesideBare, writeResult } from './support.mjs';

const loadAtStart = loadAverage();

// The replay feed runs so the demo rooms' linked matches are live; no media server (its ffmpeg would take the CPU).
// BENCH_FEED=off measures the lists without the feed's work in the same process.
const feed = process.env.BENCH_FEED ?? 'on';
const servers = await startBesideBare({ apiPort: 18625, barePort: 18626, env: { FEED: feed, MEDIA: 'off' } });
const { connections, duration, rounds } = servers;

const routes = [
  { name: 'GET /vlive/room/list?type=0', url: `${servers.apiUrl}/vlive/room/list?type=0` },
  { name: 'GET /vlive/room/list?type=1', url: `${servers.apiUrl}/vlive/room/list?type=1` },
  { name: 'GET /vlive/match', url: `${servers.apiUrl}/vlive/match` },
];
const samples = await Promise.all(routes.map(async ({ url }) => (await fetch(url)).json()));
for (const [index, sample] of samples.entries())
  if (sample.code !== 200) throw new Error(`${routes[index].name} answered ${JSON.stringify(sample).slice(0, 200)}`);
const roomCount = samples[0].data.list.length;

const [bareResult, ...routeResults] = await servers.measure(routes);
const loadAtEnd = loadAverage();
await servers.stop();

const results = routes.map((route, index) => {
  const result = routeResults[index];
  return { ...route, ...result, ratio: result.requestsPerSec / bareResult.requestsPerSec };
});
const row = (name, r, ratio) =>
  `| ${name} | ${r.requestsPerSec.toFixed(0)} | ${r.latencyP50} | ${r.latencyP99} | ${r.bytesPerResponse} | ${r.errors} | ${ratio} |`;
writeResult(
  'room-list',
  { date: new Date().toISOString(), connections, duration, rounds, roomCount, bare: bareResult, results },
  `# 直播 list under load\n\nMeasured ${new Date().toISOString()} with autocannon, ${connections} connections, ${rounds} alternating rounds of ${duration} s per route (best round of each), on this machine: one API process on SQLite, ${feed === 'on' ? 'the replay feed running' : 'the replay feed off'}, the media server off (${roomCount} rooms on the 推荐 list), next to the bare Fastify JSON route of \`bench/bare-fastify.mjs\`. Load average 1/5/15 min at the start: ${loadAtStart}; at the end: ${loadAtEnd} (the machine shared with other work). Target: each route ≥ 0.5 × the bare route.\n\n| route | req/s | p50 ms | p99 ms | bytes/response | errors | × bare |\n|---|---|---|---|---|---|---|\n${row('bare Fastify JSON', bareResult, '1.00')}\n${results.map((r) => row(r.name, r, r.ratio.toFixed(2))).join('\n')}\n`,
);
