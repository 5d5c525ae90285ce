import type { LotteryKind } from '@kanqiu/domain';
import { z } from 'zod';
import { matchSource, scorePair, side, sport } from './common';

export const incidentView = z.object({
  key: z.string(),
  type: z.number().int(),
  side,
  period: z.number().int(),
  second: z.number().int(),
  minuteLabel: z.string(),
  playerId: z.number().int().nullable(),
  playerName: z.string().nullable(),
  relatedPlayerId: z.number().int().nullable(),
  relatedPlayerName: z.string().nullable(),
  score: scorePair.nullable(),
  cancelled: z.boolean(),
});
export type IncidentView = z.infer<typeof incidentView>;

/** A basketball play as text live shows it; `secondsLeft` is the period clock when it happened. */
export const playView = z.object({
  key: z.string(),
  type: z.number().int(),
  side: side.nullable(),
  period: z.number().int(),
  secondsLeft: z.number(),
  playerId: z.number().int().nullable(),
  playerName: z.string().nullable(),
  relatedPlayerId: z.number().int().nullable(),
  relatedPlayerName: z.string().nullable(),
  points: z.number().int(),
  score: scorePair,
});
export type PlayView = z.infer<typeof playView>;

export const oddsMarket = z.enum(['asia', 'euro', 'total']);
export const oddsPhase = z.enum(['open', 'pre', 'live']);
/**
 * The football lotteries' markets (model-generated SP, shown as information): 竞彩 jcSpf 胜平负 and jcRq
 * 让球胜平负, 北单 bdSpf and bdRq; values [home, draw, away] SP, and a 让球 market carries its handicap.
 */
export const lotteryMarket = z.enum(['jcSpf', 'jcRq', 'bdSpf', 'bdRq']);
export type OddsMarket = z.infer<typeof oddsMarket>;
export type LotteryMarket = z.infer<typeof lotteryMarket>;
/** Each lottery's two markets. */
export const LOTTERY_MARKETS: Readonly<Record<LotteryKind, { result: LotteryMarket; handicap: LotteryMarket }>> = {
  jczq: { result: 'jcSpf', handicap: 'jcRq' },
  bjdc: { result: 'bdSpf', handicap: 'bdRq' },
};
/** Whether an odds line's market is a company's (the live odds diff and the 指数 tab carry only these). */
export const isOddsMarket = (market: OddsMarket | LotteryMarket): market is OddsMarket =>
  oddsMarket.safeParse(market).success;

export const oddsLineChange = z.object({
  companyId: z.number().int(),
  market: oddsMarket,
  phase: oddsPhase,
  values: z.tuple([z.number(), z.number(), z.number()]),
  minute: z.number().int().nullable(),
  at: z.number().int(),
});

/** What changed on one match in one ingest transaction. `version` only grows. */
export const matchDiff = z.object({
  matchId: z.number().int(),
  sport,
  competitionId: z.number().int(),
  version: z.number().int(),
  fields: z
    .object({
      state: z.number().int(),
      period: z.number().int().nullable(),
      periodStartAt: z.number().int().nullable(),
      kickoffAt: z.number().int(),
      score: scorePair,
      halfTime: scorePair.nullable(),
      extraTime: scorePair.nullable(),
      penalties: scorePair.nullable(),
      periodScores: z.array(scorePair).nullable(),
      red: scorePair,
      yellow: scorePair,
      corners: scorePair,
    })
    .partial(),
  incidents: z.array(incidentView),
  statistics: z.object({ minute: z.number().int(), values: z.record(z.string(), scorePair) }).nullable(),
  lineupsChanged: z.boolean(),
  /** New basketball plays, in play order. */
  plays: z.array(playView),
  /** A newer NBA box score was stored (refetch the detail's box-score tab). */
  boxScoreChanged: z.boolean(),
  odds: z.array(oddsLineChange),
  /** A 竞彩/北单 SP moved (refetch the lottery lists). */
  lotteryChanged: z.boolean(),
  created: z.boolean(),
});
export type MatchDiff = z.infer<typeof matchDiff>;

export { matchSource };
