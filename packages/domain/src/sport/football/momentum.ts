/**
 * Attack pressure for the momentum chart: how many dangerous attacks each side made in each five
 * minutes of match clock, from the cumulative totals the statistics feed reports minute by minute.
 */
export const MOMENTUM_BUCKET_MINUTES = 5;

/** Cumulative totals at the end of a match-clock minute. */
export interface MinuteTotals {
  minute: number;
  home: number;
  away: number;
}

/** Dangerous attacks in the bucket that ends at `minute`. */
export type MomentumPoint = MinuteTotals;

const bucketOf = (minute: number): number => (minute <= 0 ? 0 : Math.ceil(minute / MOMENTUM_BUCKET_MINUTES) - 1);

/** One point per bucket up to the latest minute; a bucket without a report counts nothing. */
export const momentum = (totals: readonly MinuteTotals[]): MomentumPoint[] => {
  const sorted = [...totals].sort((a, b) => a.minute - b.minute);
  const last = sorted.at(-1);
  if (!last) return [];
  const bucketEnds = new Map<number, MinuteTotals>();
  for (const row of sorted) bucketEnds.set(bucketOf(row.minute), row);
  const points: MomentumPoint[] = [];
  let previous = { home: 0, away: 0 };
  for (let bucket = 0; bucket <= bucketOf(last.minute); bucket++) {
    const end = bucketEnds.get(bucket) ?? previous;
    // A feed correction can lower a total; the chart shows no negative pressure.
    points.push({
      minute: (bucket + 1) * MOMENTUM_BUCKET_MINUTES,
      home: Math.max(0, end.home - previous.home),
      away: Math.max(0, end.away - previous.away),
    });
    previous = { home: Math.max(previous.home, end.home), away: Math.max(previous.away, end.away) };
  }
  return points;
};
