/** The `type` of the football score list (GET /live/football/match): the tabs of /live/zq/{type}. */
export const FootballListType = {
  live: 0,
  fixtures: 1,
  results: 2,
  followed: 3,
  jczq: 4,
  bjdc: 5,
} as const;

export type FootballListTypeCode = (typeof FootballListType)[keyof typeof FootballListType];
