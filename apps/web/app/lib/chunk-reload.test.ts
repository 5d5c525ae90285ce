import { describe, expect, it } from 'vitest';
import { chunkReloadWindowMs, isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('boom'), 'boom', null, { message: 'Failed to fetch dynamically imported module' }])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('shouldReloadForChunkError', () => {
  it('reloads once, then not again within the window', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(shouldReloadForChunkError(storage, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(storage, 1_000_500)).toBe(false);
    expect(shouldReloadForChunkError(storage, 1_000_000 + chunkReloadWindowMs)).toBe(true);
  });
});
