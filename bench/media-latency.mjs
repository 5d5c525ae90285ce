// Latency from ffmpeg publishing a frame over RTMP to an HTTP-FLV reader receiving it (target ≤ 3 s).
// Runs the API's media engine behind the same Fastify route the API serves (the server's public script
// apps/server/scripts/media-engine.ts, in a child process).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { flvFrameDelays } from './flv-reader.mjs';
import { percentile, wallClockMs, writeResult } from './support.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rtmpPort = 18635;
const httpPort = 18636;

const engine = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/server/scripts/media-engine.ts', '--rtmp-port', String(rtmpPort), '--http-port', String(httpPort), '--key', 'bench'],
  { cwd: new URL('..', import.meta.url), stdio: ['ignore', 'pipe', 'inherit'] },
);
await once(engine.stdout, 'data');

// A live-encoded test pattern, as OBS would send it: 640×360, 25 fps, a keyframe every second.
const publishStart = wallClockMs();
const publisher = spawn('ffmpeg', [
  ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
  ...['-f', 'lavfi', '-i', `testsrc2=s=640x360:r=25:d=${seconds + 5}`],
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-g', '25', '-pix_fmt', 'yuv420p'],
  ...['-f', 'flv', 'rtmp://127.0.0.1:' + rtmpPort + '/live/bench?key=bench'],
]);

async function connect() {
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${httpPort}/live-media/bench.flv`);
    if (response.ok) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const { firstFrameAt, delays } = await flvFrameDelays(await connect(), publishStart, seconds);
publisher.kill('SIGTERM');
engine.kill('SIGTERM');
await once(engine, 'exit');

const sorted = delays.toSorted((a, b) => a - b);
const result = {
  seconds,
  frames: sorted.length,
  firstFrameMs: Math.round(firstFrameAt - publishStart),
  p50: Math.round(percentile(sorted, 50)),
  p95: Math.round(percentile(sorted, 95)),
  max: Math.round(sorted.at(-1)),
};
const pass = result.firstFrameMs <= 3000 && result.max <= 3000;
writeResult(
  'media-latency',
  result,
  `# Media latency: RTMP publish → HTTP-FLV reader

Measured ${new Date().toISOString()} on this machine (2 shared cores): ffmpeg encodes a 640×360 25 fps test pattern
live (\`-re\`, libx264 veryfast zerolatency, keyframe every second) and publishes it to node-media-server over RTMP;
a reader fetches \`/live-media/bench.flv\` through the same Fastify route the API serves and parses the FLV tags.

- **first frame**: from starting ffmpeg to the reader's first video tag (includes ffmpeg start-up, the publish
  handshake, the key check and the reader's first connect): **${result.firstFrameMs} ms**
- **per frame**, over ${seconds} s (${result.frames} video tags, the first second after joining left out):
  delay = receipt wall time − (ffmpeg start + tag timestamp); ffmpeg's start-up time is counted in, so the
  figures are an upper bound: p50 **${result.p50} ms**, p95 **${result.p95} ms**, max **${result.max} ms**

Target ≤ 3 000 ms (SRS: 0.8–3 s): **${pass ? 'met' : 'NOT met'}**.
`,
);
process.exit(0);
