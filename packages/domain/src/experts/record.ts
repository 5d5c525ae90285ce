import { isHit, settlementReturn, type SettlementOutcome } from '../sport/settlement';

/** One settled tip as a record counts it. */
export type SettledTip = { outcome: SettlementOutcome; odds: number; settledAt: number; market: string };

/**
 * An expert's record over a set of settled tips: 红 (win or half win) against 黑 (loss or half loss); a
 * push or a void counts neither way. `roi` is the return on a flat stake of 1 on every counted tip,
 * settled as a bookmaker pays it (a half win earns half), as a share of the stakes.
 */
export type ExpertRecord = {
  settled: number;
  hits: number;
  misses: number;
  /** Hits over hits plus misses, 0 when nothing counted. */
  hitRate: number;
  /** 近10中X: hits among the last ten counted tips. */
  lastTen: { played: number; hits: number };
  currentStreak: number;
  bestStreak: number;
  roi: number;
};

const DAY = 86_400;
export const RECORD_WINDOWS = [7, 30, 90] as const;
export type RecordWindow = (typeof RECORD_WINDOWS)[number];

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Runs of hits in settlement order: the one still running and the longest. */
function streaks(hits: readonly boolean[]): { current: number; best: number } {
  let run = 0;
  let best = 0;
  for (const hit of hits) {
    run = hit ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return { current: run, best };
}

export function expertRecord(tips: readonly SettledTip[]): ExpertRecord {
  const ordered = tips.toSorted((a, b) => a.settledAt - b.settledAt);
  const counted = ordered.flatMap((tip) => {
    const hit = isHit(tip.outcome);
    return hit === null ? [] : [{ tip, hit }];
  });
  const hitList = counted.map((c) => c.hit);
  const hits = hitList.filter(Boolean).length;
  const lastTen = hitList.slice(-10);
  const returned = counted.reduce((sum, { tip }) => sum + settlementReturn(tip.outcome, 1, tip.odds), 0);
  const { current, best } = streaks(hitList);
  return {
    settled: ordered.length,
    hits,
    misses: counted.length - hits,
    hitRate: counted.length === 0 ? 0 : round4(hits / counted.length),
    lastTen: { played: lastTen.length, hits: lastTen.filter(Boolean).length },
    currentStreak: current,
    bestStreak: best,
    roi: counted.length === 0 ? 0 : round4((returned - counted.length) / counted.length),
  };
}

/** The record of the tips settled in the last `days` days up to `now`. */
export function recordWithin(tips: readonly SettledTip[], days: RecordWindow, now: number): ExpertRecord {
  const since = now - days * DAY;
  return expertRecord(tips.filter((tip) => tip.settledAt > since && tip.settledAt <= now));
}

/** The record per market, for the markets the expert has settled tips on. */
export function recordByMarket(tips: readonly SettledTip[]): Record<string, ExpertRecord> {
  const markets = [...new Set(tips.map((tip) => tip.market))];
  return Object.fromEntries(markets.map((market) => [market, expertRecord(tips.filter((t) => t.market === market))]));
}
