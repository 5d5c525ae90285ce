import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

/** Whether ffmpeg is installed; with REQUIRE_MEDIA=1 (CI) its absence is an error rather than a skip. */
export function ffmpegAvailable(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.env.REQUIRE_MEDIA === '1') throw new Error('REQUIRE_MEDIA=1 but ffmpeg is not installed');
    return false;
  }
}

/** ffmpeg publishing a test picture with a tone to `target` for `seconds`, as OBS would. */
export function publishTestStream(target: string, seconds: number): ChildProcess {
  return spawn('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', `testsrc2=s=640x360:r=25:d=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:d=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-f', 'flv', target],
  ]);
}
