import {
  isBasketballPlayType,
  isIncidentType,
  type BasketballPlayTypeCode,
  type IncidentTypeCode,
} from '@kanqiu/domain';
import { z } from 'zod';
import { int32, text } from './fields';
import { lotteryMarket, oddsMarket, oddsPhase } from './live/diff';
import { teamBoxScore } from './live/basketball-box';
import { scorePair, scoreline, side, sport } from './live/common';

/**
 * The normalised feed events (ARCHITECTURE §6) that every provider produces and the push endpoint
 * accepts. A match is keyed by provider and the provider's id; competitions, teams and players use
 * Kanqiu ids. `key` is unique per provider, so a re-sent event changes nothing.
 */
const ref = {
  provider: text().min(1).max(32),
  providerMatchId: text().min(1).max(64),
  key: text().min(1).max(160),
};

const id = int32.nonnegative();
const epochSeconds = z.number().int().nonnegative();

export const matchUpsertEvent = z.object({
  ...ref,
  kind: z.literal('match'),
  sport,
  source: z.enum(['replay', 'generated', 'live', 'realScore']),
  competitionId: id,
  season: text().max(16),
  /** A matchday, a cup stage, or a play-off game with its series score (季后赛 东部半决赛 第5场 · 系列赛 2-2). */
  round: text().max(40).nullable(),
  homeTeamId: id,
  awayTeamId: id,
  kickoffAt: epochSeconds,
  venue: text().max(128).nullable(),
});

/**
 * When a state or score happened (epoch seconds). A pushed feed should send it: the store then refuses a
 * state or score older than the one it holds, so a late or repeated event cannot rewind a match.
 */
const happenedAt = epochSeconds.optional();

/** `state` is the spec's status code; `rawState` the provider's own, kept beside it. */
export const stateEvent = z.object({
  ...ref,
  at: happenedAt,
  kind: z.literal('state'),
  state: z.number().int().min(0).max(15),
  rawState: text().max(32),
  periodStartAt: epochSeconds.nullable(),
  period: z.number().int().min(0).max(20).nullable(),
});

export const scoreEvent = z.object({
  ...ref,
  at: happenedAt,
  kind: z.literal('score'),
  score: scoreline,
  halfTime: scoreline.nullable(),
  extraTime: scoreline.nullable(),
  penalties: scoreline.nullable(),
  periods: z.array(scoreline).max(20).nullable(),
});

const incidentType = z.custom<IncidentTypeCode>((v) => typeof v === 'number' && isIncidentType(v), {
  message: '未知的事件类型',
});

export const incidentEvent = z.object({
  ...ref,
  kind: z.literal('incident'),
  type: incidentType,
  side,
  period: z.number().int().min(1).max(20),
  second: z.number().nonnegative().max(7200),
  minuteLabel: text().max(16),
  playerId: id.nullable(),
  playerName: text().max(128).nullable(),
  relatedPlayerId: id.nullable(),
  relatedPlayerName: z.string().max(128).nullable(),
  score: scoreline.nullable(),
  cancelled: z.boolean(),
});

export const statisticsEvent = z.object({
  ...ref,
  kind: z.literal('statistics'),
  minute: z.number().int().min(0).max(200),
  values: z.record(z.string().regex(/^\d{1,3}$/), scorePair),
});

const lineupPlayerInput = z.object({
  playerId: id.nullable(),
  name: text().min(1).max(128),
  shirtNumber: z.number().int().min(0).max(99).nullable(),
  position: text().max(16).nullable(),
});
const lineupSideInput = z.object({
  starters: z.array(lineupPlayerInput).max(30),
  bench: z.array(lineupPlayerInput).max(30),
});

export const lineupsEvent = z.object({
  ...ref,
  kind: z.literal('lineups'),
  home: lineupSideInput,
  away: lineupSideInput,
});

/**
 * asia: [home water, line, away water]; euro: [home, draw, away]; total: [over water, line, under water];
 * the lotteries' markets (jcSpf, jcRq, bdSpf, bdRq): [home, draw, away] SP, and on jcRq and bdRq the
 * `handicap`, whole goals added to the home score (−1: the home side gives one).
 */
export const oddsEvent = z.object({
  ...ref,
  kind: z.literal('odds'),
  companyId: id,
  market: z.union([oddsMarket, lotteryMarket]),
  phase: oddsPhase,
  values: z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]),
  handicap: z.number().int().min(-5).max(5).nullable().optional(),
  at: epochSeconds,
  minute: z.number().int().min(0).max(200).nullable(),
  score: scoreline.nullable(),
});

const basketballPlayType = z.custom<BasketballPlayTypeCode>(isBasketballPlayType, { message: '未知的篮球事件类型' });

/** One basketball play (text live). `side` is null for a period's start and end; `score` is after the play. */
export const basketballPlayEvent = z.object({
  ...ref,
  kind: z.literal('basketballPlay'),
  type: basketballPlayType,
  side: side.nullable(),
  period: z.number().int().min(1).max(20),
  secondsLeft: z.number().nonnegative().max(3600),
  playerId: id.nullable(),
  playerName: text().max(128).nullable(),
  /** The player fouled, the shooter blocked, or the player who went off for a substitution. */
  relatedPlayerId: id.nullable(),
  relatedPlayerName: z.string().max(128).nullable(),
  points: z.number().int().min(0).max(4),
  score: scoreline,
});

/** Cumulative player and team box score at a game minute (NBA games; CBA games send team statistics only). */
export const boxScoreEvent = z.object({
  ...ref,
  kind: z.literal('boxScore'),
  minute: z.number().int().min(0).max(200),
  home: teamBoxScore,
  away: teamBoxScore,
});

export const feedEvent = z.discriminatedUnion('kind', [
  matchUpsertEvent,
  stateEvent,
  scoreEvent,
  incidentEvent,
  statisticsEvent,
  lineupsEvent,
  oddsEvent,
  basketballPlayEvent,
  boxScoreEvent,
]);

export const pushBody = z.object({ events: z.array(feedEvent).min(1).max(5000) });
export const pushResult = z.object({
  matches: z.number().int(),
  changed: z.number().int(),
  unknownMatches: z.array(z.object({ provider: z.string(), providerMatchId: z.string() })),
});

/** The normalised events' types, shared by the feed (providers, ingest) and the test factories. */
export type MatchUpsert = z.infer<typeof matchUpsertEvent>;
export type StateChange = z.infer<typeof stateEvent>;
export type ScoreChange = z.infer<typeof scoreEvent>;
export type IncidentEvent = z.infer<typeof incidentEvent>;
/** Cumulative totals at a match minute, keyed by statistic type code (domain StatisticType). */
export type StatisticsEvent = z.infer<typeof statisticsEvent>;
export type LineupsEvent = z.infer<typeof lineupsEvent>;
export type LineupPlayer = LineupsEvent['home']['starters'][number];
export type OddsEvent = z.infer<typeof oddsEvent>;
/** A basketball text-live play. */
export type BasketballPlayEvent = z.infer<typeof basketballPlayEvent>;
/** Cumulative NBA player and team lines at a game minute. */
export type BoxScoreEvent = z.infer<typeof boxScoreEvent>;
export type FeedEvent = z.infer<typeof feedEvent>;
