import { performance } from 'node:perf_hooks';
import type { EncodedFrame } from './encoded-frame';

export type FanOutOptions<T> = {
  /** Followers written in one turn of the event loop. */
  sliceSize: number;
  /** The channel's followers as they are now; iterated live, so one who left meanwhile is skipped. */
  followers: (channel: string) => Iterable<T>;
  write: (follower: T, frame: EncodedFrame) => void;
  /** The channel has written every frame it was given. */
  onIdle: (channel: string) => void;
  /** A frame reached every follower, `seconds` after it was given (the operator's fan-out latency). */
  onWritten?: (channel: string, seconds: number) => void;
  onError: (error: unknown) => void;
};

export interface FanOut {
  /** Writes the frame to the channel's followers after the channel's earlier frames. */
  send(channel: string, frame: EncodedFrame): void;
  /** Whether the channel is still writing a frame. */
  busy(channel: string): boolean;
  /** Drops what is still to be written. */
  stop(): void;
}

type Job<T> = { frames: { frame: EncodedFrame; sentAt: number }[]; cursor: Iterator<T> | null };

/**
 * Writes each channel's frames to its followers in publication order, `sliceSize` followers per turn of the
 * event loop: a frame for 10,000 sockets does not hold the loop until the last one is written, so requests
 * and other channels go on between slices (docs/decisions/0044-fan-out-in-slices.md). The first slice is
 * written at once: a channel with few followers is written as soon as its frame arrives.
 */
export function createFanOut<T>(options: FanOutOptions<T>): FanOut {
  const jobs = new Map<string, Job<T>>();

  /** Writes the head frame to at most `budget` followers; what is left of the budget, or -1 mid-frame. */
  function writeHead(channel: string, job: Job<T>, budget: number): number {
    const { frame, sentAt } = job.frames[0]!;
    const cursor = (job.cursor ??= options.followers(channel)[Symbol.iterator]());
    for (let left = budget; left > 0; left -= 1) {
      const next = cursor.next();
      if (next.done) {
        job.frames.shift();
        options.onWritten?.(channel, (performance.now() - sentAt) / 1000);
        job.cursor = null;
        return left;
      }
      try {
        options.write(next.value, frame);
      } catch (error) {
        // One follower's failure neither stops the others nor leaves the channel's queue stuck.
        options.onError(error);
      }
    }
    return -1;
  }

  function writeSlice(channel: string, job: Job<T>): void {
    if (jobs.get(channel) !== job) return;
    let budget = options.sliceSize;
    while (budget > 0 && job.frames.length > 0) budget = writeHead(channel, job, budget);
    if (job.frames.length > 0) {
      setImmediate(() => writeSlice(channel, job));
      return;
    }
    jobs.delete(channel);
    options.onIdle(channel);
  }

  return {
    send(channel, frame) {
      const sent = { frame, sentAt: performance.now() };
      const job = jobs.get(channel);
      if (job) {
        job.frames.push(sent);
        return;
      }
      const started: Job<T> = { frames: [sent], cursor: null };
      jobs.set(channel, started);
      writeSlice(channel, started);
    },
    busy: (channel) => jobs.has(channel),
    stop: () => jobs.clear(),
  };
}
