/**
 * The normalised events every provider produces and ingest consumes (ARCHITECTURE §6). Their schemas
 * live in @kanqiu/contract (the push endpoint accepts the same shapes); these are the inferred types.
 */
import type { OddsEvent } from '@kanqiu/contract';

export type {
  BasketballPlayEvent,
  BoxScoreEvent,
  FeedEvent,
  IncidentEvent,
  LineupPlayer,
  LineupsEvent,
  MatchUpsert,
  OddsEvent,
  ScoreChange,
  StateChange,
  StatisticsEvent,
} from '@kanqiu/contract';

export type Sport = 'football' | 'basketball';
export type FeedSide = 'home' | 'away';
export type { ScorePair } from '../platform/db/score-text';

/** Where a match comes from, shown to fans: 回放 (replay), 模拟 (generated), or a live feed. */
export type MatchSource = 'replay' | 'generated' | 'live' | 'realScore';

export type MatchRef = { provider: string; providerMatchId: string };

/** The companies' markets; odds events also carry the lotteries' (LotteryMarket). */
export type { OddsMarket, LotteryMarket } from '@kanqiu/contract';
export type OddsPhase = OddsEvent['phase'];
