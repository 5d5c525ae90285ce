/**
 * The three match-list tabs: 即时 (live), 赛程 (upcoming) and 赛果 (result).
 * A status maps to one group; the 即时 tab shows the live group plus the
 * upcoming matches that start today, so the date is the caller's second input.
 */
export type ListGroup = 'live' | 'upcoming' | 'result';

export const isInLiveTab = (group: ListGroup | null, startsToday: boolean): boolean =>
  group === 'live' || (group === 'upcoming' && startsToday);
