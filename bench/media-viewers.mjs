// Viewers per stream that one origin (node-media-server in the API, HTTP-FLV) and one edge (nginx-rtmp, HLS) serve
// on this machine at a steady bitrate, and the latency of each, side by side (docs/media.md, "Video to many viewers").
// Three processes besides nginx and ffmpeg: this one (the publisher, the edge, the latency probes, the report), the
// origin (apps/server/scripts/media-engine.ts: the API's media engine and its FLV route, relaying to the edge as
// the API does) and the crowd
// (`viewers`: the simulated viewers), so neither the origin nor the probes share an event loop with the crowd.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startMediaEdge, mediaEdgeSettings } from '../scripts/media-edge.mjs';
import { flvFrameDelays } from './flv-reader.mjs';
import { percentile, wallClockMs, writeResult } from './support.mjs';

const rtmpPort = 18645;
const originPort = 18646;
const edgeRtmpPort = 18647;
const edgeHttpPort = 18648;
const bitrateKbps = Number(process.env.BENCH_BITRATE_KBPS ?? 800);
const stepSeconds = Number(process.env.BENCH_STEP_SECONDS ?? 10);
const latencySeconds = Number(process.env.BENCH_SECONDS ?? 20);
const crowds = (process.env.BENCH_VIEWERS ?? '50,100,200,400,800,1600').split(',').map(Number);
// A viewer is served when it receives at least this share of the stream's bitrate over a step, none dropped.
const servedShare = 0.9;
// HLS arrives a whole fragment (1 s) at a time: at a step's edges a viewer may hold one fragment less.
const neededKbps = (kind) => servedShare * bitrateKbps - (kind === 'hls' ? bitrateKbps / stepSeconds : 0);
const flvUrl = `http://127.0.0.1:${originPort}/live-media/bench.flv`;
const hlsBase = `http://127.0.0.1:${edgeHttpPort}/hls`;

/** Bytes each of `count` HTTP-FLV viewers receives over `seconds` (after a warm-up), and how many were dropped. */
function flvCrowd(count, seconds) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const viewers = Array.from({ length: count }, () => ({ bytes: 0, dropped: false, request: null }));
  let counting = false;
  for (const viewer of viewers) {
    viewer.request = http.get(flvUrl, { agent }, (response) => {
      response.on('data', (chunk) => counting && (viewer.bytes += chunk.length));
      response.on('end', () => (viewer.dropped = true));
      response.on('error', () => (viewer.dropped = true));
    });
    viewer.request.on('error', () => (viewer.dropped = true));
  }
  return measured(
    viewers,
    seconds,
    (on) => (counting = on),
    () => viewers.forEach((viewer) => viewer.request.destroy()),
  );
}

/**
 * `count` HLS viewers as hls.js plays live: each reads the playlist once a target duration and fetches every
 * fragment it has not had, on its own keep-alive connection.
 */
function hlsCrowd(count, seconds, stream) {
  let counting = false;
  let stopped = false;
  const get = (agent, url) =>
    new Promise((resolve, reject) => {
      http
        .get(url, { agent }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
          response.on('error', reject);
        })
        .on('error', reject);
    });
  const viewers = Array.from({ length: count }, () => ({ bytes: 0, dropped: false }));
  viewers.forEach(async (viewer, index) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const had = new Set();
    // Viewers arrive spread over a second, as a crowd does.
    await new Promise((resolve) => setTimeout(resolve, (index * 1000) / count));
    while (!stopped) {
      const tick = Date.now();
      try {
        const playlist = await get(agent, `${hlsBase}/${stream}.m3u8`);
        const fragments = playlist.body
          .toString()
          .split('\n')
          .filter((line) => line.endsWith('.ts'));
        for (const fragment of fragments.slice(had.size === 0 ? -2 : 0)) {
          if (had.has(fragment) || stopped) continue;
          had.add(fragment);
          const { status, body } = await get(agent, `${hlsBase}/${fragment}`);
          if (status !== 200) viewer.dropped = true;
          else if (counting) viewer.bytes += body.length;
        }
      } catch {
        viewer.dropped = true;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - tick))));
    }
    agent.destroy();
  });
  return measured(
    viewers,
    seconds,
    (on) => (counting = on),
    () => (stopped = true),
  );
}

/** Counts from the 3rd second for `seconds`, then ends the crowd: each viewer's received kbps, the dropped. */
async function measured(viewers, seconds, count, end) {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  viewers.forEach((viewer) => (viewer.dropped = false));
  count(true);
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  count(false);
  const elapsed = (Date.now() - started) / 1000;
  end();
  const kbps = viewers.map((viewer) => (viewer.bytes * 8) / 1000 / elapsed).toSorted((a, b) => a - b);
  return {
    viewers: viewers.length,
    minKbps: kbps[0],
    p50Kbps: percentile(kbps, 50),
    dropped: viewers.filter((v) => v.dropped).length,
  };
}

function runViewers() {
  process.on('message', async ({ kind, count, seconds, stream }) => {
    const result = kind === 'flv' ? await flvCrowd(count, seconds) : await hlsCrowd(count, seconds, stream);
    process.send(result);
  });
}

// nginx-rtmp writes a stream's RTMP timestamps into its MPEG-TS 63000 ticks (700 ms) later (NGX_RTMP_HLS_DELAY).
const hlsDelayMs = 700;

/** The presentation times (ms) of the video frames of an MPEG-TS fragment, in order, on the RTMP timeline. */
function videoPtsMs(ts) {
  const times = [];
  for (let at = 0; at + 188 <= ts.length; at += 188) {
    if (ts[at] !== 0x47 || !(ts[at + 1] & 0x40)) continue;
    const adaptation = (ts[at + 3] >> 4) & 3;
    const start = at + 4 + (adaptation & 2 ? ts[at + 4] + 1 : 0);
    const pes = ts.subarray(start, at + 188);
    if (pes.length < 14 || pes[0] !== 0 || pes[1] !== 0 || pes[2] !== 1 || pes[3] !== 0xe0 || !(pes[7] & 0x80))
      continue;
    const pts =
      ((pes[9] >> 1) & 7) * 2 ** 30 + pes[10] * 2 ** 22 + (pes[11] >> 1) * 2 ** 15 + pes[12] * 2 ** 7 + (pes[13] >> 1);
    times.push(pts / 90 - hlsDelayMs);
  }
  return times;
}

/**
 * One HLS reader polling the edge's playlist every 100 ms: for each new fragment, the age of its newest and of its
 * oldest frame when it has been fetched (receipt − (publish start + the frame's presentation time)).
 */
async function hlsLatency(publishStart, seconds, stream) {
  const newest = [];
  const oldest = [];
  const had = new Set();
  const until = wallClockMs() + seconds * 1000;
  while (wallClockMs() < until) {
    const playlist = await (await fetch(`${hlsBase}/${stream}.m3u8`)).text();
    for (const fragment of playlist.split('\n').filter((line) => line.endsWith('.ts'))) {
      if (had.has(fragment)) continue;
      const first = had.size === 0;
      had.add(fragment);
      // Fragments listed when the reader arrives are old news; the ones that appear after are timed.
      if (first) continue;
      const body = Buffer.from(await (await fetch(`${hlsBase}/${fragment}`)).arrayBuffer());
      const receivedAt = wallClockMs();
      const times = videoPtsMs(body);
      if (times.length === 0) continue;
      newest.push(receivedAt - (publishStart + Math.max(...times)));
      oldest.push(receivedAt - (publishStart + Math.min(...times)));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { newest, oldest };
}

const summary = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return { count: sorted.length, p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)) };
};

async function main() {
  const here = fileURLToPath(import.meta.url);
  const edge = await startMediaEdge({ ...mediaEdgeSettings(), rtmpPort: edgeRtmpPort, httpPort: edgeHttpPort }, [
    'ignore',
    'ignore',
    'inherit',
  ]);
  // The API's media engine and its FLV route, relaying to the edge as the API does (the server's public script).
  const origin = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', 'apps/server/scripts/media-engine.ts', '--key', 'bench'],
      ...['--rtmp-port', String(rtmpPort), '--http-port', String(originPort)],
      ...['--edge-rtmp-url', `rtmp://127.0.0.1:${edgeRtmpPort}/hls`, '--edge-hls-url', hlsBase],
    ],
    { cwd: new URL('..', import.meta.url), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(origin.stdout, 'data');
  const crowd = fork(here, ['viewers'], { stdio: 'inherit' });

  // A live-encoded test pattern at a steady bitrate, as OBS sends it: 640×360, 25 fps, a keyframe every second.
  const publishStart = wallClockMs();
  const publisher = spawn('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-g', '25', '-pix_fmt', 'yuv420p'],
    ...['-b:v', `${bitrateKbps - 64}k`, '-maxrate', `${bitrateKbps - 64}k`, '-bufsize', `${bitrateKbps / 2}k`],
    ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/bench?key=bench`],
  ]);
  // Whatever ends this process (a failure too) ends its helpers.
  process.on('exit', () => [publisher, crowd, origin, edge.child].forEach((child) => child.kill()));
  for (;;) {
    const response = await fetch(`${hlsBase}/bench.m3u8`).catch(() => null);
    if (response?.ok && (await response.text()).includes('.ts')) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // Latency first, with no crowd: both readers at once, for the same frames.
  const [flv, hls] = await Promise.all([
    fetch(flvUrl).then((response) => flvFrameDelays(response, publishStart, latencySeconds)),
    hlsLatency(publishStart, latencySeconds, 'bench'),
  ]);
  const latency = { flv: summary(flv.delays), hlsNewest: summary(hls.newest), hlsOldest: summary(hls.oldest) };

  const ask = (message) =>
    new Promise((resolve) => {
      crowd.once('message', resolve);
      crowd.send(message);
    });
  const capacity = { flv: [], hls: [] };
  for (const kind of ['flv', 'hls']) {
    for (const count of crowds) {
      const step = await ask({ kind, count, seconds: stepSeconds, stream: 'bench' });
      const served = step.dropped === 0 && step.minKbps >= neededKbps(kind);
      capacity[kind].push({ ...step, served });
      console.log(kind, JSON.stringify(step), served ? 'served' : 'NOT served');
      if (!served) break;
      // Let the connections of the step close before the next.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }

  publisher.kill('SIGTERM');
  crowd.kill();
  origin.send('stop');
  await new Promise((resolve) => origin.once('exit', resolve));
  await edge.stop();

  const most = (kind) => capacity[kind].filter((step) => step.served).at(-1)?.viewers ?? 0;
  const row = (kind, step) =>
    `| ${kind} | ${step.viewers} | ${step.minKbps.toFixed(0)} | ${step.p50Kbps.toFixed(0)} | ${step.dropped} | ${step.served ? 'yes' : 'no'} |`;
  const result = { bitrateKbps, stepSeconds, latency, capacity, servedFlv: most('flv'), servedHls: most('hls') };
  writeResult(
    'media-viewers',
    result,
    `# Media viewers: one origin (HTTP-FLV) and one edge (HLS)

Measured ${new Date().toISOString()} on this machine (2 cores shared with other engineers' builds and tests; the
crowd of simulated viewers runs on the same cores as the servers, so the figures are a floor for a machine of its
own). \`npm run bench media-viewers\` (\`bench/media-viewers.mjs\`).

A live-encoded 640×360 25 fps test pattern at a steady **${bitrateKbps} kbps** (libx264 veryfast zerolatency,
CBR-capped, a keyframe every second, 64 kbps AAC) is published over RTMP to the origin: the API's media engine
(node-media-server) and its \`/live-media/<stream>.flv\` route, in a process of its own. The origin relays the
stream, as the API does, to the edge: nginx with libnginx-mod-rtmp from \`deploy/nginx/media-edge.conf\` (1 s
fragments, a 4 s playlist), which serves \`/hls/<stream>.m3u8\` and its fragments.

## Viewers per stream

Crowds of ${crowds.join(', ')} simulated viewers (a process of their own), ${stepSeconds} s each after a 3 s
arrival: an FLV viewer holds one endless HTTP response; an HLS viewer reads the playlist once a second and fetches
each new fragment on its keep-alive connection, as hls.js does. A crowd is **served** when every viewer receives at
least ${servedShare * 100} % of the stream's bitrate (${neededKbps('flv')} kbps; on HLS, which comes a whole 1 s
fragment at a time, one fragment less: ${neededKbps('hls')} kbps) and none is dropped (the origin drops an FLV
viewer 4 MB behind); the ramp stops at the first crowd that is not.

| protocol | viewers | slowest viewer kbps | median kbps | dropped | served |
|---|---|---|---|---|---|
${[...capacity.flv.map((step) => row('HTTP-FLV (origin)', step)), ...capacity.hls.map((step) => row('HLS (edge)', step))].join('\n')}

Most viewers served here: **HTTP-FLV from the origin ${most('flv')}**, **HLS from the edge ${most('hls')}**${
      most('hls') === crowds.at(-1) ? ' (the largest crowd tried: the edge was not the limit)' : ''
    }.

## Latency, publish → viewer

Both readers at once, with no crowd, over ${latencySeconds} s. A frame's publish time is ffmpeg's start plus the
frame's timestamp (ffmpeg publishes in real time, \`-re\`); its start-up is counted in, so these are upper bounds.

- **HTTP-FLV** (a reader of the origin's FLV, every video tag after its first second): p50 **${latency.flv.p50} ms**,
  p95 ${latency.flv.p95} ms (${latency.flv.count} frames).
- **HLS** (a reader polling the edge's playlist every 100 ms and fetching each new fragment; the frames'
  presentation times read from the MPEG-TS): when a fragment has arrived, its newest frame is p50
  **${latency.hlsNewest.p50} ms** old (p95 ${latency.hlsNewest.p95}), its oldest p50 **${latency.hlsOldest.p50} ms**
  (p95 ${latency.hlsOldest.p95}; ${latency.hlsNewest.count} fragments).
- The same frames, side by side: a fragment's newest frame reaches an HLS reader p50
  **${latency.hlsNewest.p50 - latency.flv.p50} ms** after the FLV reader had it (the edge waits for the next keyframe
  to close a fragment: one fragment, 1 s, plus the relay and nginx), its oldest
  **${latency.hlsOldest.p50 - latency.flv.p50} ms**. This difference does not depend on ffmpeg's start-up, which on
  this loaded machine puts a second or more into both absolute figures (\`bench/results/media-latency.md\`
  measured FLV at about 0.4 s on a quieter one).
- A player shows a frame later than it arrives: mpegts.js with its stash buffer off adds a few hundred ms; hls.js
  as the room player configures it (\`liveSyncDurationCount: 2\`) plays two fragments (2 s) behind the newest
  fragment, which it has on average half a fragment after it arrived. So an HLS viewer watches about
  **${((latency.hlsNewest.p50 - latency.flv.p50 + 500 + 2000) / 1000).toFixed(1)} s later than an FLV viewer** of the
  same stream: about 1 s behind the camera on FLV, 3–4 s on HLS.
`,
  );
  process.exit(0);
}

const role = process.argv[2];
if (role === 'viewers') runViewers();
else await main();
