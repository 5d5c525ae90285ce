import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../bus';
import { createReadCache } from './read-cache';

const logger = pino({ level: 'silent' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A loader that counts its calls and answers with the call number. */
function counting() {
  let calls = 0;
  return {
    load: () => Promise.resolve(++calls),
    calls: () => calls,
  };
}

async function cacheOn(options: { now?: () => number; maxAgeMs?: number; maxEntries?: number } = {}) {
  const bus = createMemoryBus();
  const cache = await createReadCache({ bus, clock: options.now ?? (() => 100), logger, ...options });
  return { bus, cache };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('read cache', () => {
  it('loads a value once and shares it, pending or settled, until a tag it depends on moves', async () => {
    const { cache } = await cacheOn();
    const loader = counting();
    const read = () => cache.read('match:1 text', { dependsOn: ['match:1'] }, loader.load);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    expect(await read()).toBe(1);
    cache.forget(['match:2']);
    expect(await read()).toBe(1);
    cache.forget(['match:1']);
    expect(await read()).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 3, misses: 2, entries: 1 });
  });

  it('never keeps a value whose load began before its tag moved; its waiters still get it', async () => {
    const { cache } = await cacheOn();
    const slow = deferred<string>();
    const first = cache.read('k', { dependsOn: ['t'] }, () => slow.promise);
    cache.forget(['t']);
    // A reader after the move does not join the load that began before it.
    const second = cache.read('k', { dependsOn: ['t'] }, () => Promise.resolve('after'));
    slow.resolve('before');
    expect(await first).toBe('before');
    expect(await second).toBe('after');
    expect(await cache.read('k', { dependsOn: ['t'] }, () => Promise.resolve('later'))).toBe('after');
  });

  it('makes a per-second value again when the second turns, and any value once it is too old', async () => {
    let now = 100;
    const { cache } = await cacheOn({ now: () => now, maxAgeMs: 20 });
    const loader = counting();
    const perSecond = () => cache.read('clock', { dependsOn: [], perSecond: true }, loader.load);
    expect(await perSecond()).toBe(1);
    expect(await perSecond()).toBe(1);
    now = 101;
    expect(await perSecond()).toBe(2);

    const aged = counting();
    const read = () => cache.read('aged', { dependsOn: [] }, aged.load);
    expect(await read()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await read()).toBe(2);
  });

  it('forgets a failed load, so the next reader tries again', async () => {
    const { cache } = await cacheOn();
    await expect(cache.read('k', { dependsOn: [] }, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await flush();
    expect(await cache.read('k', { dependsOn: [] }, () => Promise.resolve('up'))).toBe('up');
  });

  it('keeps at most maxEntries, the least recently used going first', async () => {
    const { cache } = await cacheOn({ maxEntries: 2 });
    const read = (key: string) => cache.read(key, { dependsOn: [] }, () => Promise.resolve(`${key}@${Date.now()}`));
    const a = await read('a');
    await read('b');
    expect(await read('a')).toBe(a);
    await read('c');
    expect(cache.stats().entries).toBe(2);
    expect(await read('a')).toBe(a);
    const misses = cache.stats().misses;
    await read('b');
    expect(cache.stats().misses).toBe(misses + 1);
  });

  it('tells every instance on the bus what a write invalidated', async () => {
    const bus = createMemoryBus();
    const make = () => createReadCache({ bus, clock: () => 100, logger });
    const [here, there] = await Promise.all([make(), make()]);
    const loader = counting();
    const read = () => there.read('article:7', { dependsOn: ['article:7'] }, loader.load);
    expect(await read()).toBe(1);
    here.invalidate(['article:7']);
    await flush();
    expect(await read()).toBe(2);
  });

  it('tells current entries apart from forgotten ones', async () => {
    const { cache } = await cacheOn();
    const entry = cache.entry('k', { dependsOn: ['t'] }, () => Promise.resolve(1));
    await entry.value;
    expect(cache.isCurrent(entry)).toBe(true);
    cache.forget(['t']);
    expect(cache.isCurrent(entry)).toBe(false);
  });
});
