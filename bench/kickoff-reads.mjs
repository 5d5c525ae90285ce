// Every read and page a fan opens during a big match, guest and signed in, each against its limit in the same
// run (docs/decisions/0055-one-read-cache.md): API reads against a bare Fastify JSON route, pages against the same
// compressed bytes served from memory by a bare Node server. One product on the embedded default with FEED_DEMO=busy;
// autocannon with BENCH_CONNECTIONS (50) connections, BENCH_ROUNDS (2) alternating rounds of BENCH_SECONDS (4) s, best
// round kept. BENCH_ONLY: a comma-separated subset of row names (e.g. "textLive,page match"); BENCH_PORT: another base
// port; BENCH_FANS (40): the signed-in fans whose tokens or cookies the "signed in" rows take in turn.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiClient, kickoffApiEnv, kickoffTargets, registerFan, webCookieOf } from './kickoff-fan.mjs';
import {
  benchDataDir,
  bestOfAlternatingRounds,
  browserEncodings,
  loadAverage,
  startApi,
  startNode,
  startWeb,
  stop,
  throughputSettings,
  waitFor,
  writeResult,
} from './support.mjs';

const { connections, duration, rounds } = throughputSettings({ connections: 50, duration: 4, rounds: 2 });
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const basePort = Number(process.env.BENCH_PORT ?? 18640);
const crowdSize = Number(process.env.BENCH_FANS ?? 40);
const [barePort, apiPort, webPort, pagesPort] = [basePort, basePort + 1, basePort + 2, basePort + 3];
const api = `http://127.0.0.1:${apiPort}`;
const web = `http://127.0.0.1:${webPort}`;
const loadAtStart = loadAverage();

const bare = startNode('bench/bare-fastify.mjs', { PORT: String(barePort) });
const apiProcess = await startApi({
  port: apiPort,
  dataDir: benchDataDir(),
  env: kickoffApiEnv,
});
await waitFor(`${api}/health/ready`);
const webProcess = startWeb({ port: webPort, apiPort });
await waitFor(`${web}/live/hot`);
await waitFor(`http://127.0.0.1:${barePort}/bare`);

const ids = await kickoffTargets(api);
const { postJson } = apiClient(api);
// A crowd of signed-in fans, each request from the next: three in four follow the match, so their answers carry
// a personal part; one in eight follows another live match too.
const tokens = [];
for (let index = 0; index < crowdSize; index += 1) tokens.push(await registerFan(api, index + 1));
for (const [index, token] of tokens.entries()) {
  if (index % 4 !== 0) await postJson('/live/match/follow', { matchId: ids.matchId, follow: 1 }, token);
  if (index % 8 === 1 && ids.otherMatchId)
    await postJson('/live/match/follow', { matchId: ids.otherMatchId, follow: 1 }, token);
}
const signedIn = tokens.map((token) => ({ accessToken: token }));
// The session cookie and the page-readable marker a browser holds after signing in.
const cookies = tokens.map((token) => ({ cookie: `${webCookieOf(token)}; kq_signed=1` }));
/** Where a signed-in fan given the guests' render of a page asks for their own part of it (lib/fan-data.ts). */
const fanDataOf = (path) => `/_fan?page=${encodeURIComponent(path)}`;

const reads = [
  ['live list', '/live/football/v1_1/live'],
  ['navigation', `/live/fb/match/live/navigation/${ids.matchId}`],
  ['textLive', `/live/fb/match/live/textLive/${ids.matchId}`],
  ['lineup', `/live/fb/match/lineup/${ids.matchId}`],
  ['odds', `/live/odds/${ids.matchId}?type=1`],
  ['odds history', `/live/odds/history/${ids.matchId}?type=1&companyId=${ids.companyId}`],
  ['analysis history', `/live/fb/match/analysis/history/${ids.matchId}`],
  ['analysis table', `/live/fb/match/analysis/table/${ids.matchId}`],
  ['analysis future', `/live/fb/match/analysis/future/${ids.matchId}`],
  ...(ids.basketballId ? [['basketball detail', `/live/basket/match/detail/${ids.basketballId}`]] : []),
  ...(ids.roomId ? [['room detail', `/vlive/room/${ids.roomId}`]] : []),
  ...(ids.articleId ? [['article', `/inform/info/${ids.articleId}`]] : []),
];
// [name, path, same for every viewer]
const pages = [
  ['page match', `/live/zq/detail/${ids.matchId}`],
  ...(ids.basketballId ? [['page basketball', `/live/lq/detail/${ids.basketballId}`]] : []),
  ['page /live/hot', '/live/hot'],
  ['page /vlive/0', '/vlive/0'],
  ['page /news/1002/', '/news/1002/'],
  ...(ids.roomId ? [['page room', `/vlive/detail/${ids.roomId}`]] : []),
];
const wanted = ([name]) => !only || only.includes(name);

/** The bytes as sent (fetch would decode them). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ bytes: Buffer.concat(chunks), headers: response.headers }));
    }).on('error', reject);
  });
}

// The limit of a page: the bytes a browser gets (compressed as it asks), served from memory by a bare server.
const pageBytesDir = mkdtempSync(join(tmpdir(), 'kanqiu-pages-'));
const pageFiles = [];
for (const [index, [, path]] of pages.entries()) {
  const { bytes, headers } = await rawGet(web + path, browserEncodings);
  const file = join(pageBytesDir, `${index}.bin`);
  writeFileSync(file, bytes);
  pageFiles.push({ file, encoding: headers['content-encoding'] ?? '' });
}
const memory = startNode('bench/memory-pages.mjs', { PORT: String(pagesPort), PAGES: JSON.stringify(pageFiles) });
await waitFor(`http://127.0.0.1:${pagesPort}/page/0`);

const targets = [];
targets.push({ name: 'bare Fastify JSON', url: `http://127.0.0.1:${barePort}/bare`, limit: true });
for (const [name, path] of reads.filter(wanted)) {
  targets.push({ name, who: 'guest', url: api + path, headers: { ...browserEncodings } });
  targets.push({ name, who: 'signed in', url: api + path, headers: { ...browserEncodings }, crowd: signedIn });
}
for (const [index, [name, path]] of pages.entries()) {
  if (!wanted([name])) continue;
  targets.push({
    name,
    who: 'memory',
    url: `http://127.0.0.1:${pagesPort}/page/${index}`,
    headers: { ...browserEncodings },
  });
  targets.push({ name, who: 'guest', url: web + path, headers: { ...browserEncodings } });
  targets.push({ name, who: 'signed in', url: web + path, headers: { ...browserEncodings }, crowd: cookies });
  targets.push({
    name,
    who: 'signed in, its data',
    url: web + fanDataOf(path),
    headers: { ...browserEncodings },
    crowd: cookies,
  });
}

const results = await bestOfAlternatingRounds(targets, { rounds, connections, duration });
const loadAtEnd = loadAverage();
await Promise.all([stop(memory), stop(webProcess), stop(apiProcess), stop(bare)]);

const bareRate = results[0].requestsPerSec;
const memoryRate = (name) => results[targets.findIndex((t) => t.name === name && t.who === 'memory')]?.requestsPerSec;
const rows = targets.map((target, index) => {
  const r = results[index];
  const limit = target.limit ? r.requestsPerSec : target.name.startsWith('page') ? memoryRate(target.name) : bareRate;
  return { ...target, ...r, limit, ratio: r.requestsPerSec / limit };
});
// A signed-in fan's page view is the guests' render, then their own part of it from /_fan.
for (const [name] of pages.filter(wanted)) {
  const html = rows.find((r) => r.name === name && r.who === 'signed in');
  const data = rows.find((r) => r.name === name && r.who === 'signed in, its data');
  if (!html || !data) continue;
  const views = 1 / (1 / html.requestsPerSec + 1 / data.requestsPerSec);
  rows.push({
    name,
    who: 'signed in, page + data',
    requestsPerSec: views,
    latencyP50: '',
    latencyP99: '',
    bytesPerResponse: '',
    errors: '',
    ratio: views / html.limit,
  });
}
const table = rows
  .map(
    (r) =>
      `| ${r.name} | ${r.who ?? 'limit'} | ${r.requestsPerSec.toFixed(0)} | ${r.latencyP50} | ${r.latencyP99} | ${r.bytesPerResponse} | ${r.errors} | ${r.ratio.toFixed(2)} |`,
  )
  .join('\n');
writeResult(
  'kickoff-reads',
  { date: new Date().toISOString(), connections, duration, rounds, ids, rows },
  `# Kick-off reads: what a fan opens during a big match, against the limit\n\nMeasured ${new Date().toISOString()} with autocannon, ${connections} connections, ${rounds} alternating rounds of ${duration} s per target (best round of each), on this machine, SQLite, FEED_DEMO=busy, live match ${ids.matchId}; every request asks for gzip, deflate, br as browsers do. "signed in" requests come from ${crowdSize} fans in turn, each with their token (API) or session cookie (web); three in four follow the match, one in eight another live match too. Ratio: API reads against the bare Fastify JSON route, pages against the same compressed bytes served from memory by a bare Node server (the "memory" rows). Load average 1/5/15 min at the start: ${loadAtStart}; at the end: ${loadAtEnd}.\n\n| what | who | req/s | p50 ms | p99 ms | bytes | errors | × limit |\n|---|---|---|---|---|---|---|---|\n${table}\n`,
);
