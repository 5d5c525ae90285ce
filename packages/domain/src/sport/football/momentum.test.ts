import { describe, expect, it } from 'vitest';
import { momentum } from './momentum';

describe('momentum', () => {
  it('is empty without statistics', () => {
    expect(momentum([])).toEqual([]);
  });

  it('counts dangerous attacks per five minutes from cumulative totals', () => {
    expect(
      momentum([
        { minute: 3, home: 1, away: 0 },
        { minute: 5, home: 2, away: 1 },
        { minute: 9, home: 4, away: 1 },
        { minute: 12, home: 4, away: 3 },
      ]),
    ).toEqual([
      { minute: 5, home: 2, away: 1 },
      { minute: 10, home: 2, away: 0 },
      { minute: 15, home: 0, away: 2 },
    ]);
  });

  it('fills a bucket without a report with zeros and reads rows in any order', () => {
    expect(
      momentum([
        { minute: 16, home: 5, away: 2 },
        { minute: 4, home: 3, away: 2 },
      ]),
    ).toEqual([
      { minute: 5, home: 3, away: 2 },
      { minute: 10, home: 0, away: 0 },
      { minute: 15, home: 0, away: 0 },
      { minute: 20, home: 2, away: 0 },
    ]);
  });

  it('never shows negative pressure when a total is corrected down', () => {
    expect(
      momentum([
        { minute: 5, home: 4, away: 1 },
        { minute: 10, home: 3, away: 1 },
        { minute: 15, home: 6, away: 1 },
      ]),
    ).toEqual([
      { minute: 5, home: 4, away: 1 },
      { minute: 10, home: 0, away: 0 },
      { minute: 15, home: 2, away: 0 },
    ]);
  });
});
