// GET /live/football/v1_1/live throughput at 100 connections, as a ratio to a bare Fastify JSON route
// measured in the same run on the same machine.
import { measureThroughput, startApi, startNode, stop, waitFor, writeResult } from './support.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const apiPort = 18620;
const barePort = 18621;

const bare = startNode('bench/bare-fastify.mjs', { PORT: String(barePort) });
await waitFor(`http://127.0.0.1:${barePort}/bare`);
const bareResult = await measureThroughput(`http://127.0.0.1:${barePort}/bare`, { connections, duration });
await stop(bare);

const api = await startApi({ port: apiPort, env: { FEED: 'on' } });
// The API answers while its feed bootstraps; measure the list once the bootstrap is done.
await waitFor(`http://127.0.0.1:${apiPort}/health/ready`);
const liveUrl = `http://127.0.0.1:${apiPort}/live/football/v1_1/live`;
const sample = await (await fetch(liveUrl)).json();
const liveResult = await measureThroughput(liveUrl, { connections, duration });
await stop(api);

const ratio = liveResult.requestsPerSec / bareResult.requestsPerSec;
writeResult(
  'http-live',
  { date: new Date().toISOString(), connections, duration, liveMatches: sample.data?.list?.length ?? 0, bare: bareResult, live: liveResult, ratio },
  `# GET /live/football/v1_1/live throughput\n\nMeasured ${new Date().toISOString()} with autocannon, ${connections} connections for ${duration} s each, on this machine, SQLite, the replay feed running (${sample.data?.list?.length ?? 0} live matches in the response).\n\n| route | req/s | p50 ms | p99 ms | bytes/response | errors |\n|---|---|---|---|---|---|\n| bare Fastify JSON | ${bareResult.requestsPerSec.toFixed(0)} | ${bareResult.latencyP50} | ${bareResult.latencyP99} | ${bareResult.bytesPerResponse} | ${bareResult.errors} |\n| /live/football/v1_1/live | ${liveResult.requestsPerSec.toFixed(0)} | ${liveResult.latencyP50} | ${liveResult.latencyP99} | ${liveResult.bytesPerResponse} | ${liveResult.errors} |\n\nRatio (live / bare): **${ratio.toFixed(2)}**\n`,
);
