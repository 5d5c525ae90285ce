import { describe, expect, it } from 'vitest';
import { momentum } from './momentum';

const at = (minute: number, home: number, away: number) => ({ minute, home, away });

describe('momentum', () => {
  it.each([
    { what: 'is empty without statistics', totals: [], buckets: [] },
    {
      what: 'counts dangerous attacks per five minutes from cumulative totals',
      totals: [at(3, 1, 0), at(5, 2, 1), at(9, 4, 1), at(12, 4, 3)],
      buckets: [at(5, 2, 1), at(10, 2, 0), at(15, 0, 2)],
    },
    {
      what: 'fills a bucket without a report with zeros and reads rows in any order',
      totals: [at(16, 5, 2), at(4, 3, 2)],
      buckets: [at(5, 3, 2), at(10, 0, 0), at(15, 0, 0), at(20, 2, 0)],
    },
    {
      what: 'never shows negative pressure when a total is corrected down',
      totals: [at(5, 4, 1), at(10, 3, 1), at(15, 6, 1)],
      buckets: [at(5, 4, 1), at(10, 0, 0), at(15, 2, 0)],
    },
  ])('$what', ({ totals, buckets }) => {
    expect(momentum(totals)).toEqual(buckets);
  });
});
