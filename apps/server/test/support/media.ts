import { execFileSync, spawn } from 'node:child_process';

/** Whether ffmpeg runs here; with REQUIRE_MEDIA=1 (CI) its absence is an error, not a skip. */
export function requireFfmpegOrSkip(): boolean {
  let found = true;
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    found = false;
  }
  if (!found && process.env.REQUIRE_MEDIA === '1') throw new Error('REQUIRE_MEDIA=1 but ffmpeg is not installed');
  return found;
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** ffmpeg publishes a 3-second test pattern (320×180, H.264 + AAC) to the URL; resolves with its exit code. */
export function publish(url: string, seconds = 3): Promise<number | null> {
  const child = spawn('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', `testsrc2=s=320x180:r=25:d=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:d=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', url],
  ]);
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    }),
  );
}
