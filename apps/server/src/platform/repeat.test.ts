import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatTask } from './repeat';

describe('repeatTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, retries a failed run at the next interval, and stops', async () => {
    vi.useFakeTimers();
    const outcomes = [new Error('disk busy'), { more: false }, { more: false }];
    const task = vi.fn(async () => {
      const next = outcomes.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    const stop = repeatTask(task, { intervalMs: 60_000, logger: pino({ level: 'silent' }), name: 'test' });
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(3);
    await stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(task).toHaveBeenCalledTimes(3);
  });
});
