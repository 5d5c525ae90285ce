import { describe, expect, it } from 'vitest';
import type { SettlementOutcome } from '../sport/settlement';
import { expertRecord, recordByMarket, recordWithin, type SettledTip } from './record';

const DAY = 86_400;
const tip = (outcome: SettlementOutcome, settledAt: number, odds = 2, market = 'asia'): SettledTip => ({
  outcome,
  odds,
  settledAt,
  market,
});
const series = (outcomes: SettlementOutcome[]) => outcomes.map((o, i) => tip(o, 1000 + i));

describe('expert record', () => {
  it('counts half wins as hits, half losses as misses, pushes and voids neither way', () => {
    const record = expertRecord(series(['win', 'halfWin', 'push', 'void', 'halfLoss', 'loss']));
    expect(record).toMatchObject({ settled: 6, hits: 2, misses: 2, hitRate: 0.5 });
  });

  it('returns a flat stake as a bookmaker pays it: half wins earn half, half losses lose half', () => {
    // win at 1.9: +0.9; half win at 2.0: +0.5; half loss: −0.5; loss: −1 → −0.1 over 4 stakes.
    const tips = [tip('win', 1, 1.9), tip('halfWin', 2, 2), tip('halfLoss', 3, 1.8), tip('loss', 4, 1.95)];
    expect(expertRecord(tips).roi).toBe(-0.025);
  });

  it('tells the running 连红 from the best one, in settlement order whatever the input order', () => {
    const tips = series(['win', 'win', 'win', 'loss', 'win', 'push', 'halfWin']).reverse();
    expect(expertRecord(tips)).toMatchObject({ currentStreak: 2, bestStreak: 3 });
  });

  it('reads 近10中X from the last ten counted tips', () => {
    const outcomes: SettlementOutcome[] = [
      ...Array<SettlementOutcome>(5).fill('win'),
      ...Array<SettlementOutcome>(10).fill('loss'),
    ];
    outcomes.push('win', 'win', 'void');
    expect(expertRecord(series(outcomes)).lastTen).toEqual({ played: 10, hits: 2 });
  });

  it('is empty and zero for no tips', () => {
    expect(expertRecord([])).toEqual({
      settled: 0,
      hits: 0,
      misses: 0,
      hitRate: 0,
      lastTen: { played: 0, hits: 0 },
      currentStreak: 0,
      bestStreak: 0,
      roi: 0,
    });
  });

  it('keeps to the window of 7, 30 or 90 days before now', () => {
    const now = 100 * DAY;
    const tips = [
      tip('win', now - 3 * DAY),
      tip('loss', now - 20 * DAY),
      tip('loss', now - 60 * DAY),
      tip('win', now - 95 * DAY),
    ];
    expect(recordWithin(tips, 7, now)).toMatchObject({ hits: 1, misses: 0 });
    expect(recordWithin(tips, 30, now)).toMatchObject({ hits: 1, misses: 1 });
    expect(recordWithin(tips, 90, now)).toMatchObject({ hits: 1, misses: 2 });
  });

  it('splits the record per market', () => {
    const byMarket = recordByMarket([tip('win', 1, 2, 'asia'), tip('loss', 2, 2, 'total'), tip('win', 3, 2, 'asia')]);
    expect(byMarket['asia']).toMatchObject({ hits: 2, misses: 0 });
    expect(byMarket['total']).toMatchObject({ hits: 0, misses: 1 });
  });
});
