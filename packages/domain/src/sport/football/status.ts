/**
 * Football status codes of the feed (spec §4). Code 6 is not in the table:
 * the feed's convention retired it (it was a second extra-time code), so it is
 * treated as extra time wherever it still shows up.
 */
import type { ListGroup } from '../list-group';

export const FootballStatus = {
  abnormal: 0,
  notStarted: 1,
  firstHalf: 2,
  halfTime: 3,
  secondHalf: 4,
  extraTime: 5,
  penalties: 7,
  finished: 8,
  postponed: 9,
  interrupted: 10,
  abandoned: 11,
  cancelled: 12,
  toBeDetermined: 13,
} as const;

export type FootballStatusCode = (typeof FootballStatus)[keyof typeof FootballStatus];

const LEGACY_EXTRA_TIME = 6;

export const isFootballExtraTime = (code: number): boolean =>
  code === FootballStatus.extraTime || code === LEGACY_EXTRA_TIME;

/** The live view shows states 2 to 7 (spec §4). */
export const isFootballLive = (code: number): boolean =>
  Number.isInteger(code) && code >= FootballStatus.firstHalf && code <= FootballStatus.penalties;

export const isFootballFinished = (code: number): boolean => code === FootballStatus.finished;

// Interrupted matches wait for a restart the way postponed ones wait for a
// date, so they list with the fixtures rather than the results.
const UPCOMING: ReadonlySet<number> = new Set([
  FootballStatus.notStarted,
  FootballStatus.postponed,
  FootballStatus.interrupted,
  FootballStatus.toBeDetermined,
]);

const RESULT: ReadonlySet<number> = new Set([
  FootballStatus.finished,
  FootballStatus.abandoned,
  FootballStatus.cancelled,
]);

/** null: abnormal or unknown code, a match no list shows (the feed advises hiding it). */
export const footballListGroup = (code: number): ListGroup | null => {
  if (isFootballLive(code)) return 'live';
  if (UPCOMING.has(code)) return 'upcoming';
  if (RESULT.has(code)) return 'result';
  return null;
};

export const isFootballUpcoming = (code: number): boolean => footballListGroup(code) === 'upcoming';

// Interrupted and abandoned matches were under way when they stopped; a cancelled one never began.
const BEFORE_KICKOFF: ReadonlySet<number> = new Set([
  FootballStatus.notStarted,
  FootballStatus.postponed,
  FootballStatus.toBeDetermined,
  FootballStatus.cancelled,
]);

/** A match that has not kicked off (and so can have had no event yet). */
export const isFootballBeforeKickoff = (code: number): boolean => BEFORE_KICKOFF.has(code);
