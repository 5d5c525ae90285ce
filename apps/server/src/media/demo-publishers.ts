import type { Logger } from 'pino';
import { spawnFfmpeg, stopFfmpeg, type FfmpegProcess } from './ffmpeg';

export type LoopPublisher = { stop(): Promise<void> };

const firstBackoffMs = 1000;
const maxBackoffMs = 30_000;
// A publisher that ran this long was healthy: its next failure starts the backoff again from the bottom.
const healthyAfterMs = 30_000;

/**
 * Publishes a clip in a loop as it is (`-c copy`: no decoding, almost no CPU) and starts it again, with a
 * doubling backoff, whenever it stops.
 */
export function publishLoop(ffmpegPath: string, clip: string, target: string, logger: Logger): LoopPublisher {
  let current: FfmpegProcess | null = null;
  let retry: NodeJS.Timeout | null = null;
  let backoffMs = firstBackoffMs;
  let stopped = false;

  const launch = () => {
    const startedAt = Date.now();
    const publisher = spawnFfmpeg(ffmpegPath, [
      '-re',
      '-stream_loop',
      '-1',
      '-i',
      clip,
      '-c',
      'copy',
      '-f',
      'flv',
      target,
    ]);
    current = publisher;
    void publisher.exited.then(({ code, stderr }) => {
      if (stopped) return;
      if (Date.now() - startedAt > healthyAfterMs) backoffMs = firstBackoffMs;
      logger.warn({ code, stderr, retryInMs: backoffMs }, 'demo publisher stopped; restarting');
      retry = setTimeout(launch, backoffMs);
      backoffMs = Math.min(backoffMs * 2, maxBackoffMs);
    });
  };
  launch();

  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (current) await stopFfmpeg(current, 'SIGTERM', 3000);
    },
  };
}
