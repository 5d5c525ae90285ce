/**
 * The basketball provider's own event kinds, beside the shared FeedEvent ones. IncidentEvent's `type`
 * is football's IncidentTypeCode, so basketball text-live plays get a kind of their own, and so does
 * the NBA player box score, which has no shared shape.
 */
import type { FeedEvent, FeedSide, MatchRef, ScorePair } from '../../events';
import type { TeamBoxScore } from './box-score';
import type { BasketballPlayTypeCode } from './play';

export type BasketballPlayEvent = MatchRef & {
  kind: 'basketballPlay';
  key: string;
  type: BasketballPlayTypeCode;
  /** Null for a period's start and end. */
  side: FeedSide | null;
  period: number;
  secondsLeft: number;
  playerId: number | null;
  playerName: string | null;
  /** The player fouled, the shooter blocked, or the player who went off for a substitution. */
  relatedPlayerId: number | null;
  relatedPlayerName: string | null;
  points: number;
  score: ScorePair;
};

/** Cumulative player and team lines at a game minute (NBA games; CBA games have team statistics only). */
export type BoxScoreEvent = MatchRef & {
  kind: 'boxScore';
  key: string;
  minute: number;
  home: TeamBoxScore;
  away: TeamBoxScore;
};

export type BasketballFeedEvent = FeedEvent | BasketballPlayEvent | BoxScoreEvent;
