// GET /live/football/v1_1/live throughput at 100 connections, as a ratio to a bare Fastify JSON route
// measured in the same run on the same machine (issue 7: ≥ 0.5). Both servers stay up and are measured in
// alternating rounds, each keeping its best (the machine is shared and the API's start-up work runs meanwhile).
import {
  bestOfAlternatingRounds,
  loadAverage,
  startApi,
  startBare,
  stop,
  throughputRow,
  throughputSettings,
  waitFor,
  writeResult,
} from './support.mjs';

const { connections, duration, rounds } = throughputSettings({ connections: 100, duration: 5, rounds: 3 });
const apiPort = 18620;
const barePort = 18621;
const loadAtStart = loadAverage();

const bare = await startBare(barePort);
const api = await startApi({ port: apiPort, env: { FEED: 'on' } });
// The API answers while its feed bootstraps; measure the list once the bootstrap is done.
await waitFor(`http://127.0.0.1:${apiPort}/health/ready`);
const liveUrl = `http://127.0.0.1:${apiPort}/live/football/v1_1/live`;
const sample = await (await fetch(liveUrl)).json();
const [bareResult, liveResult] = await bestOfAlternatingRounds(
  [{ url: `http://127.0.0.1:${barePort}/bare` }, { url: liveUrl }],
  { rounds, connections, duration },
);
const loadAtEnd = loadAverage();
await stop(api);
await stop(bare);

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
