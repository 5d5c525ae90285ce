// Kick-off surge (docs/decisions/0055-one-read-cache.md): BENCH_FANS (10,000) fans arrive evenly over
// BENCH_SURGE_SECONDS (60) at one live match. Each opens the match page on a web (a fifth signed in), its live socket
// on `match:<id>` and one other tab (指数, 阵容 or 分析, in turn), then stays, refetching the text live at each change as the
// page does; a goal is pushed every 10 s and a card in between. Reported per request kind: rate, p50, p99, failures;
// each push's delivery to the subscribed sockets; the API's and web's CPU. Then the same fans make the same HTTP
// requests at the same moments against the same bytes served from memory by bare Node servers, one in place of each web
// and API process (the limit).
// BENCH_TOPOLOGY=single (default): one API and one web on SQLite with the in-process bus; cluster: two APIs on
// PostgreSQL (a schema of the run's own, dropped at the end) and Redis (a prefix of its own, cleared), two webs,
// each in front of one API. BENCH_WORKERS (2) client processes; BENCH_SIGNED_POOL: fewer registered fans, reused
// round-robin (default: one per signed-in fan); BENCH_CLIENT_CONNECTIONS (256) per client process and server;
// BENCH_PORT (18800): the APIs listen at +1 and +2, the webs at +3 and +4, the memory servers at +5 … +8.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import Redis from 'ioredis';
import pg from 'pg';
import { apiClient, kickoffApiEnv, kickoffTargets, registerFan, webCookieOf } from './kickoff-fan.mjs';
import {
  benchDataDir,
  browserEncodings,
  percentile,
  pushEvents,
  root,
  spawnApi,
  startNode,
  startWeb,
  stop,
  waitFor,
  wallClockMs,
  writeResult,
} from './support.mjs';

const fans = Number(process.env.BENCH_FANS ?? 10_000);
const seconds = Number(process.env.BENCH_SURGE_SECONDS ?? 60);
const topology = process.env.BENCH_TOPOLOGY ?? 'single';
const workerCount = Number(process.env.BENCH_WORKERS ?? 2);
const signedInEvery = 5;
const signedInFans = Math.ceil(fans / signedInEvery);
const signedPool = Math.min(signedInFans, Number(process.env.BENCH_SIGNED_POOL ?? signedInFans));
const connections = Number(process.env.BENCH_CLIENT_CONNECTIONS ?? 256);
const basePort = Number(process.env.BENCH_PORT ?? 18800);
const instances = topology === 'cluster' ? 2 : 1;
const apiPorts = [basePort + 1, basePort + 2].slice(0, instances);
const webPorts = [basePort + 3, basePort + 4].slice(0, instances);
const memoryPagePorts = [basePort + 5, basePort + 6].slice(0, instances);
const memoryReadPorts = [basePort + 7, basePort + 8].slice(0, instances);
const url = (port) => `http://127.0.0.1:${port}`;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const runId = Date.now();
const schema = `bench_surge_${runId}`;
const redisPrefix = `kanqiu:bench:surge:${runId}:`;
const markerPrefix = `surge-${runId}-`;
const loadNow = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!['single', 'cluster'].includes(topology)) throw new Error(`BENCH_TOPOLOGY: single or cluster, not ${topology}`);
if (topology === 'single' && fans > 18_000) throw new Error('one API holds at most ~19,000 sockets (open files)');

/** Every process this run started, stopped at the end however it ends, and the APIs' data directories. */
const started = [];
const dataDirs = [];
const track = (child) => (started.push(child), child);

async function stopAll() {
  await Promise.all(
    started.map((child) =>
      Promise.race([stop(child), sleep(15_000).then(() => child.exitCode === null && child.kill('SIGKILL'))]),
    ),
  );
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux, 100 ticks a second). */
function cpuSecondsOf(child) {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The whole machine's busy and total ticks so far (/proc/stat). */
function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = ticks[3] + ticks[4];
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** CPU of the named processes and the machine over a window: call at the start, then call the result at the end. */
function cpuWindow(processes) {
  const startedAt = wallClockMs();
  const before = processes.map(([, child]) => cpuSecondsOf(child));
  const machine = machineTicks();
  return () => {
    const wall = (wallClockMs() - startedAt) / 1000;
    const after = machineTicks();
    return {
      wallSeconds: wall,
      machineBusy: (after.busy - machine.busy) / (after.total - machine.total),
      processes: processes.map(([name, child], i) => ({ name, seconds: cpuSecondsOf(child) - before[i] })),
    };
  };
}

// The product --------------------------------------------------------------------------------------------------

function apiEnv() {
  const env = { ...kickoffApiEnv, WEB_ORIGIN: webPorts.map(url).join(',') };
  if (topology === 'single') return env;
  return {
    ...env,
    DATABASE_URL: postgresUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    // The same anchor everywhere, so whichever instance holds the feed lock plays the same replay.
    FEED_ANCHOR: String(Math.floor(runId / 1000)),
  };
}

/** The APIs one after the other (the first runs the migrations and takes the feed), then a web before each. */
async function startProduct() {
  const apis = [];
  for (const port of apiPorts) {
    const dataDir = benchDataDir();
    dataDirs.push(dataDir);
    apis.push(track(spawnApi({ port, dataDir, env: apiEnv() })));
    await waitFor(`${url(port)}/health/ready`, 300_000);
  }
  const webs = webPorts.map((port, i) => track(startWeb({ port, apiPort: apiPorts[i] })));
  for (const port of webPorts) await waitFor(`${url(port)}/live/hot`);
  return { apis, webs };
}

/** The replayed match's provider reference, so the bench's pushes land on the match the fans watch. */
async function replayRefOf(matchId, dataDir) {
  const query = 'select provider, provider_match_id as "providerMatchId" from matches where id = ';
  if (topology === 'single') {
    const db = new Database(join(dataDir, 'kanqiu.db'), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(`${query}?`).get(matchId);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`set search_path to "${schema}"`);
    return (await client.query(`${query}$1`, [matchId])).rows[0];
  } finally {
    await client.end();
  }
}

async function dropState() {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (topology !== 'cluster') return;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
  const redis = new Redis(redisUrl);
  for await (const keys of redis.scanStream({ match: `${redisPrefix}*`, count: 1000 }))
    if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

/** Signed-in fans: registered through the SMS outbox, each following the match (their page has a personal part). */
async function registerFans(api, matchId, count) {
  const { postJson } = apiClient(api);
  const cookies = [];
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, async (_, j) => {
      const token = await registerFan(api, i + j);
      await postJson('/live/match/follow', { matchId, follow: 1 }, token);
      // A browser that signed in holds the session cookie and its page-readable marker.
      return `${webCookieOf(token)}; kq_signed=1`;
    });
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

/** A site that has been serving for a while: each web renders the page and each API answers the reads some times. */
async function warmUp(matchId, cookie) {
  const targets = apiPorts.flatMap((apiPort, i) => {
    const [api, web] = [url(apiPort), url(webPorts[i])];
    return [
      [`${web}/live/zq/detail/${matchId}`, {}],
      [`${web}/live/zq/detail/${matchId}`, { cookie }],
      ...['odds', 'lineup', 'analysis/history', 'analysis/table', 'analysis/future', 'textLive'].map((read) => [
        read === 'odds'
          ? `${api}/live/odds/${matchId}?platform=4&type=1&v=0`
          : `${api}/live/fb/match/${read === 'textLive' ? 'live/' : ''}${read}/${matchId}?platform=4`,
        {},
      ]),
    ];
  });
  for (let round = 0; round < 30; round += 1)
    await Promise.all(targets.map(([target, headers]) => rawGet(target, { ...browserEncodings, ...headers })));
}

// The pushes -----------------------------------------------------------------------------------------------------

/** Goals at 5, 15, 25 … s, a card between each two: everything inside the surge. */
function pushSchedule() {
  const pushes = [];
  for (let at = 5; at < seconds; at += 5) pushes.push({ at, kind: (at / 5) % 2 === 1 ? 'goal' : 'card' });
  return pushes;
}

function pushEventsOf(ref, { at, kind }, n, match) {
  const minute = match.minute + Math.floor(at / 60);
  const side = n % 4 < 2 ? 'home' : 'away';
  const marker = `${markerPrefix}${kind}-${n}`;
  const incident = {
    ...ref,
    kind: 'incident',
    key: marker,
    type: kind === 'goal' ? 1 : 3,
    side,
    period: match.period,
    second: minute * 60,
    minuteLabel: String(minute),
    playerId: null,
    playerName: '压测球员',
    relatedPlayerId: null,
    relatedPlayerName: null,
    score: null,
    cancelled: false,
  };
  if (kind !== 'goal') return { marker, events: [incident] };
  match.score = side === 'home' ? [match.score[0] + 1, match.score[1]] : [match.score[0], match.score[1] + 1];
  const score = [...match.score];
  return {
    marker,
    events: [
      { ...incident, score },
      {
        ...ref,
        kind: 'score',
        key: `${marker}:score`,
        at: Math.floor(Date.now() / 1000),
        score,
        halfTime: match.halfTime,
        extraTime: null,
        penalties: null,
        periods: null,
      },
    ],
  };
}

async function runPushes(t0, ref, match) {
  const done = [];
  for (const [n, push] of pushSchedule().entries()) {
    const { at, kind } = push;
    await sleep(t0 + at * 1000 - wallClockMs());
    const { marker, events } = pushEventsOf(ref, push, n, match);
    const sentAt = wallClockMs();
    await pushEvents(apiPorts[0], events);
    done.push({ marker, kind, offset: at, at: sentAt, answeredMs: wallClockMs() - sentAt });
  }
  return done;
}

// The limit: the same bytes from memory --------------------------------------------------------------------------

/** The bytes as sent (compressed as the browser asked). */
function rawGet(target, headers) {
  return new Promise((resolve, reject) => {
    get(target, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ bytes: Buffer.concat(chunks), headers: response.headers, status: response.statusCode }),
      );
    }).on('error', reject);
  });
}

/** Each request kind's answer, saved and served by memory-pages.mjs; returns the processes and each kind's path. */
async function startMemoryServers(matchId, version, cookie) {
  const [web, api] = [url(webPorts[0]), url(apiPorts[0])];
  const reads = { accept: 'application/json', origin: web, ...browserEncodings };
  const sources = [
    ['page guest', `${web}/live/zq/detail/${matchId}`, { accept: 'text/html', ...browserEncodings }],
    ['page signed in', `${web}/live/zq/detail/${matchId}`, { accept: 'text/html', cookie, ...browserEncodings }],
    ['page data (signed in)', `${web}/_fan?page=%2Flive%2Fzq%2Fdetail%2F${matchId}`, { cookie, ...browserEncodings }],
    ['odds', `${api}/live/odds/${matchId}?platform=4&type=1&v=0`, reads],
    ['lineup', `${api}/live/fb/match/lineup/${matchId}?platform=4&v=0`, reads],
    ['analysis history', `${api}/live/fb/match/analysis/history/${matchId}?platform=4`, reads],
    ['analysis table', `${api}/live/fb/match/analysis/table/${matchId}?platform=4`, reads],
    ['analysis future', `${api}/live/fb/match/analysis/future/${matchId}?platform=4`, reads],
    ['textLive refetch', `${api}/live/fb/match/live/textLive/${matchId}?platform=4&v=${version}`, reads],
  ];
  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-surge-bytes-'));
  const pages = [];
  const paths = {};
  const bytes = {};
  for (const [index, [kind, target, headers]] of sources.entries()) {
    const answer = await rawGet(target, headers);
    if (answer.status !== 200) throw new Error(`${kind}: ${target} answered ${answer.status}`);
    const file = join(dir, `${index}.bin`);
    writeFileSync(file, answer.bytes);
    const encoding = answer.headers['content-encoding'] ?? '';
    pages.push({ file, encoding, type: answer.headers['content-type'] });
    paths[kind] = `/page/${index}`;
    bytes[kind] = { bytes: answer.bytes.length, encoding };
  }
  // One bare server in place of each of the product's web and API processes, the fans spread over them alike.
  const ports = [...memoryPagePorts, ...memoryReadPorts];
  const servers = ports.map((port) =>
    track(startNode('bench/memory-pages.mjs', { PORT: String(port), PAGES: JSON.stringify(pages) })),
  );
  for (const port of ports) await waitFor(`${url(port)}/page/0`);
  const pairs = memoryPagePorts.map((port, i) => ({ web: url(port), api: url(memoryReadPorts[i]) }));
  return { servers, memory: { pairs, paths }, bytes, dir };
}

// The fans -------------------------------------------------------------------------------------------------------

function nextMessage(worker, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.type !== type) return;
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code) => reject(new Error(`fan worker exited with ${code} waiting for ${type}`));
    worker.on('message', onMessage);
    worker.once('exit', onExit);
  });
}

async function startWorkers() {
  const workers = Array.from({ length: workerCount }, () => track(fork(join(root, 'bench/surge-fans.mjs'))));
  await Promise.all(workers.map((worker) => nextMessage(worker, 'ready')));
  return workers;
}

/** One phase: every worker runs its share of the plan; resolves with their reports once all have settled. */
async function runPhase(workers, plan, pushes = async () => [], perWorker = () => ({})) {
  const settled = workers.map((worker) => nextMessage(worker, 'settled'));
  workers.forEach((worker, share) =>
    worker.send({ type: 'run', plan: { ...plan, share, of: workers.length, ...perWorker(share) } }),
  );
  const pushed = await pushes();
  await Promise.all(settled);
  // Deliveries and refetches of the last push still under way.
  await sleep(3000);
  const reports = await Promise.all(
    workers.map((worker) => {
      const report = nextMessage(worker, 'report');
      worker.send({ type: 'report', pushes: pushed });
      return report;
    }),
  );
  await Promise.all(
    workers.map((worker) => {
      const closed = nextMessage(worker, 'closed');
      worker.send({ type: 'close' });
      return closed;
    }),
  );
  return { pushed, reports };
}

// Summaries ------------------------------------------------------------------------------------------------------

const kindOrder = [
  'page guest',
  'page signed in',
  'socket open+subscribe',
  'odds',
  'lineup',
  'analysis history',
  'analysis table',
  'analysis future',
  'textLive refetch',
  'page data (signed in)',
  'page data (revalidate)',
  'socket reopen+subscribe',
];

/** Per request kind, the workers' samples together. */
function mergeSamples(reports) {
  const merged = {};
  for (const { samples } of reports) {
    for (const [kind, s] of Object.entries(samples)) {
      const into = (merged[kind] ??= { latencies: [], statuses: {}, errors: 0, perSecond: [], slowestPerSecond: [] });
      into.latencies.push(...s.latencies);
      into.errors += s.errors;
      for (const [status, n] of Object.entries(s.statuses)) into.statuses[status] = (into.statuses[status] ?? 0) + n;
      s.perSecond.forEach((n, second) => (into.perSecond[second] = (into.perSecond[second] ?? 0) + n));
      s.slowestPerSecond.forEach(
        (n, second) => (into.slowestPerSecond[second] = Math.max(into.slowestPerSecond[second] ?? 0, n)),
      );
    }
  }
  return merged;
}

function summarise(kind, s) {
  const sorted = s.latencies.toSorted((a, b) => a - b);
  const count = (test) =>
    Object.entries(s.statuses).reduce((sum, [status, n]) => (test(Number(status)) ? sum + n : sum), 0);
  return {
    kind,
    count: sorted.length + s.errors,
    rate: (sorted.length + s.errors) / seconds,
    peak: Math.max(0, ...s.perSecond.map((n) => n ?? 0)),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    non2xx: count((status) => status !== 101 && (status < 200 || status > 299)),
    serverErrors: count((status) => status >= 500),
    shed: count((status) => status === 503),
    failures: s.errors,
    perSecond: Array.from(s.perSecond, (n) => n ?? 0),
    slowestPerSecond: Array.from(s.slowestPerSecond, (n) => n ?? 0),
  };
}

function requestRows(reports) {
  const merged = mergeSamples(reports);
  const kinds = Object.keys(merged).filter((kind) => !kind.startsWith('socket closed'));
  kinds.sort((a, b) => kindOrder.indexOf(a) - kindOrder.indexOf(b));
  const closes = Object.entries(merged)
    .filter(([kind]) => kind.startsWith('socket closed'))
    .map(([kind, s]) => `${kind}: ${s.latencies.length}`);
  return { rows: kinds.map((kind) => summarise(kind, merged[kind])), closes };
}

function deliveryRows(pushed, reports) {
  return pushed.map((push, i) => {
    const parts = reports.map((report) => report.deliveries[i]);
    const latencies = parts.flatMap((part) => part.latencies).sort((a, b) => a - b);
    return {
      ...push,
      expected: parts.reduce((sum, part) => sum + part.expected, 0),
      received: parts.reduce((sum, part) => sum + part.expectedReceived, 0),
      latencies,
    };
  });
}

function deliverySummary(deliveries, kind) {
  const of = deliveries.filter((d) => d.kind === kind);
  const latencies = of.flatMap((d) => d.latencies).sort((a, b) => a - b);
  return {
    kind,
    pushes: of.length,
    expected: of.reduce((sum, d) => sum + d.expected, 0),
    received: of.reduce((sum, d) => sum + d.received, 0),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
  };
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : '–');

function requestTable(rows) {
  const lines = rows.map(
    (r) =>
      `| ${r.kind} | ${r.count} | ${r.rate.toFixed(1)} | ${r.peak} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.non2xx} | ${r.serverErrors} | ${r.shed} | ${r.failures} |`,
  );
  return `| request | count | req/s | peak /s | p50 ms | p99 ms | non-2xx | 5xx | 503 | no answer |\n|---|---|---|---|---|---|---|---|---|---|\n${lines.join('\n')}`;
}

function deliveryTable(deliveries, summaries) {
  const lines = deliveries.map(
    (d) =>
      `| ${d.kind} at ${d.offset} s | ${d.expected} | ${d.received} | ${ms(d.answeredMs)} | ${ms(percentile(d.latencies, 50))} | ${ms(percentile(d.latencies, 99))} | ${ms(d.latencies.at(-1))} |`,
  );
  const totals = summaries.map(
    (s) =>
      `| **all ${s.kind}s** | ${s.expected} | ${s.received} | | **${ms(s.p50)}** | **${ms(s.p99)}** | ${ms(s.max)} |`,
  );
  return `| push | sockets subscribed | received | push answered ms | p50 ms | p99 ms | last ms |\n|---|---|---|---|---|---|---|\n${[...lines, ...totals].join('\n')}`;
}

function cpuTable(windows) {
  const lines = windows.flatMap(({ phase, cpu }) => [
    ...cpu.processes.map(
      (p) => `| ${phase} | ${p.name} | ${p.seconds.toFixed(1)} | ${(p.seconds / cpu.wallSeconds).toFixed(2)} |`,
    ),
    `| ${phase} | whole machine (${(cpu.machineBusy * 100).toFixed(0)} % busy) | | |`,
  ]);
  return `| phase | process | CPU s | cores |\n|---|---|---|---|\n${lines.join('\n')}`;
}

/** When the slow pages came: the seconds of the surge whose slowest page took over 500 ms, with the pushes' seconds. */
function slowSeconds(rows, pushed) {
  const pages = rows.filter((r) => r.kind === 'page guest' || r.kind === 'page signed in');
  const lines = pages.map((r) => {
    const slow = r.slowestPerSecond.flatMap((latency, second) =>
      latency > 500 ? [`${second} s (${latency} ms)`] : [],
    );
    return `${r.kind}: ${slow.length > 0 ? slow.join(', ') : 'none'}`;
  });
  return `Seconds of the surge in which a page took over 500 ms (its slowest): ${lines.join('; ')}. Pushes at ${pushed.map((p) => `${p.offset} s`).join(', ')}.`;
}

function refetchShare(rows) {
  const all = rows.reduce((sum, r) => sum + r.count, 0);
  const refetches = rows.find((r) => r.kind === 'textLive refetch')?.count ?? 0;
  return `The text live's refetches are ${refetches} of the ${all} requests (${((100 * refetches) / all).toFixed(0)} %): every open page asks at each change of the match, the pushes' and the replay's own.`;
}

function verdicts(rows, goals) {
  const pages = rows.filter((r) => r.kind.startsWith('page ') && !r.kind.includes('revalidate'));
  const bad = pages.reduce((sum, r) => sum + r.serverErrors + r.shed, 0);
  const unanswered = pages.reduce((sum, r) => sum + r.failures, 0);
  const pageP99 = Math.max(...pages.map((r) => r.p99));
  const ok = {
    pages: bad === 0 && unanswered === 0,
    pageP99: pageP99 <= 500,
    goals: goals.p99 <= 1000 && goals.received === goals.expected,
  };
  const mark = (passed) => (passed ? '✓' : '✗');
  const lines = [
    `- ${mark(ok.pages)} no 5xx and no shed 503 on page views: ${bad} 5xx/503, ${unanswered} without an answer`,
    `- ${mark(ok.pageP99)} page p99 ≤ 500 ms: ${ms(pageP99)} ms (the slower of guest and signed in)`,
    `- ${mark(ok.goals)} goal delivery p99 ≤ 1 s during the surge: ${ms(goals.p99)} ms, ${goals.received}/${goals.expected} subscribed sockets reached`,
  ];
  return { ok, lines };
}

// The run --------------------------------------------------------------------------------------------------------

async function main() {
  const loadAtStart = loadNow();
  const product = await startProduct();
  const api = url(apiPorts[0]);
  const ids = await kickoffTargets(api);
  const { matchId } = ids;
  const { data: header } = await apiClient(api).call(`/live/fb/match/live/navigation/${matchId}`);
  const ref = await replayRefOf(matchId, dataDirs[0]);
  const match = {
    score: header.score,
    halfTime: header.halfTime,
    period: header.state >= 3 ? 2 : 1,
    minute: Number.parseInt(header.timIng, 10) || 46,
  };
  console.log(`live match ${matchId} (${ref.provider} ${ref.providerMatchId}) at ${header.timIng}, ${header.score}`);

  const registeringSince = Date.now();
  const cookies = await registerFans(api, matchId, signedPool);
  const registerSeconds = (Date.now() - registeringSince) / 1000;
  console.log(`${cookies.length} fans registered in ${registerSeconds.toFixed(0)} s`);
  await warmUp(matchId, cookies[0]);
  const limit = await startMemoryServers(matchId, header.version, cookies[0]);

  const workers = await startWorkers();
  const pairs = apiPorts.map((port, i) => ({ api: url(port), web: url(webPorts[i]) }));
  const plan = { fans, seconds, matchId, pairs, cookies, signedInEvery, connections, markerPrefix };
  const named = [
    ...product.apis.map((child, i) => [`API ${i + 1}`, child]),
    ...product.webs.map((child, i) => [`web ${i + 1}`, child]),
    ...workers.map((child, i) => [`fan worker ${i + 1}`, child]),
  ];

  // The product: arrivals, pushes and the CPU of the surge window.
  const t0 = wallClockMs() + 3000;
  let surgeCpu;
  const surge = await runPhase(workers, { ...plan, t0 }, async () => {
    await sleep(t0 - wallClockMs());
    const measure = cpuWindow(named);
    setTimeout(() => (surgeCpu = measure()), seconds * 1000);
    return runPushes(t0, ref, match);
  });
  await sleep(Math.max(0, t0 + seconds * 1000 - wallClockMs()) + 100);
  const loadAfterSurge = loadNow();
  console.log(`surge done; load average ${loadAfterSurge}`);
  await Promise.all([...product.webs, ...product.apis].map(stop));

  // The limit: the same requests at the same moments (the product's refetches replayed), no sockets.
  const t1 = wallClockMs() + 2000;
  let limitCpu;
  const limitNamed = [
    ...limit.servers.map((child, i) => [`memory server ${i + 1} (${i < instances ? 'pages' : 'reads'})`, child]),
    ...workers.map((child, i) => [`fan worker ${i + 1}`, child]),
  ];
  const bare = await runPhase(
    workers,
    { ...plan, t0: t1, memory: limit.memory },
    async () => {
      await sleep(t1 - wallClockMs());
      const measure = cpuWindow(limitNamed);
      setTimeout(() => (limitCpu = measure()), seconds * 1000);
      return [];
    },
    (share) => ({ refetches: surge.reports[share].refetches }),
  );
  await sleep(Math.max(0, t1 + seconds * 1000 - wallClockMs()) + 100);
  rmSync(limit.dir, { recursive: true, force: true });

  const productRows = requestRows(surge.reports);
  const limitRows = requestRows(bare.reports);
  const deliveries = deliveryRows(surge.pushed, surge.reports);
  const goals = deliverySummary(deliveries, 'goal');
  const cards = deliverySummary(deliveries, 'card');
  const verdict = verdicts(productRows.rows, goals);
  const result = {
    date: new Date().toISOString(),
    topology,
    fans,
    seconds,
    signedInFans,
    signedPool,
    registerSeconds,
    workers: workerCount,
    connections,
    load: { atStart: loadAtStart, afterSurge: loadAfterSurge, atEnd: loadNow() },
    ids,
    ref,
    header: { timing: header.timIng, score: header.score, version: header.version },
    limitBytes: limit.bytes,
    product: productRows,
    limit: limitRows,
    deliveries: deliveries.map(({ latencies, ...d }) => ({
      ...d,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1),
    })),
    goals,
    cards,
    cpu: { surge: surgeCpu, limit: limitCpu },
    verdict: verdict.ok,
  };
  writeResult(
    topology === 'cluster' ? 'kickoff-surge-cluster' : 'kickoff-surge',
    result,
    markdown(result, verdict, deliveries),
  );
}

function markdown(r, verdict, deliveries) {
  const setup =
    r.topology === 'cluster'
      ? 'two API processes on PostgreSQL (a schema of the run) and Redis (a prefix of the run; one runs the feed under the leader lock), two web processes each in front of one API; fans alternate between the two web/API pairs (page on the web, reads and socket on its API)'
      : 'one API process on SQLite with the in-process bus, one web process in front of it';
  const pool =
    r.signedPool === r.signedInFans
      ? `${r.signedInFans} registered fans, one per signed-in fan`
      : `a pool of ${r.signedPool} registered fans reused round-robin by the ${r.signedInFans} signed-in fans`;
  const bytes = Object.entries(r.limitBytes)
    .map(([kind, b]) => `${kind} ${b.bytes} B${b.encoding ? ` ${b.encoding}` : ''}`)
    .join(', ');
  return `# Kick-off surge${r.topology === 'cluster' ? ' (two APIs and two webs on PostgreSQL + Redis)' : ''}

Measured ${r.date} on this machine (${availableParallelism()} cores, shared with other work): ${setup}; \`FEED_DEMO=busy\`, \`MEDIA=off\`, the API in development mode for the SMS outbox, load shedding at its default. ${r.fans} fans arrive evenly over ${r.seconds} s at the live match ${r.ids.matchId} (a replayed match, ${r.header.timing} and ${r.header.score.join('-')} at the start); every fifth is signed in (${pool}, each following the match; registering took ${r.registerSeconds.toFixed(0)} s before the surge). Before the surge each web renders the page and each API answers each read 30 times (a site that has been serving for a while).

Each fan, as the detail page does (\`features/football/detail\`, \`features/live/live-detail.tsx\`): GET the page from its web (guest, or with the session cookie); then open \`/ws/live\` on its API and subscribe to \`match:${r.ids.matchId}\` (no \`since\`: the detail page follows the match by the diff's version); then opens one other tab, in turn 指数 (\`/live/odds/{id}?type=1\`), 阵容 (\`/live/fb/match/lineup/{id}\`) or 分析 (its three reads: history, table, future), and goes back to 赛况 and stays: the socket sends \`0\` every 10 s, and each diff with incidents, statistics or a state change refetches \`/live/fb/match/live/textLive/{id}?v=<version>\` (the text live's lazy part); a gap in versions or a reconnect revalidates the page's data (\`.data\`). The browser sends these reads straight to the API without the token (the session cookie is the web's, httpOnly), so a signed-in fan's reads are a guest's; only the page differs. Every request asks for \`gzip, deflate, br\`; bodies are read as sent, never decoded; a latency is from the fan's wish to the last byte. The HTTP requests of a client process go through a keep-alive pool of ${r.connections} connections per server, as behind a reverse proxy; each socket is its own connection from its own loopback address. ${r.workers} client processes. Pushed through \`POST /feed/push\` on the first API, addressed to the replay's provider id (${r.ref.provider} ${r.ref.providerMatchId}): a goal (incident + score) at 5, 15, 25 … s and a yellow card between each two, each incident's key a marker that every socket times from the push's sending to its receipt.

The limit, in the same run: once the product is stopped, the same fans make the same HTTP requests (the product's refetches replayed at the same moments), no sockets, against bare Node servers sending the same answers from memory, one in place of each web and each API process (${bytes}).

Load average 1/5/15 min at the start: ${r.load.atStart}; after the surge: ${r.load.afterSurge}; at the end: ${r.load.atEnd}.

## Targets

${verdict.lines.join('\n')}

## Requests during the surge (Kanqiu)

${requestTable(r.product.rows)}

${slowSeconds(r.product.rows, deliveries)} ${refetchShare(r.product.rows)}
${r.product.closes.length > 0 ? `\nSockets closed by the server: ${r.product.closes.join(', ')}.\n` : ''}
## Goal and card delivery to the subscribed sockets

${deliveryTable(deliveries, [r.goals, r.cards])}

## The limit: the same requests against the same bytes from memory

${requestTable(r.limit.rows)}

## CPU over the ${r.seconds} s window

${cpuTable([
  { phase: 'surge', cpu: r.cpu.surge },
  { phase: 'limit', cpu: r.cpu.limit },
])}
`;
}

const interrupted = () => {
  console.error('interrupted: stopping what this run started');
  void stopAll()
    .then(dropState)
    .finally(() => process.exit(130));
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);
try {
  await main();
} finally {
  await stopAll();
  await dropState();
}
