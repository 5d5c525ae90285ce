// GET /live/football/v1_1/live throughput at 100 connections, as a ratio to a bare Fastify JSON route
// measured in the same run on the same machine (target: ≥ 0.5). Both servers stay up and are measured in
// alternating rounds, each keeping its best (the machine is shared and the API's start-up work runs meanwhile).
import { loadAverage, startBesideBare, throughputRow, writeResult } from './support.mjs';

const loadAtStart = loadAverage();

// The API answers while its feed bootstraps; measure the list once the bootstrap is done.
const servers = await startBesideBare({ apiPort: 18620, barePort: 18621, env: { FEED: 'on' } });
const { connections, duration, rounds } = servers;
const liveUrl = `${servers.apiUrl}/live/football/v1_1/live`;
const sample = await (await fetch(liveUrl)).json();
const [bareResult, liveResult] = await servers.measure([{ url: liveUrl }]);
const loadAtEnd = loadAverage();
await servers.stop();

const ratio = liveResult.requestsPerSec / bareResult.requestsPerSec;
const liveMatches = sample.data?.list?.length ?? 0;
writeResult(
  'http-live',
  {
    date: new Date().toISOString(),
    connections,
    duration,
    rounds,
    liveMatches,
    bare: bareResult,
    live: liveResult,
    ratio,
  },
  `# GET /live/football/v1_1/live throughput\n\nMeasured ${new Date().toISOString()} with autocannon, ${connections} connections, ${rounds} alternating rounds of ${duration} s per route (best round of each), on this machine, SQLite, the replay feed running (${liveMatches} live matches in the response). Load average 1/5/15 min at the start: ${loadAtStart}; at the end: ${loadAtEnd}. Target: ≥ 0.5 × the bare route.\n\n| route | req/s | p50 ms | p99 ms | bytes/response | errors |\n|---|---|---|---|---|---|\n${throughputRow('bare Fastify JSON', bareResult)}\n${throughputRow('/live/football/v1_1/live', liveResult)}\n\nRatio (live / bare): **${ratio.toFixed(2)}**\n`,
);
