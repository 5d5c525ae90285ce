import { isMatchDay } from '@kanqiu/domain';
import { z } from 'zod';
import { dateField, idField, matchSource, scorePair, teamColors } from './common';
import { incidentView, oddsMarket, oddsPhase } from './diff';

const spTriple = z.tuple([z.number(), z.number(), z.number()]);

/**
 * A lottery list row's SP (model-generated, like all odds shown): 胜平负 [home, draw, away], the 让球
 * (whole goals added to the home score, −1: the home side gives one) and its 胜平负. `indicative` on 北单:
 * its pool sets the final SP after the match (paid at 65 %). Null before the first price.
 */
export const lotterySpView = z.object({
  result: spTriple.nullable(),
  handicap: z.number().int().nullable(),
  handicapResult: spTriple.nullable(),
  indicative: z.boolean(),
});
export type LotterySpView = z.infer<typeof lotterySpView>;

/** Which match a score list row is, football's or basketball's: its league, round, source and teams. */
export const listRowMatch = {
  leagueName: z.string(),
  leagueColor: z.string(),
  round: z.string().nullable(),
  source: matchSource,
  homeId: z.number().int(),
  homeName: z.string(),
  homeColors: teamColors,
  awayId: z.number().int(),
  awayName: z.string(),
  awayColors: teamColors,
};

/** A match's scores, cards and corners as its list row and its detail page show them, and the fan's follow. */
const matchState = {
  score: scorePair,
  halfTime: scorePair.nullable(),
  extraTime: scorePair.nullable(),
  penalties: scorePair.nullable(),
  red: scorePair,
  yellow: scorePair,
  corners: scorePair,
  version: z.number().int(),
  followed: z.boolean(),
};

/**
 * A row of a football score list. The short keys are the spec's (§3): s state, li competition id,
 * ot kick-off (epoch seconds), timIng elapsed minutes at response time, isShow whether the row passes
 * the request's league filter. `pst` is when the running half began; clients tick the minute from it.
 */
export const footballListItem = z.object({
  id: z.number().int(),
  s: z.number().int(),
  li: z.number().int(),
  ot: z.number().int(),
  timIng: z.string(),
  isShow: z.union([z.literal(0), z.literal(1)]),
  pst: z.number().int().nullable(),
  period: z.number().int().nullable(),
  ...listRowMatch,
  ...matchState,
  lotteryNo: z.string().nullable(),
  /** On the 竞彩 and 北单 lists only. */
  sp: lotterySpView.nullable(),
});
export type FootballListItem = z.infer<typeof footballListItem>;

/** 0 即时, 1 赛程, 2 赛果, 3 关注, 4 竞彩, 5 北单. */
export const footballListType = z.coerce.number().int().min(0).max(5);

/** A Beijing calendar day that exists (the pattern alone lets 2025-02-30 through). */
export const matchDate = dateField.refine(isMatchDay, '日期不存在');

/** The day and league filter a score list, and its filter sheet, are asked for. */
export const listDayFilter = { date: matchDate.optional(), filterId: z.string().max(2000).optional() };

/** The app's own fields on a score list request. */
export const listClientFields = {
  channel: z.string().max(32).optional(),
  isRefresh: z.coerce.number().int().optional(),
  selType: z.coerce.number().int().optional(),
  platform: z.string().max(32).optional(),
};

export const footballListQuery = z.object({
  type: footballListType.default(0),
  ...listDayFilter,
  ...listClientFields,
});

export const footballList = z.object({
  list: z.array(footballListItem),
  date: z.string().nullable(),
  dates: z.array(z.string()),
  allCount: z.number().int(),
  hideCount: z.number().int(),
  serverTime: z.number().int(),
  /** Sports-clock seconds per real second (FEED_SPEED); clients tick the running minute at this rate. */
  clockRate: z.number().positive().default(1),
  epoch: z.string(),
  seq: z.number().int(),
});
export type FootballList = z.infer<typeof footballList>;

export const liveQuery = z.object({
  platform: z.string().max(32).optional(),
  filterId: z.string().max(2000).optional(),
});

/** 竞彩 and 北单 lists: `date` is a sales day (11:00 to 11:00 the next day, Beijing time), default the current one. */
export const lotteryQuery = z.object({ ...listDayFilter, platform: listClientFields.platform });

export const lotteryKind = z.enum(['jczq', 'bjdc']);
export const lotteryOverview = z.object({
  /** The sales day counted, and the sales days a client can pick (previous, current, next). */
  date: z.string(),
  dates: z.array(z.string()),
  /** Kick-offs the sales day covers: from (inclusive) to (exclusive), epoch seconds. */
  from: z.number().int(),
  to: z.number().int(),
  lists: z.array(z.object({ kind: lotteryKind, name: z.string(), count: z.number().int() })),
});
export type LotteryOverview = z.infer<typeof lotteryOverview>;

export const filterQuery = z.object({ type: footballListType.default(0), ...listDayFilter });

export const filterGroup = z.object({
  letter: z.string(),
  countList: z.array(
    z.object({
      leagueId: z.number().int(),
      leagueName: z.string(),
      count: z.number().int(),
      isChecked: z.boolean(),
      hot: z.boolean(),
    }),
  ),
});
export const filterData = z.object({ list: z.array(filterGroup), total: z.number().int() });
export type FilterData = z.infer<typeof filterData>;

export const teamBrief = z.object({
  id: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  colors: teamColors,
});

/** The detail header (spec §3: state, openTime, timIng). */
export const footballNavigation = z.object({
  id: z.number().int(),
  state: z.number().int(),
  openTime: z.number().int(),
  timIng: z.string(),
  periodStartAt: z.number().int().nullable(),
  period: z.number().int().nullable(),
  competition: z.object({ id: z.number().int(), name: z.string(), fullName: z.string(), color: z.string() }),
  season: z.string(),
  round: z.string().nullable(),
  venue: z.string().nullable(),
  source: matchSource,
  home: teamBrief,
  away: teamBrief,
  ...matchState,
  serverTime: z.number().int(),
  /** Sports-clock seconds per real second (FEED_SPEED); see footballList. */
  clockRate: z.number().positive().default(1),
});
export type FootballNavigation = z.infer<typeof footballNavigation>;

/** spec §3: type, home, away, homePercent, awayPercent. */
export const statisticEntry = z.object({
  type: z.number().int(),
  home: z.number(),
  away: z.number(),
  homePercent: z.number(),
  awayPercent: z.number(),
});

/** One line of 文字直播 (domain footballCommentary), in match order. */
export const commentaryLine = z.object({
  key: z.string(),
  minute: z.string(),
  text: z.string(),
  kind: z.enum(['whistle', 'goal', 'card', 'substitution', 'chance', 'play', 'summary']),
  emphasis: z.boolean(),
});
export type CommentaryLineView = z.infer<typeof commentaryLine>;

export const textLive = z.object({
  matchId: z.number().int(),
  version: z.number().int(),
  environment: z.object({
    venue: z.string().nullable(),
    kickoffAt: z.number().int(),
    competition: z.string(),
    round: z.string().nullable(),
    source: matchSource,
  }),
  events: z.array(incidentView),
  statistic: z.array(statisticEntry),
  pies: z.array(statisticEntry),
  minute: z.number().int().nullable(),
  momentum: z.array(z.object({ minute: z.number().int(), home: z.number(), away: z.number() })),
  commentary: z.array(commentaryLine),
});
export type TextLive = z.infer<typeof textLive>;

export const lineupPlayer = z.object({
  playerId: z.number().int().nullable(),
  name: z.string(),
  shirtNumber: z.number().int().nullable(),
  position: z.string().nullable(),
  subbedOnMinute: z.string().nullable(),
  subbedOffMinute: z.string().nullable(),
  goals: z.number().int(),
  yellow: z.number().int(),
  red: z.number().int(),
});
export const lineupSide = z.object({ starters: z.array(lineupPlayer), bench: z.array(lineupPlayer) });
export const lineups = z.object({ available: z.boolean(), home: lineupSide, away: lineupSide });
export type Lineups = z.infer<typeof lineups>;
export type LineupPlayerView = z.infer<typeof lineupPlayer>;

/** 1 asian handicap, 2 european, 3 over/under (detail odds type, default 1). */
export const oddsTypeField = z.coerce.number().int().min(1).max(3).default(1);
export const oddsQuery = z.object({ type: oddsTypeField });

export const oddsTriple = z.tuple([z.number(), z.number(), z.number()]);

export const oddsCompany = z.object({ companyId: z.number().int(), nameZh: z.string() });
export const oddsCompanies = z.array(oddsCompany);

export const oddsRow = z.object({
  companyId: z.number().int(),
  nameZh: z.string(),
  open: oddsTriple.nullable(),
  current: oddsTriple.nullable(),
  changes: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  updatedAt: z.number().int().nullable(),
});
export const oddsList = z.object({
  type: z.number().int(),
  market: oddsMarket,
  list: z.array(oddsRow),
  count: z.number().int(),
});
export type OddsList = z.infer<typeof oddsList>;

export const oddsHistoryQuery = z.object({ type: oddsTypeField, companyId: idField });
/** spec §3: left, middle, right with change colours (1 up → red, -1 down → green, 0 same). */
export const oddsHistoryRow = z.object({
  left: z.number(),
  middle: z.number(),
  right: z.number(),
  leftChange: z.number().int(),
  middleChange: z.number().int(),
  rightChange: z.number().int(),
  phase: oddsPhase,
  minute: z.number().int().nullable(),
  score: scorePair.nullable(),
  at: z.number().int(),
});
export const oddsHistory = z.object({
  companyId: z.number().int(),
  nameZh: z.string(),
  market: oddsMarket,
  list: z.array(oddsHistoryRow),
});
export type OddsHistory = z.infer<typeof oddsHistory>;

export const pastMatch = z.object({
  id: z.number().int().nullable(),
  date: z.string(),
  competition: z.string(),
  homeId: z.number().int().nullable(),
  homeName: z.string(),
  awayId: z.number().int().nullable(),
  awayName: z.string(),
  score: scorePair,
  halfTime: scorePair.nullable(),
  result: z.enum(['win', 'draw', 'loss']).nullable(),
});
export const formSummary = z.object({
  win: z.number().int(),
  draw: z.number().int(),
  loss: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
});
export const analysisHistory = z.object({
  headToHead: z.object({ list: z.array(pastMatch), summary: formSummary }),
  homeRecent: z.object({ list: z.array(pastMatch), summary: formSummary }),
  awayRecent: z.object({ list: z.array(pastMatch), summary: formSummary }),
});

export const tableRow = z.object({
  rank: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  played: z.number().int(),
  win: z.number().int(),
  draw: z.number().int(),
  loss: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  points: z.number().int(),
  form: z.array(z.enum(['win', 'draw', 'loss'])),
  highlight: z.boolean(),
});
export const analysisTable = z.object({
  competition: z.string(),
  groups: z.array(z.object({ name: z.string().nullable(), rows: z.array(tableRow) })),
});

export const futureMatch = z.object({
  /** Null for a fixture of the replay calendar the matches table does not hold yet (beyond the feed's window). */
  id: z.number().int().nullable(),
  kickoffAt: z.number().int(),
  competition: z.string(),
  homeId: z.number().int(),
  homeName: z.string(),
  awayId: z.number().int(),
  awayName: z.string(),
  daysAway: z.number().int(),
});
export const analysisFuture = z.object({ home: z.array(futureMatch), away: z.array(futureMatch) });

export const followBody = z.object({ matchId: idField, follow: z.coerce.number().int().min(0).max(1) });
export const followResult = z.object({ matchId: z.number().int(), follow: z.union([z.literal(0), z.literal(1)]) });
/** A fan's followed matches of both sports (match ids are one space): the stars laid over a shared page. */
export const followedMatchIds = z.object({ ids: z.array(z.number().int()) });

export type PastMatch = z.infer<typeof pastMatch>;
export type FormSummary = z.infer<typeof formSummary>;
export type AnalysisHistory = z.infer<typeof analysisHistory>;
export type AnalysisTable = z.infer<typeof analysisTable>;
export type FutureMatch = z.infer<typeof futureMatch>;
export type AnalysisFuture = z.infer<typeof analysisFuture>;
export type StatisticEntry = z.infer<typeof statisticEntry>;
export type TableRow = z.infer<typeof tableRow>;
