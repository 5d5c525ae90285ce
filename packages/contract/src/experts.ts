import { ANALYSIS_MAX_LENGTH, ANALYSIS_MIN_LENGTH, TIP_CODE_PATTERN, tipMarkets, tipPicks } from '@kanqiu/domain';
import { z } from 'zod';
import { text } from './fields';
import { idField } from './live/common';

export const tipMarket = z.enum(tipMarkets);
export const tipPick = z.enum(tipPicks);
export const sportField = z.enum(['football', 'basketball']);
export const settlementOutcome = z.enum(['win', 'halfWin', 'push', 'halfLoss', 'loss', 'void']);
const level = z.number().int().min(1).max(7);

/** Spec §3 expert: id, follow (0 or 1), description; with the level of §4 and whether it is a 模拟专家. */
export const expertSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  portrait: z.string().nullable(),
  level,
  levelName: z.string(),
  simulated: z.boolean(),
  follow: z.union([z.literal(0), z.literal(1)]),
});
export type ExpertSummary = z.infer<typeof expertSummary>;

/** The record over a window: 红 and 黑 (pushes and voids count neither), 近10中X, 连红, flat-stake return. */
export const expertRecord = z.object({
  settled: z.number().int(),
  hits: z.number().int(),
  misses: z.number().int(),
  hitRate: z.number(),
  lastTen: z.object({ played: z.number().int(), hits: z.number().int() }),
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  roi: z.number(),
});

export const tipMatch = z.object({
  id: z.number().int(),
  sport: sportField,
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.number().int(),
  state: z.number().int(),
  score: z.tuple([z.number().int(), z.number().int()]),
});

/**
 * One tip. A priced tip not bought (`locked`) hides its pick and analysis; `retro` marks a 模拟专家's tip
 * written after the match on the odds from before it (回溯), shown as such and counted in its record.
 */
export const tipItem = z.object({
  code: z.string(),
  expert: expertSummary,
  match: tipMatch,
  market: tipMarket,
  marketName: z.string(),
  price: z.number().int(),
  locked: z.boolean(),
  pick: tipPick.nullable(),
  pickLabel: z.string().nullable(),
  line: z.number().nullable(),
  odds: z.number().nullable(),
  analysis: z.string().nullable(),
  title: z.string(),
  publishedAt: z.number().int(),
  retro: z.boolean(),
  outcome: settlementOutcome.nullable(),
  outcomeName: z.string().nullable(),
  buyers: z.number().int(),
  bought: z.boolean(),
  mine: z.boolean(),
});
export type TipItem = z.infer<typeof tipItem>;

/** Spec §3 recommendation list: recList, next. */
export const tipPage = z.object({ recList: z.array(tipItem), page: z.number().int(), next: z.boolean() });
export type TipPage = z.infer<typeof tipPage>;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const size = z.coerce.number().int().min(1).max(50).default(20);
const plat = z.coerce.number().int().min(0).max(99).optional();

/** POST /tj/recommend/list: the latest tips, by sport and market. */
export const tipListBody = z.object({
  sport: sportField.optional(),
  market: tipMarket.optional(),
  matchId: idField.optional(),
  page,
  size,
});

/** GET /tj/recommend/{code} (platform). */
export const tipCodeParams = z.object({ code: z.string().regex(TIP_CODE_PATTERN, '方案编号不正确') });
export const tipDetailQuery = z.object({ platform: plat });

export const tipPublishBody = z.object({
  matchId: idField,
  market: tipMarket,
  pick: tipPick,
  price: z.coerce.number().int().min(0, '价格不能为负').max(1000).default(0),
  analysis: text()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(ANALYSIS_MIN_LENGTH, `分析至少 ${ANALYSIS_MIN_LENGTH} 个字`)
        .max(ANALYSIS_MAX_LENGTH, `分析最多 ${ANALYSIS_MAX_LENGTH} 个字`),
    ),
});

export const tipBuyBody = z.object({ code: z.string().regex(TIP_CODE_PATTERN, '方案编号不正确') });
/** `replayed`: bought before; nothing new was debited. */
export const tipBuyResult = z.object({ tip: tipItem, balance: z.number().int(), replayed: z.boolean() });

/** POST /tj/expert/match/list: matches still to play with how many tips each. */
export const matchTipsBody = z.object({ sport: sportField.optional() });
export const matchTipsRow = tipMatch.extend({ tipCount: z.number().int() });
export const matchTipsList = z.object({ list: z.array(matchTipsRow) });

/** POST /home/head and /home/rec: one expert's header and tips. */
export const expertHeadBody = z.object({ eid: idField, plat });
export const expertRecBody = z.object({ eid: idField, plat, page, size });
export const recordWindows = z.object({ d7: expertRecord, d30: expertRecord, d90: expertRecord });
export const expertHead = z.object({
  expert: expertSummary,
  /** The account behind a person expert (their 圈子 posts); null for a 模拟专家. */
  userId: z.number().int().nullable(),
  followers: z.number().int(),
  records: recordWindows,
  byMarket: z.array(z.object({ market: tipMarket, marketName: z.string(), record: expertRecord })),
  tipCount: z.number().int(),
});
export type ExpertHead = z.infer<typeof expertHead>;

/** POST /pc/experts: the ranking of a window by hit rate, streak or return; `attention` keeps followed ones. */
export const rankSort = z.enum(['hitRate', 'streak', 'roi']);
export const expertRankBody = z.object({
  window: z.coerce
    .number()
    .pipe(z.union([z.literal(7), z.literal(30)]))
    .default(7),
  sort: rankSort.default('hitRate'),
  attention: z.coerce.number().int().min(0).max(1).default(0),
});
export const expertRankRow = z.object({ rank: z.number().int(), expert: expertSummary, record: expertRecord });
export const expertRanking = z.object({ list: z.array(expertRankRow) });
export type ExpertRankRow = z.infer<typeof expertRankRow>;

/** POST /follow (plat, eid): `follow` sets it (1 or 0); without it the follow toggles. */
export const expertFollowBody = z.object({
  eid: idField,
  plat,
  follow: z.coerce.number().int().min(0).max(1).optional(),
});
export const expertFollowResult = z.object({
  follow: z.union([z.literal(0), z.literal(1)]),
  followers: z.number().int(),
});

/** GET /user/proposal: my tips, published or bought. */
export const myTipsQuery = z.object({ type: z.enum(['published', 'bought']).default('published'), page, size });
export const followedExperts = z.object({ list: z.array(expertSummary) });
