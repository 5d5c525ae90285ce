import { execFile, spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';

const run = promisify(execFile);
const quiet = ['-hide_banner', '-loglevel', 'error'];

/** Whether `ffmpeg -version` runs: without it the product still works, with no demo video and no replays. */
export async function ffmpegAvailable(ffmpegPath: string): Promise<boolean> {
  try {
    await run(ffmpegPath, ['-version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** A one-shot job (render a clip, grab a poster); rejects with ffmpeg's own error text. */
export async function runFfmpeg(ffmpegPath: string, args: readonly string[], timeoutMs = 120_000): Promise<void> {
  try {
    await run(ffmpegPath, [...quiet, '-nostdin', '-y', ...args], { timeout: timeoutMs, maxBuffer: 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`ffmpeg failed: ${stderr || (error as Error).message}`, { cause: error });
  }
}

/** A long-running ffmpeg (publisher, recorder); the last lines of its stderr come with its exit. */
export type FfmpegProcess = { child: ChildProcess; exited: Promise<{ code: number | null; stderr: string }> };

/** `input`: a byte stream piped into ffmpeg's stdin (read it with `-i pipe:0`); its end ends the job. */
export function spawnFfmpeg(ffmpegPath: string, args: readonly string[], input?: Readable): FfmpegProcess {
  const child = spawn(ffmpegPath, [...quiet, ...(input ? [] : ['-nostdin']), ...args], {
    stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
  });
  if (input && child.stdin) {
    // ffmpeg leaving early breaks the pipe; its exit says why.
    child.stdin.on('error', () => {});
    input.pipe(child.stdin);
  }
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.once('error', (error) => resolve({ code: null, stderr: error.message }));
    child.once('exit', (code) => resolve({ code, stderr: stderr.trim() }));
  });
  return { child, exited };
}

/** Asks ffmpeg to finish (a signal, or the end of its input), then kills it if it takes too long. */
export async function stopFfmpeg(
  job: FfmpegProcess,
  signal: NodeJS.Signals = 'SIGINT',
  graceMs = 10_000,
): Promise<void> {
  if (job.child.exitCode !== null || job.child.signalCode !== null) return;
  if (job.child.stdin) job.child.stdin.end();
  else job.child.kill(signal);
  const timer = setTimeout(() => job.child.kill('SIGKILL'), graceMs);
  await job.exited;
  clearTimeout(timer);
}
