import { describe, expect, it, vi } from 'vitest';
import { createRowCache } from './row-cache';

describe('createRowCache', () => {
  const at = (seq: number) => ({ epoch: 'e1', seq });

  it('loads once while the stream stays put, again when it moves', async () => {
    const cache = createRowCache<number[]>({ maxAgeMs: 60_000, maxEntries: 4 });
    const load = vi.fn(() => Promise.resolve([1]));
    await cache.get('live', at(1), load);
    await cache.get('live', at(1), load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('live', at(2), load);
    await cache.get('live', { epoch: 'e2', seq: 2 }, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one pending load between concurrent callers', async () => {
    const cache = createRowCache<number[]>({ maxAgeMs: 60_000, maxEntries: 4 });
    const load = vi.fn(() => new Promise<number[]>((resolve) => setTimeout(() => resolve([1]), 5)));
    await Promise.all([cache.get('live', at(1), load), cache.get('live', at(1), load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after the age limit', async () => {
    vi.useFakeTimers();
    try {
      const cache = createRowCache<number[]>({ maxAgeMs: 1000, maxEntries: 4 });
      const load = vi.fn(() => Promise.resolve([1]));
      await cache.get('live', at(1), load);
      vi.advanceTimersByTime(1001);
      await cache.get('live', at(1), load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a failed load and the least recently stored key beyond the limit', async () => {
    const cache = createRowCache<number[]>({ maxAgeMs: 60_000, maxEntries: 2 });
    await expect(cache.get('bad', at(1), () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const load = vi.fn(() => Promise.resolve([1]));
    await cache.get('bad', at(1), load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('a', at(1), load);
    await cache.get('b', at(1), load);
    await cache.get('bad', at(1), load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
