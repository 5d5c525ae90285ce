// POST /pc/experts (专家排行) throughput at 100 connections, as a ratio to a bare Fastify JSON route measured in
// the same run on the same machine (target: ≥ 0.5). The ranking is measured once the 模拟专家 have a record
// (their 回溯 tips on the replayed matches of the last 30 days, settled like any tip).
import autocannon from 'autocannon';
import { startApi, startBare, stop, waitFor, writeResult } from './support.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const apiPort = 18623;
const barePort = 18624;
const body = JSON.stringify({ window: 30, sort: 'hitRate' });

function load(url, method = 'GET') {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        method,
        ...(method === 'POST' ? { body, headers: { 'content-type': 'application/json' } } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const summary = (result) => ({
  requestsPerSec: result.requests.average,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  errors: result.errors + result.non2xx,
});

async function rankedExperts(url) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return (await response.json()).data?.list?.length ?? 0;
}

const bare = await startBare(barePort);
const bareResult = summary(await load(`http://127.0.0.1:${barePort}/bare`));
await stop(bare);

const api = await startApi({ port: apiPort, env: { FEED: 'on' } });
await waitFor(`http://127.0.0.1:${apiPort}/health/ready`);
const rankUrl = `http://127.0.0.1:${apiPort}/pc/experts`;
const deadline = Date.now() + 180_000;
while ((await rankedExperts(rankUrl)) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2000));
const experts = await rankedExperts(rankUrl);
const rankResult = summary(await load(rankUrl, 'POST'));
await stop(api);

const ratio = rankResult.requestsPerSec / bareResult.requestsPerSec;
const row = (name, r) =>
  `| ${name} | ${r.requestsPerSec.toFixed(0)} | ${r.latencyP50} | ${r.latencyP99} | ${r.bytesPerResponse} | ${r.errors} |`;
writeResult(
  'experts-rank',
  { date: new Date().toISOString(), connections, duration, experts, bare: bareResult, rank: rankResult, ratio },
  `# POST /pc/experts (专家排行) throughput\n\nMeasured ${new Date().toISOString()} with autocannon, ${connections} connections for ${duration} s each, on this machine, SQLite, the replay feed running, ${experts} ranked experts in the response (近30天, 命中率). Target: ≥ 0.5 × the bare route.\n\n| route | req/s | p50 ms | p99 ms | bytes/response | errors |\n|---|---|---|---|---|---|\n${row('bare Fastify JSON', bareResult)}\n${row('POST /pc/experts', rankResult)}\n\nRatio (ranking / bare): **${ratio.toFixed(2)}**\n`,
);
