import { describe, expect, it } from 'vitest';
import { chunksByParameters, insertInChunks } from './chunks';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i, name: `n${i}`, score: null }));

describe('chunksByParameters', () => {
  it('keeps every chunk within the parameter bound and every row once, in order', () => {
    const chunks = chunksByParameters(rows(1000), 300);
    expect(chunks.map((c) => c.length)).toEqual(Array.from({ length: 10 }, () => 100));
    expect(chunks.flat()).toEqual(rows(1000));
  });

  it('counts a column any row has, and gives nothing for no rows', () => {
    expect(chunksByParameters([{ a: 1 }, { a: 2, b: 3 }, { a: 4 }], 4).map((c) => c.length)).toEqual([2, 1]);
    expect(chunksByParameters([], 10)).toEqual([]);
  });
});

describe('insertInChunks', () => {
  it('inserts chunk by chunk and gathers the results', async () => {
    const sizes: number[] = [];
    const ids = await insertInChunks(rows(7000), (chunk) => {
      sizes.push(chunk.length);
      return Promise.resolve(chunk.map((r) => r.id));
    });
    expect(sizes).toEqual([3333, 3333, 334]);
    expect(ids).toEqual(rows(7000).map((r) => r.id));
  });
});
