/** Basketball status codes of the feed (spec §4). */
import type { ListGroup } from '../list-group';

export const BasketballStatus = {
  abnormal: 0,
  notStarted: 1,
  q1: 2,
  q1Ended: 3,
  q2: 4,
  q2Ended: 5,
  q3: 6,
  q3Ended: 7,
  q4: 8,
  overtime: 9,
  finished: 10,
  interrupted: 11,
  cancelled: 12,
  delayed: 13,
  abandoned: 14,
  toBeDetermined: 15,
} as const;

export type BasketballStatusCode = (typeof BasketballStatus)[keyof typeof BasketballStatus];

/** Q1 to overtime, breaks between quarters included. */
export const isBasketballLive = (code: number): boolean =>
  Number.isInteger(code) && code >= BasketballStatus.q1 && code <= BasketballStatus.overtime;

export const isBasketballFinished = (code: number): boolean => code === BasketballStatus.finished;

// Interrupted and delayed games are still to be played, as in football.
const UPCOMING: ReadonlySet<number> = new Set([
  BasketballStatus.notStarted,
  BasketballStatus.interrupted,
  BasketballStatus.delayed,
  BasketballStatus.toBeDetermined,
]);

const RESULT: ReadonlySet<number> = new Set([
  BasketballStatus.finished,
  BasketballStatus.cancelled,
  BasketballStatus.abandoned,
]);

/** null: abnormal or unknown code, a game no list shows. */
export const basketballListGroup = (code: number): ListGroup | null => {
  if (isBasketballLive(code)) return 'live';
  if (UPCOMING.has(code)) return 'upcoming';
  if (RESULT.has(code)) return 'result';
  return null;
};

export const isBasketballUpcoming = (code: number): boolean => basketballListGroup(code) === 'upcoming';

// An interrupted or abandoned game was under way when it stopped; a cancelled one never began.
const BEFORE_TIPOFF: ReadonlySet<number> = new Set([
  BasketballStatus.notStarted,
  BasketballStatus.delayed,
  BasketballStatus.toBeDetermined,
  BasketballStatus.cancelled,
]);

/** A game that has not tipped off (no quarter score to show yet). */
export const isBasketballBeforeTipoff = (code: number): boolean => BEFORE_TIPOFF.has(code);
