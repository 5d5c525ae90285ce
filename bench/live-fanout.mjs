// Live-socket fan-out: N subscribed clients, one diff published, latency until each client has it;
// next to a Socket.IO server broadcasting the same payload to the same N in the same run.
// BENCH_MIX=on: a mixed football + basketball load on Kanqiu alone: a third of the clients follow
// football, a third basketball, a third both, and each round publishes a football incident and a
// basketball play; a client that follows both counts one receipt per sport.
// BENCH_INSTANCES=N (default 1): N API processes sharing one SQLite file and Redis (the scale-out of
// docs/deploy.md), the clients spread evenly over them, the push sent to the first; against N Socket.IO
// processes, each told to broadcast (no adapter hop: the comparison favours Socket.IO). One process holds
// at most ~20,000 sockets where the open-file limit is 20,000 and cannot be raised.
import {
  askClients,
  benchDataDir,
  loadAverage,
  percentile,
  pushEvents,
  startApi,
  startFanoutClients,
  startNode,
  stop,
  waitFor,
  wallClockMs,
  writeResult,
} from './support.mjs';

const tiers = (process.env.BENCH_CLIENTS ?? '1000,5000,20000').split(',').map(Number);
// The machine is shared (other processes may be busy): the load average at the start goes into the result.
const loadAtStart = loadAverage();
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
const workersPerRun = Math.max(2, instances);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const mixed = process.env.BENCH_MIX === 'on';
// BENCH_PORT: another base port when another checkout's bench may hold these.
const apiPort = Number(process.env.BENCH_PORT ?? 18610);
const socketIoPort = apiPort + 1;

const match = { provider: 'bench', providerMatchId: 'fanout-1' };
const game = { provider: 'bench', providerMatchId: 'fanout-b1' };
const now = () => Math.floor(Date.now() / 1000);

const fixtures = [
  {
    ...match,
    kind: 'match',
    key: 'fanout-match',
    sport: 'football',
    source: 'live',
    competitionId: 1,
    season: '2026',
    round: '1',
    homeTeamId: 1609,
    awayTeamId: 1625,
    kickoffAt: now(),
    venue: null,
  },
  {
    ...game,
    kind: 'match',
    key: 'fanout-game',
    sport: 'basketball',
    source: 'live',
    competitionId: 101,
    season: '2025-26',
    round: null,
    homeTeamId: 100000,
    awayTeamId: 100001,
    kickoffAt: now(),
    venue: null,
  },
];

/** A basketball made two and the score after it; `round` makes each score new. */
function basketballPlay(marker, round) {
  const score = [2 * round, 0];
  return [
    {
      ...game,
      kind: 'basketballPlay',
      key: marker,
      type: 3,
      side: 'home',
      period: 1,
      secondsLeft: 600,
      playerId: null,
      playerName: null,
      relatedPlayerId: null,
      relatedPlayerName: null,
      points: 2,
      score,
    },
    {
      ...game,
      kind: 'score',
      key: `${marker}:score`,
      score,
      halfTime: null,
      extraTime: null,
      penalties: null,
      periods: [score],
    },
  ];
}

function incident(marker) {
  return {
    ...match,
    kind: 'incident',
    key: marker,
    type: 2,
    side: 'home',
    period: 1,
    second: 600,
    minuteLabel: '11',
    playerId: null,
    playerName: 'Bench Player',
    relatedPlayerId: null,
    relatedPlayerName: null,
    score: null,
    cancelled: false,
  };
}

/** The message the hub sends for one incident, for Socket.IO to broadcast unchanged. */
function gatewayPayload(marker, seq) {
  const { provider: _p, providerMatchId: _m, kind: _k, ...view } = incident(marker);
  return {
    op: 'diff',
    topic: 'live:football',
    epoch: 'bench',
    seq,
    data: {
      matchId: 1,
      sport: 'football',
      competitionId: 1,
      version: seq + 1,
      fields: { corners: [seq, 0] },
      incidents: [view],
      statistics: null,
      lineupsChanged: false,
      plays: [],
      boxScoreChanged: false,
      odds: [],
      created: false,
    },
  };
}

/** Receipts a round expects: one per client, and a second for each client that follows both sports. */
const expectedReceipts = (count) => (mixed ? count + Math.floor(count / 3) : count);

async function measureRound(workers, count, publish, markers) {
  for (const w of workers) w.send({ type: 'expect', markers });
  await new Promise((r) => setTimeout(r, 50));
  const sentAt = wallClockMs();
  await publish();
  let receipts = [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    receipts = (await Promise.all(workers.map((w) => askClients(w, 'report')))).flatMap((m) => m.receipts);
    if (receipts.length >= expectedReceipts(count)) break;
  }
  const latencies = receipts.map((t) => t - sentAt).sort((a, b) => a - b);
  return {
    received: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
  };
}

/** N API processes; with more than one they share a SQLite file and meet on Redis under a prefix of this run. */
async function startKanqiu() {
  const dataDir = benchDataDir();
  const scaleOut = instances > 1 ? { REDIS_URL: redisUrl, REDIS_PREFIX: `kanqiu:bench:${Date.now()}:` } : {};
  const servers = [];
  // One after the other, so the first runs the migrations alone.
  for (let i = 0; i < instances; i++) {
    servers.push(await startApi({ port: apiPort + 2 * i, dataDir, env: { FEED: 'off', MEDIA: 'off', ...scaleOut } }));
  }
  return servers;
}

async function startSocketIo() {
  const servers = [];
  for (let i = 0; i < instances; i++) {
    servers.push(startNode('bench/socketio-server.mjs', { PORT: String(socketIoPort + 2 * i) }));
    await waitFor(`http://127.0.0.1:${socketIoPort + 2 * i}`);
  }
  return servers;
}

async function runTarget(target, count) {
  const servers = target === 'kanqiu' ? await startKanqiu() : await startSocketIo();
  const firstPort = target === 'kanqiu' ? apiPort : socketIoPort;
  const urls = servers.map((_, i) => `http://127.0.0.1:${firstPort + 2 * i}`);
  if (target === 'kanqiu') await pushEvents(apiPort, mixed ? fixtures : fixtures.slice(0, 1));
  const workers = await startFanoutClients({
    count,
    processes: workersPerRun,
    env: (w) => ({ TARGET: target, URL: urls[w % urls.length], MIX: mixed ? 'on' : 'off' }),
  });
  const results = [];
  for (let round = 1; round <= rounds; round++) {
    const marker = `bench-${target}-${count}-${round}-${Date.now()}`;
    const basketballMarker = `${marker}-b`;
    const publish =
      target !== 'kanqiu'
        ? () =>
            Promise.all(
              urls.map((url) =>
                fetch(`${url}/broadcast`, { method: 'POST', body: JSON.stringify(gatewayPayload(marker, round)) }),
              ),
            )
        : mixed
          ? () => pushEvents(apiPort, [incident(marker), ...basketballPlay(basketballMarker, round)])
          : () => pushEvents(apiPort, [incident(marker)]);
    results.push(await measureRound(workers, count, publish, mixed ? [marker, basketballMarker] : [marker]));
  }
  for (const w of workers) w.send({ type: 'close' });
  await Promise.all(servers.map(stop));
  const median = (key) => [...results.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(results.length / 2)];
  return {
    target,
    clients: count,
    expected: expectedReceipts(count),
    rounds: results,
    p50: median('p50'),
    p99: median('p99'),
    max: median('max'),
    received: Math.min(...results.map((r) => r.received)),
  };
}

const runs = [];
for (const count of tiers) {
  for (const target of mixed ? ['kanqiu'] : ['kanqiu', 'socketio']) {
    const run = await runTarget(target, count);
    console.log(
      `${target} ${count} clients${mixed ? ' (mixed)' : ''}: p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, all ${run.received}/${run.expected}`,
    );
    runs.push(run);
  }
}

const serverName = (r) =>
  r.target !== 'kanqiu'
    ? 'Socket.IO io.emit'
    : mixed
      ? 'Kanqiu /ws/live, football + basketball'
      : 'Kanqiu /ws/live (push → ingest → hub)';
const lines = runs.map(
  (r) =>
    `| ${r.clients} | ${serverName(r)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.received}/${r.expected} |`,
);
const about = mixed
  ? 'Mixed load: a third of the clients follow football, a third basketball, a third both; each round pushes one football incident and one basketball play in one request, and a client following both counts a receipt for each. Latency counts the whole path: HTTP push, ingest (SQLite write of both matches), the hub (memory store and bus) and the socket.'
  : "Kanqiu's latency counts the whole path from the HTTP push of one incident through ingest (SQLite write), the hub (numbering, history, bus, one frame per publication) and the socket; Socket.IO's counts an HTTP request that calls `io.emit` with the same payload.";
writeResult(
  mixed ? 'live-fanout-mixed' : 'live-fanout',
  { date: new Date().toISOString(), rounds, mixed, runs },
  `# Live-socket fan-out${mixed ? ' (football + basketball)' : ''}\n\nMeasured ${new Date().toISOString()} on this machine (${instances} ${instances > 1 ? 'processes of each server, the API instances on one SQLite file and Redis' : 'process of each server'}; ${rounds} rounds each, medians; load average 1/5/15 min at the start: ${loadAtStart}, the machine shared with other work). ${about}\n\n| clients | server | p50 ms | p99 ms | last ms | received |\n|---|---|---|---|---|---|\n${lines.join('\n')}\n`,
);
