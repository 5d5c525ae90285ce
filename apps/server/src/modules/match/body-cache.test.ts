import { describe, expect, it } from 'vitest';
import { createBodyCache } from './body-cache';

describe('createBodyCache', () => {
  it('makes a body once per key and stamp, and again when the stamp moves', async () => {
    const cache = createBodyCache({ maxEntries: 4 });
    let made = 0;
    const make = () => Promise.resolve(`body${++made}`);
    const burst = await Promise.all([cache.get('live', '1:5:100', make), cache.get('live', '1:5:100', make)]);
    expect(burst[0]).toBe(burst[1]);
    expect(burst[0].bytes.toString()).toBe('body1');
    expect((await cache.get('live', '1:6:100', make)).bytes.toString()).toBe('body2');
    expect((await cache.get('live:7!', '1:6:100', make)).bytes.toString()).toBe('body3');
  });

  it('forgets a failed body and the oldest key beyond its size', async () => {
    const cache = createBodyCache({ maxEntries: 1 });
    await expect(cache.get('a', 's', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect((await cache.get('a', 's', () => Promise.resolve('ok'))).bytes.toString()).toBe('ok');
    await cache.get('b', 's', () => Promise.resolve('b'));
    expect((await cache.get('a', 's', () => Promise.resolve('again'))).bytes.toString()).toBe('again');
  });
});
