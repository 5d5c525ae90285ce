import type { StatisticEntry } from '@kanqiu/contract';
import { statisticPercents } from '@kanqiu/domain';
import { z } from 'zod';

const statsJson = z.record(z.string(), z.tuple([z.number(), z.number()]));

export type Stats = z.infer<typeof statsJson>;

/** A row the feed wrote that does not parse shows as no statistics rather than failing the page. */
export function parseStats(text: string): Stats {
  try {
    return statsJson.parse(JSON.parse(text));
  } catch {
    return {};
  }
}

export function statisticEntry(type: number, [home, away]: [number, number]): StatisticEntry {
  const [homePercent, awayPercent] = statisticPercents(home, away);
  return { type, home, away, homePercent, awayPercent };
}

/** The entries of `stats` in display `order`; types it lacks are left out. */
export function orderedEntries(stats: Stats, order: readonly number[]): StatisticEntry[] {
  return order.flatMap((type) => {
    const pair = stats[type];
    return pair ? [statisticEntry(type, pair)] : [];
  });
}
