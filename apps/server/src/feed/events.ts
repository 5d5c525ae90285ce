/**
 * The normalised events every provider produces and ingest consumes (ARCHITECTURE §6). Their schemas
 * live in @kanqiu/contract (the push endpoint accepts the same shapes); these are the inferred types.
 */
import type {
  basketballPlayEvent,
  boxScoreEvent,
  feedEvent,
  incidentEvent,
  lineupsEvent,
  matchUpsertEvent,
  oddsEvent,
  scoreEvent,
  stateEvent,
  statisticsEvent,
} from '@kanqiu/contract';
import type { z } from 'zod';

export type Sport = 'football' | 'basketball';
export type FeedSide = 'home' | 'away';
export type { ScorePair } from '../platform/db/score-text';

/** Where a match comes from, shown to fans: 回放 (replay), 模拟 (generated), or a live feed. */
export type MatchSource = 'replay' | 'generated' | 'live';

export type MatchRef = { provider: string; providerMatchId: string };

export type MatchUpsert = z.infer<typeof matchUpsertEvent>;
export type StateChange = z.infer<typeof stateEvent>;
export type ScoreChange = z.infer<typeof scoreEvent>;
export type IncidentEvent = z.infer<typeof incidentEvent>;
/** Cumulative totals at a match minute, keyed by statistic type code (domain StatisticType). */
export type StatisticsEvent = z.infer<typeof statisticsEvent>;
export type LineupsEvent = z.infer<typeof lineupsEvent>;
export type LineupPlayer = LineupsEvent['home']['starters'][number];
export type OddsEvent = z.infer<typeof oddsEvent>;
export type OddsMarket = OddsEvent['market'];
export type OddsPhase = OddsEvent['phase'];
/** A basketball text-live play. */
export type BasketballPlayEvent = z.infer<typeof basketballPlayEvent>;
/** Cumulative NBA player and team lines at a game minute. */
export type BoxScoreEvent = z.infer<typeof boxScoreEvent>;
export type FeedEvent = z.infer<typeof feedEvent>;
