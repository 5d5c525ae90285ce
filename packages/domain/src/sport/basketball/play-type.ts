/**
 * Basketball text-live is a stream of plays rather than football's incidents, so it has its own
 * codes; the web maps them to Chinese ("三分命中", "前场篮板" …).
 */
export const BasketballPlayType = {
  periodStart: 1,
  periodEnd: 2,
  twoPointMade: 3,
  twoPointMissed: 4,
  threePointMade: 5,
  threePointMissed: 6,
  freeThrowMade: 7,
  freeThrowMissed: 8,
  offensiveRebound: 9,
  defensiveRebound: 10,
  turnover: 11,
  steal: 12,
  block: 13,
  foul: 14,
  timeout: 15,
  substitution: 16,
  /** Follows the made shot it set up. */
  assist: 17,
} as const;
export type BasketballPlayTypeCode = (typeof BasketballPlayType)[keyof typeof BasketballPlayType];

const PLAY_TYPES: ReadonlySet<number> = new Set(Object.values(BasketballPlayType));

export const isBasketballPlayType = (value: unknown): value is BasketballPlayTypeCode =>
  typeof value === 'number' && PLAY_TYPES.has(value);

/** Team statistic codes of the basketball text-live view (statistics values are keyed by them). */
export const BasketballStatisticType = {
  points: 101,
  rebounds: 102,
  assists: 103,
  steals: 104,
  blocks: 105,
  turnovers: 106,
  fouls: 107,
  fieldGoalsMade: 108,
  fieldGoalsAttempted: 109,
  threePointersMade: 110,
  threePointersAttempted: 111,
  freeThrowsMade: 112,
  freeThrowsAttempted: 113,
} as const;
export type BasketballStatisticTypeCode = (typeof BasketballStatisticType)[keyof typeof BasketballStatisticType];
