import type { ScorePair } from '../../platform/db/score-text';

/** A game of the season before the feed's window: the analysis needs results the database never held. */
export type PastGame = {
  readonly providerMatchId: string;
  readonly league: { readonly key: string };
  readonly kickoffAt: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly score: ScorePair;
};

/**
 * Where earlier games come from: the composition root passes the feed's season model, so this module
 * never loads the data set or runs the simulator itself.
 */
export type BasketballPastGames = {
  /** The provider name the feed stores these games under. */
  readonly provider: string;
  gamesOf(teamId: number, before: number, limit: number, opponentId?: number): readonly PastGame[];
};
