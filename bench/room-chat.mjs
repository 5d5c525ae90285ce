// Room chat: one room, N clients following `chat:<room>` on /ws/live, senders posting /chat/msg at a fixed
// rate for a while; each line carries its send time, each client measures when it arrived (p50/p99 over
// every delivery). Senders are registered fans, spread so none passes the per-user limit (5 per 10 s).
// BENCH_PLAN: runs as clients@messages-per-second (default 1000@100,5000@100); BENCH_SECONDS (default 10).
import { readFileSync } from 'node:fs';
import { apiClient, registerFan as registerBenchFan } from './kickoff-fan.mjs';
import {
  askClients,
  loadAverage,
  startApi,
  startFanoutClients,
  stop,
  waitFor,
  wallClockMs,
  writeResult,
} from './support.mjs';

const plan = (process.env.BENCH_PLAN ?? '1000@100,5000@100').split(',').map((run) => run.split('@').map(Number));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const loadAtStart = loadAverage();
// BENCH_PORT: another port when another checkout's bench may hold this one.
const port = Number(process.env.BENCH_PORT ?? 18630);
const base = `http://127.0.0.1:${port}`;
const workerCount = 2;
// 5 lines per 10 s per fan: a quarter of headroom so jitter never trips the limit.
const sendersFor = (rate) => Math.ceil((rate * 10) / 5 / 0.75);

const { postJson, call } = apiClient(base);
/** CPU seconds (user + system) the processes have used so far, from /proc (Linux, 100 ticks a second). */
function cpuSecondsOf(processes) {
  let ticks = 0;
  for (const { pid } of processes) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

const addressOf = (index) => `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;

const registerFan = (index) => registerBenchFan(base, index);

/** Sends `rate` lines a second for `seconds`, round-robin over the fans; returns how many were stored. */
async function sendAt(group, tokens, rate) {
  const total = rate * seconds;
  const interval = 1000 / rate;
  const start = performance.now();
  const sends = [];
  const refusals = {};
  for (let i = 0; i < total; i++) {
    const wait = start + i * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const text = `压测第${i}条 @${wallClockMs().toFixed(3)}`;
    sends.push(
      postJson(
        '/chat/msg',
        { group, clientId: `bench-${Date.now()}-${i}`, text },
        tokens[i % tokens.length],
        addressOf(i % tokens.length),
      ).then((reply) => {
        if (reply.code !== 200)
          refusals[`${reply.code} ${reply.msg}`] = (refusals[`${reply.code} ${reply.msg}`] ?? 0) + 1;
      }),
    );
  }
  await Promise.all(sends);
  const refused = Object.values(refusals).reduce((a, b) => a + b, 0);
  return { total, stored: total - refused, refusals };
}

async function run(count, rate) {
  const api = await startApi({
    port,
    // Load shedding off: on a busy machine the API would refuse sockets and lines; here every line is measured, however late.
    env: {
      NODE_ENV: 'development',
      SMS_OUTBOX: 'on',
      FEED: 'off',
      MEDIA: 'off',
      DEMO_STREAMS: '1',
      SMS_DAILY_LIMIT_PER_IP: '1000000',
      SMS_ATTEMPTS_PER_IP_PER_HOUR: '1000000',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  let workers = [];
  try {
    // Registering while the dataset bootstrap holds the loop would be shed (503): wait until it is done.
    await waitFor(`${base}/health/ready`);
    const { data: rooms } = await call('/vlive/room/list?type=0');
    const group = String(rooms.list[0].id);
    const tokens = [];
    const senders = sendersFor(rate);
    for (let i = 0; i < senders; i += 20)
      tokens.push(
        ...(await Promise.all(Array.from({ length: Math.min(20, senders - i) }, (_, j) => registerFan(i + j)))),
      );
    workers = await startFanoutClients({
      count,
      processes: workerCount,
      env: () => ({ TARGET: 'kanqiu', URL: base, TOPICS: `chat:${group}`, STAMPED: 'on' }),
    });
    const cpuAtStart = [cpuSecondsOf([api]), cpuSecondsOf(workers)];
    const sent = await sendAt(group, tokens, rate);
    // Deliveries still queued when sending stops count too: read until the total stops growing (at most 30 s).
    let histogram = [];
    let frames = 0;
    let total = -1;
    for (let waited = 0; waited < 30; waited++) {
      await new Promise((r) => setTimeout(r, 1000));
      histogram = new Array(60_000).fill(0);
      frames = 0;
      for (const reply of await Promise.all(workers.map((w) => askClients(w, 'histogram')))) {
        reply.histogram.forEach((n, ms) => (histogram[ms] += n));
        frames += reply.frames;
      }
      const now = histogram.reduce((a, b) => a + b, 0);
      if (now === total) break;
      total = now;
    }
    const cpu = { api: cpuSecondsOf([api]) - cpuAtStart[0], clients: cpuSecondsOf(workers) - cpuAtStart[1] };
    const delivered = histogram.reduce((a, b) => a + b, 0);
    const at = (p) => {
      let seen = 0;
      for (let ms = 0; ms < histogram.length; ms++) if ((seen += histogram[ms]) >= (p / 100) * delivered) return ms;
      return NaN;
    };
    return {
      clients: count,
      rate,
      senders,
      ...sent,
      expected: sent.stored * count,
      delivered,
      p50: at(50),
      p99: at(99),
      max: histogram.findLastIndex((n) => n > 0),
      framesPerClient: Math.round(frames / count),
      cpu,
    };
  } finally {
    // A failed tier leaves no client process behind.
    for (const w of workers) if (w.connected) w.send({ type: 'close' });
    await stop(api);
  }
}

const runs = [];
for (const [count, rate] of plan) {
  try {
    const result = await run(count, rate);
    console.log(
      `${count} clients at ${rate}/s: p50 ${result.p50} ms, p99 ${result.p99} ms, delivered ${result.delivered}/${result.expected}, refused ${JSON.stringify(result.refusals)}`,
    );
    runs.push(result);
  } catch (error) {
    // A tier the machine cannot hold (sockets refused, a client process gone) is written down as such.
    console.log(`${count} clients at ${rate}/s failed: ${error.message}`);
    runs.push({ clients: count, rate, failed: error.message });
  }
}
const refusalText = (r) =>
  Object.entries(r.refusals)
    .map(([code, n]) => `${n} × ${code}`)
    .join(', ') || 'none';
const rows = runs.map((r) =>
  r.failed
    ? `| ${r.clients} | ${r.rate} | — | failed: ${r.failed} | | | | | | | | |`
    : `| ${r.clients} | ${r.rate} | ${r.senders} | ${r.stored}/${r.total} | ${refusalText(r)} | ${r.delivered}/${r.expected} | ${r.p50} | ${r.p99} | ${r.max} | ${r.framesPerClient} | ${r.cpu.api.toFixed(1)} | ${r.cpu.clients.toFixed(1)} |`,
);
writeResult(
  'room-chat',
  { date: new Date().toISOString(), seconds, runs },
  `# Room chat fan-out\n\nMeasured ${new Date().toISOString()} on this machine (one API process on SQLite, no Redis; load average 1/5/15 min at the start: ${loadAtStart}, the machine shared with other work). One room; N clients follow \`chat:<room>\` on \`/ws/live\` (two client processes on the same machine); signed-in fans post \`/chat/msg\` at a fixed rate for ${seconds} s, each line stored in SQLite, then published through the hub. Latency: from just before the HTTP send to the client's receipt, over every delivery of a stored line (1 ms buckets). Shedding on event-loop delay is off (\`OVERLOAD_EVENT_LOOP_DELAY_MS=0\`) so lines are measured however late; sends still answered 503 are counted under refused and not measured. Frames: the websocket frames that carried lines, per client (a batch is one frame). CPU: seconds of CPU (user + system, from /proc) the API and the two client processes used from the first send until the last delivery (and the bench's ~2 s of waiting for stragglers). Target: 5,000 clients at 100 messages/s with p99 ≤ 200 ms.\n\n| clients | messages/s offered | fans sending | stored | refused (code) | delivered | p50 ms | p99 ms | max ms | frames per client | API CPU s | clients CPU s |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
