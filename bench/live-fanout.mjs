// Live-socket fan-out: N subscribed clients, one diff published, latency until each client has it;
// next to a Socket.IO server broadcasting the same payload to the same N in the same run.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { percentile, pushEvents, root, startApi, startNode, stop, waitFor, wallClockMs, writeResult } from './support.mjs';

const tiers = (process.env.BENCH_CLIENTS ?? '1000,5000,19000').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const workersPerRun = 2;
const apiPort = 18610;
const socketIoPort = 18611;

const match = { provider: 'bench', providerMatchId: 'fanout-1' };

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

/** The message the live gateway sends for one incident, for Socket.IO to broadcast unchanged. */
function gatewayPayload(marker, seq) {
  const { provider: _p, providerMatchId: _m, kind: _k, ...view } = incident(marker);
  return {
    op: 'diff',
    topic: 'football',
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
      odds: [],
      created: false,
    },
  };
}

async function startWorkers(target, url, count) {
  const workers = [];
  const per = Math.ceil(count / workersPerRun);
  for (let w = 0; w < workersPerRun; w++) {
    const worker = fork(join(root, 'bench/fanout-clients.mjs'), {
      env: { ...process.env, TARGET: target, URL: url, COUNT: String(Math.min(per, count - w * per)), OFFSET: String(w * per) },
    });
    workers.push(worker);
  }
  await Promise.all(workers.map((w) => new Promise((resolve, reject) => {
    w.once('message', resolve);
    w.once('exit', (code) => reject(new Error(`client worker exited with ${code}`)));
  })));
  return workers;
}

function ask(worker, type) {
  return new Promise((resolve) => {
    worker.once('message', resolve);
    worker.send({ type });
  });
}

async function measureRound(workers, count, publish, marker) {
  for (const w of workers) w.send({ type: 'expect', marker });
  await new Promise((r) => setTimeout(r, 50));
  const sentAt = wallClockMs();
  await publish();
  let receipts = [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    receipts = (await Promise.all(workers.map((w) => ask(w, 'report')))).flatMap((m) => m.receipts);
    if (receipts.length >= count) break;
  }
  const latencies = receipts.map((t) => t - sentAt).sort((a, b) => a - b);
  return { received: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) };
}

async function runTarget(target, count) {
  const server =
    target === 'kanqiu'
      ? await startApi({ port: apiPort, env: { FEED: 'off' } })
      : startNode('bench/socketio-server.mjs', { PORT: String(socketIoPort) });
  const url = target === 'kanqiu' ? `http://127.0.0.1:${apiPort}` : `http://127.0.0.1:${socketIoPort}`;
  if (target === 'kanqiu') {
    await pushEvents(apiPort, [{ ...match, kind: 'match', key: 'fanout-match', sport: 'football', source: 'live', competitionId: 1, season: '2026', round: '1', homeTeamId: 1, awayTeamId: 2, kickoffAt: Math.floor(Date.now() / 1000), venue: null }]);
  } else {
    await waitFor(url);
  }
  const workers = await startWorkers(target, url, count);
  const results = [];
  for (let round = 1; round <= rounds; round++) {
    const marker = `bench-${target}-${count}-${round}-${Date.now()}`;
    const publish =
      target === 'kanqiu'
        ? () => pushEvents(apiPort, [incident(marker)])
        : () => fetch(`${url}/broadcast`, { method: 'POST', body: JSON.stringify(gatewayPayload(marker, round)) });
    results.push(await measureRound(workers, count, publish, marker));
  }
  for (const w of workers) w.send({ type: 'close' });
  await stop(server);
  const median = (key) => [...results.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(results.length / 2)];
  return { target, clients: count, rounds: results, p50: median('p50'), p99: median('p99'), max: median('max'), received: Math.min(...results.map((r) => r.received)) };
}

const runs = [];
for (const count of tiers) {
  for (const target of ['kanqiu', 'socketio']) {
    const run = await runTarget(target, count);
    console.log(`${target} ${count} clients: p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, all ${run.received}/${count}`);
    runs.push(run);
  }
}

const lines = runs.map((r) => `| ${r.clients} | ${r.target === 'kanqiu' ? 'Kanqiu /ws/live (push → ingest → bus → gateway)' : 'Socket.IO io.emit'} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.received}/${r.clients} |`);
writeResult(
  'live-fanout',
  { date: new Date().toISOString(), rounds, runs },
  `# Live-socket fan-out\n\nMeasured ${new Date().toISOString()} on this machine (${rounds} rounds each, medians). Kanqiu's latency counts the whole path from the HTTP push of one incident through ingest (SQLite write), the bus and the gateway; Socket.IO's counts an HTTP request that calls \`io.emit\` with the same payload.\n\n| clients | server | p50 ms | p99 ms | last ms | received |\n|---|---|---|---|---|---|\n${lines.join('\n')}\n`,
);
