import { BasketballOddsType, parseBasketballOddsType } from '@kanqiu/domain';
import { z } from 'zod';
import { teamBoxScore } from './basketball-box';
import { idField, matchSource, scorePair } from './common';
import { playView } from './diff';
import { listClientFields, listDayFilter, listRowMatch, statisticEntry, teamBrief } from './football';

/** 0 即时, 1 赛程, 2 赛果, 3 关注; 8 and 9 are accepted and treated as 0 (spec §5). */
const BASKETBALL_LIST_TYPES: readonly number[] = [0, 1, 2, 3, 8, 9];
export const basketballListType = z.coerce
  .number()
  .int()
  .refine((type) => BASKETBALL_LIST_TYPES.includes(type), '类型为 0、1、2、3、8 或 9');

export const basketballListQuery = z.object({
  type: basketballListType.default(0),
  ...listDayFilter,
  ...listClientFields,
});

export const basketballFilterQuery = z.object({ type: basketballListType.default(0), ...listDayFilter });

/**
 * The period clock at `serverTime`: `secondsLeft` on the clock, which counts down at `clockPace` game
 * seconds per second of `serverTime` while `clockRunning` (a period in play), and stands still otherwise.
 */
const periodClock = {
  period: z.number().int().nullable(),
  pst: z.number().int().nullable(),
  periodLength: z.number().int(),
  secondsLeft: z.number().int(),
  clockRunning: z.boolean(),
  clockPace: z.number(),
};

/**
 * A row of a basketball score list. Short keys as football's (spec §3): s state (the 16 basketball
 * statuses), li competition id, ot tip-off in epoch seconds, isShow whether the row passes the league
 * filter. `periods` are the quarter (and overtime) scores; `handicap` and `total` the current main lines
 * of company 1 (让分: points the home side gives, negative when it receives; 大小分).
 */
export const basketballListItem = z.object({
  id: z.number().int(),
  s: z.number().int(),
  li: z.number().int(),
  ot: z.number().int(),
  isShow: z.union([z.literal(0), z.literal(1)]),
  ...periodClock,
  ...listRowMatch,
  score: scorePair,
  periods: z.array(scorePair),
  handicap: z.number().nullable(),
  total: z.number().nullable(),
  version: z.number().int(),
  followed: z.boolean(),
});
export type BasketballListItem = z.infer<typeof basketballListItem>;

/** Spec §3 basketball state: scoreList, selectDate, dates, result, filterId, filterType. */
export const basketballList = z.object({
  scoreList: z.array(basketballListItem),
  selectDate: z.string().nullable(),
  dates: z.array(z.string()),
  /** Rows of the list by group. */
  result: z.object({ live: z.number().int(), upcoming: z.number().int(), finished: z.number().int() }),
  filterId: z.string(),
  /** 0 every competition shown, 1 a league filter applies. */
  filterType: z.union([z.literal(0), z.literal(1)]),
  /** The list type answered (8 and 9 answer as 0). */
  type: z.number().int(),
  allCount: z.number().int(),
  hideCount: z.number().int(),
  serverTime: z.number().int(),
  /** How fast `serverTime` runs against real time (FEED_SPEED). */
  clockRate: z.number(),
  epoch: z.string(),
  seq: z.number().int(),
});
export type BasketballList = z.infer<typeof basketballList>;

export const basketballHeader = z.object({
  id: z.number().int(),
  state: z.number().int(),
  openTime: z.number().int(),
  ...periodClock,
  leagueId: z.number().int(),
  leagueName: z.string(),
  leagueColor: z.string(),
  season: z.string(),
  round: z.string().nullable(),
  source: matchSource,
  home: teamBrief,
  away: teamBrief,
  score: scorePair,
  version: z.number().int(),
  followed: z.boolean(),
});

/** The detail page in one call: header, quarter table, team statistics, NBA box score, plays newest first. */
export const basketballDetail = z.object({
  header: basketballHeader,
  quarters: z.object({ periods: z.array(scorePair), total: scorePair }),
  /** Latest team totals, by domain BasketballStatisticType code; empty before tip-off. */
  statistics: z.array(statisticEntry),
  /** Null for games without player data (CBA) and before tip-off. */
  boxScore: z.object({ minute: z.number().int(), home: teamBoxScore, away: teamBoxScore }).nullable(),
  plays: z.array(playView),
  serverTime: z.number().int(),
  clockRate: z.number(),
});
export type BasketballDetail = z.infer<typeof basketballDetail>;
export type BasketballHeader = z.infer<typeof basketballHeader>;

/** Basketball odds type (spec §5): 1 让分, 2 胜负, 3 大小分, default 1 (§9); parsed by domain parseBasketballOddsType. */
export const basketballOddsType = z
  .string()
  .max(8)
  .refine((value) => parseBasketballOddsType(value) !== null, '指数类型为 1、2 或 3')
  .default(String(BasketballOddsType.asianHandicap));
export const basketballOddsQuery = z.object({ type: basketballOddsType });
export const basketballOddsHistoryQuery = z.object({ type: basketballOddsType, companyId: idField });

/** A finished game of the generated season; `id` links it when the feed's window still holds it. */
export const basketballPastGame = z.object({
  id: z.number().int().nullable(),
  providerMatchId: z.string(),
  date: z.string(),
  competition: z.string(),
  homeId: z.number().int(),
  homeName: z.string(),
  awayId: z.number().int(),
  awayName: z.string(),
  score: scorePair,
  /** Seen from the team the list is about (the match's home side for head-to-head). */
  result: z.enum(['win', 'loss']),
});
export const basketballFormSummary = z.object({
  win: z.number().int(),
  loss: z.number().int(),
  /** Points per game, one decimal; 0 without games. */
  pointsFor: z.number(),
  pointsAgainst: z.number(),
});
const pastGames = z.object({ list: z.array(basketballPastGame), summary: basketballFormSummary });

/** Head-to-head and recent form, from the generated season so far (spec §3 liveDetail history and recent). */
export const basketballAnalysis = z.object({ headToHead: pastGames, homeRecent: pastGames, awayRecent: pastGames });
export type BasketballAnalysis = z.infer<typeof basketballAnalysis>;
export type BasketballPastGame = z.infer<typeof basketballPastGame>;
