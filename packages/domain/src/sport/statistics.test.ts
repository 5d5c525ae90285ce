import { describe, expect, it } from 'vitest';
import { basketballStatisticOrder, footballStatisticOrder, orderedStatistics, pieStatistics } from './statistics';

describe('statistic order', () => {
  it('lists every football statistic once, bars before possession and passes', () => {
    expect(footballStatisticOrder).toEqual([2, 3, 4, 23, 24, 70, 21, 22, 6, 5, 25, 26]);
  });

  it('lists the basketball codes 101 to 113 in order', () => {
    expect(basketballStatisticOrder).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113]);
  });
});

describe('orderedStatistics', () => {
  it('puts the totals in display order with percent shares and leaves missing types out', () => {
    const entries = orderedStatistics(
      { '25': [60, 40], '2': [3, 1], '70': [0, 0], '999': [1, 1] },
      footballStatisticOrder,
    );
    expect(entries).toEqual([
      { type: 2, home: 3, away: 1, homePercent: 75, awayPercent: 25 },
      { type: 70, home: 0, away: 0, homePercent: 50, awayPercent: 50 },
      { type: 25, home: 60, away: 40, homePercent: 60, awayPercent: 40 },
    ]);
  });

  it('orders basketball totals by code', () => {
    const entries = orderedStatistics({ '102': [30, 10], '101': [50, 50] }, basketballStatisticOrder);
    expect(entries.map((e) => e.type)).toEqual([101, 102]);
    expect(entries[1]).toMatchObject({ homePercent: 75, awayPercent: 25 });
  });
});

describe('pieStatistics', () => {
  it('picks shots, shots on target and possession in pie order', () => {
    const entries = orderedStatistics(
      { '25': [50, 50], '21': [2, 1], '70': [5, 4], '2': [1, 1] },
      footballStatisticOrder,
    );
    expect(pieStatistics(entries).map((e) => e.type)).toEqual([70, 21, 25]);
  });
});
