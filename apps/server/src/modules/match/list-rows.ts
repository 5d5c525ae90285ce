import { liveChannel } from '@kanqiu/contract';
import type { StreamPosition } from '@kanqiu/domain';
import type { ReadCache } from '../../platform/cache/read-cache';

export type Sport = 'football' | 'basketball';

/** What every list of a sport shows: any diff of any of its matches moves it. */
export const sportLists = (sport: Sport) => [liveChannel(sport)] as const;

/**
 * A sport's list queries, shared by every list and filter at one stream position. Callers read the position
 * first, so rows loaded for it are never older than the position a response reports (a diff numbered after it
 * is applied by the client again, harmlessly).
 */
export function listRows(cache: ReadCache, sport: Sport) {
  const dependsOn = sportLists(sport);
  return <Row>(at: StreamPosition, name: string, load: () => Promise<Row>): Promise<Row> =>
    cache.read(`${sport}:rows:${name}:${at.epoch}:${at.seq}`, { dependsOn }, load);
}

/** The viewer's followed matches among the listed ones, as a key: fans who follow the same of them see one list. */
export function followedAmong(items: readonly { id: number }[], followed: ReadonlySet<number>): string {
  return items
    .filter((item) => followed.has(item.id))
    .map((item) => item.id)
    .join(',');
}

/** The viewer's followed matches starred in a shared list; the shared items are left as they are. */
export function withFollowStars<Item extends { id: number; followed: boolean }>(
  items: readonly Item[],
  followed: ReadonlySet<number>,
): Item[] | null {
  if (!items.some((item) => followed.has(item.id))) return null;
  return items.map((item) => (followed.has(item.id) ? { ...item, followed: true } : item));
}
