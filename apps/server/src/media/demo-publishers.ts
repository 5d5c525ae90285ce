import type { Logger } from 'pino';
import { spawnFfmpeg, stopFfmpeg, type FfmpegProcess } from './ffmpeg';

export type LoopPublisher = { stop(): Promise<void> };

const firstBackoffMs = 1000;
const maxBackoffMs = 30_000;
// A job that ran this long was healthy: its next failure starts the backoff again from the bottom.
const healthyAfterMs = 30_000;

/**
 * Keeps a long-running ffmpeg job going: starts it again, with a doubling backoff, whenever it stops (or `launch`
 * could not start it: null) until `stop()`.
 */
export function keepRunning(launch: () => FfmpegProcess | null, logger: Logger, what: string): LoopPublisher {
  let current: FfmpegProcess | null = null;
  let retry: NodeJS.Timeout | null = null;
  let backoffMs = firstBackoffMs;
  let stopped = false;

  const again = (details: object) => {
    logger.warn({ ...details, retryInMs: backoffMs }, `${what} stopped; restarting`);
    retry = setTimeout(run, backoffMs);
    backoffMs = Math.min(backoffMs * 2, maxBackoffMs);
  };
  const run = () => {
    const startedAt = Date.now();
    current = launch();
    if (!current) return again({ code: null });
    void current.exited.then(({ code, stderr }) => {
      if (stopped) return;
      if (Date.now() - startedAt > healthyAfterMs) backoffMs = firstBackoffMs;
      again({ code, stderr });
    });
  };
  run();

  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (current) await stopFfmpeg(current, 'SIGTERM', 3000);
    },
  };
}

/** Publishes a clip in a loop as it is (`-c copy`: no decoding, almost no CPU), started again whenever it stops. */
export function publishLoop(ffmpegPath: string, clip: string, target: string, logger: Logger): LoopPublisher {
  const launch = () =>
    spawnFfmpeg(ffmpegPath, ['-re', '-stream_loop', '-1', '-i', clip, '-c', 'copy', '-f', 'flv', target]);
  return keepRunning(launch, logger, 'demo publisher');
}
