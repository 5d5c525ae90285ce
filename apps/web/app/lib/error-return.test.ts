import { describe, expect, it } from 'vitest';
import { errorReturnWindowMs, FIRST_TAB, homeLinkTarget, INDEX_TARGET, shouldReturnToIndex } from './error-return';

const memoryStorage = () => {
  const store = new Map<string, string>();
  return { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
};

describe('shouldReturnToIndex', () => {
  it('returns once, then not again within the window, so a failing index cannot loop', () => {
    const storage = memoryStorage();
    expect(shouldReturnToIndex('/no/such/page', storage, 1_000_000)).toBe(true);
    expect(shouldReturnToIndex('/other', storage, 1_000_000 + errorReturnWindowMs - 1)).toBe(false);
    expect(shouldReturnToIndex('/other', storage, 1_000_000 + errorReturnWindowMs)).toBe(true);
  });

  it('never returns from the page the index leads to', () => {
    expect(shouldReturnToIndex(INDEX_TARGET, memoryStorage(), 1_000_000)).toBe(false);
  });
});

describe('homeLinkTarget', () => {
  it('is the index, or the first tab on the index page itself', () => {
    expect(homeLinkTarget('/no/such/page')).toBe('/');
    expect(homeLinkTarget(INDEX_TARGET)).toBe(FIRST_TAB);
  });
});
