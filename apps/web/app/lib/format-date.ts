import { SHANGHAI_UTC_OFFSET_MS } from '@kanqiu/domain';

/**
 * Dates and times on screen are Shanghai's (ARCHITECTURE §7), computed the same on the server and in
 * the browser whatever their time zones, so hydration never disagrees. One formatter with dayjs-style
 * tokens; no date library in the page (docs/decisions/0006-time-helpers-no-dayjs.md).
 */
export type ShanghaiPattern = 'YYYY-MM-DD' | 'YYYY-MM-DD HH:mm' | 'MM-DD HH:mm' | 'HH:mm';

const tokenSpans: Record<string, readonly [number, number]> = {
  YYYY: [0, 4],
  MM: [5, 7],
  DD: [8, 10],
  HH: [11, 13],
  mm: [14, 16],
};

export function formatShanghai(epochSec: number, pattern: ShanghaiPattern): string {
  const iso = new Date(epochSec * 1000 + SHANGHAI_UTC_OFFSET_MS).toISOString();
  return pattern.replace(/YYYY|MM|DD|HH|mm/g, (token) => {
    const [start, end] = tokenSpans[token] ?? [0, 0];
    return iso.slice(start, end);
  });
}
