import type { Logger } from 'pino';

const BATCH_PAUSE_MS = 1000;

/**
 * Runs a background task now and then every `intervalMs`, one run at a time; a run that says there is more
 * to do (a full batch) is followed after a short pause, so a backfill leaves the database to other writers. A failure is logged and retried at the next interval. Returns
 * the stop, which waits for a run in progress.
 */
export function repeatTask(
  task: () => Promise<{ more: boolean }>,
  options: { intervalMs: number; logger: Logger; name: string },
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      const { more } = await task();
      schedule(more ? BATCH_PAUSE_MS : options.intervalMs);
    } catch (error) {
      options.logger.error({ err: error }, `${options.name} failed`);
      schedule(options.intervalMs);
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run();
    }, delay);
    timer.unref();
  };
  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
