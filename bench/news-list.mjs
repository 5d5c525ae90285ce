// POST /inform/info/list (头条, 20 articles a page) throughput at 100 connections, as a ratio to a bare Fastify JSON
// route measured in the same run on the same machine (target: ≥ 0.5). Measured once the newsroom has written the
// replayed matches' articles (its backfill at start), so the page is full, and once the API's start-up work (feed
// catch-up, newsroom backfill, predictions) has settled: short probes until the rate stops rising. The page is
// asked for as browsers ask (accepting gzip and brotli; the web's server-side fetch accepts gzip), and without:
// at 8.5 KB uncompressed, reading the answers takes the load generator, on the same two cores, most of a core.
import { loadavg } from 'node:os';
import { browserEncodings, measureThroughput, startBesideBare, throughputRow, writeResult } from './support.mjs';

const body = { columnId: 1002, page: 1, size: 20 };

async function listedArticles(url) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()).data?.list?.length ?? 0;
}

const servers = await startBesideBare({ apiPort: 18925, barePort: 18926, env: { FEED: 'on' } });
const { connections, duration, rounds } = servers;
const listUrl = `${servers.apiUrl}/inform/info/list`;
const deadline = Date.now() + 180_000;
while ((await listedArticles(listUrl)) < body.size && Date.now() < deadline)
  await new Promise((r) => setTimeout(r, 2000));
// Settled: three probes in a row within 15 % of their mean, at least 180 s after ready, at most 300 s.
const settleStart = Date.now();
const probes = [];
for (;;) {
  probes.push((await measureThroughput(listUrl, { connections: 20, duration: 3, body })).requestsPerSec);
  const last = probes.slice(-3);
  const mean = last.reduce((a, b) => a + b, 0) / last.length;
  const steady = last.length === 3 && last.every((p) => Math.abs(p - mean) <= mean * 0.15);
  const waited = Date.now() - settleStart;
  if ((steady && waited > 180_000) || waited > 300_000) break;
  await new Promise((r) => setTimeout(r, 5000));
}
const articles = await listedArticles(listUrl);
const [bareResult, listResult, identityResult] = await servers.measure([
  { url: listUrl, body, headers: browserEncodings },
  { url: listUrl, body },
]);
await servers.stop();

const ratio = listResult.requestsPerSec / bareResult.requestsPerSec;
const identityRatio = identityResult.requestsPerSec / bareResult.requestsPerSec;
const load = loadavg()[0].toFixed(1);
writeResult(
  'news-list',
  {
    date: new Date().toISOString(),
    connections,
    duration,
    articles,
    loadAverage: load,
    bare: bareResult,
    list: listResult,
    identity: identityResult,
    ratio,
    identityRatio,
  },
  `# POST /inform/info/list (头条) throughput\n\nMeasured ${new Date().toISOString()} with autocannon, ${connections} connections, ${rounds} alternating rounds of ${duration} s per target (best round of each), on this machine (1-minute load average ${load} at the end), SQLite, the replay feed running (measured after its start-up work settled), ${articles} articles in each response (头条, page 1). The page is asked for with \`accept-encoding: gzip, deflate, br\` as browsers send it (the web's server-side fetch accepts gzip too), and once without. Target: ≥ 0.5 × the bare route.\n\n| route | req/s | p50 ms | p99 ms | bytes/response | errors |\n|---|---|---|---|---|---|\n${throughputRow('bare Fastify JSON', bareResult)}\n${throughputRow('POST /inform/info/list (accepting gzip, br)', listResult)}\n${throughputRow('POST /inform/info/list (no accept-encoding)', identityResult)}\n\nRatio (list / bare): **${ratio.toFixed(2)}**; without accept-encoding: ${identityRatio.toFixed(2)}\n`,
);
