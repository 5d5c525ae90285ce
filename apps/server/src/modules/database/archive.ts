import type { ArchiveMatch } from '@kanqiu/domain';

/**
 * Where the real seasons come from: the matches table holds only the replay's window of days, so the
 * composition root passes the bundled season with every event, and this module never loads the data set.
 */
export type FootballArchive = {
  matches(): readonly ArchiveMatch[];
  /** The provider the feed replays these matches under, and the provider match id prefix of one of them. */
  readonly replayProvider: string;
  replayIdPrefix(matchId: number): string;
};

/** A basketball team of a league's generated season: NBA teams with their conference and division. */
export type BasketballTeamPlace = {
  readonly teamId: number;
  readonly conference: 'east' | 'west' | null;
  readonly division: string | null;
};

export type BasketballGame = {
  readonly providerMatchId: string;
  readonly kickoffAt: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly score: readonly [number, number];
};

/**
 * The generated basketball season (模拟): the composition root passes the feed's season model, which
 * plays every game of the season so far the same way the feed does.
 */
/** An NBA player's real RAPTOR season with one team (points per 100 possessions above average). */
export type NbaRating = {
  readonly playerId: number;
  readonly teamId: number;
  readonly minutes: number;
  readonly possessions: number;
  readonly raptorOffense: number;
  readonly raptorDefense: number;
};

export type BasketballArchive = {
  readonly provider: string;
  /** The real NBA season the ratings come from ("2021-22") and every player's rows, a row per team. */
  nbaRatings(): { readonly season: string; readonly rows: readonly NbaRating[] };
  teams(competitionId: number): readonly BasketballTeamPlace[];
  gamesOf(teamId: number, before: number, limit: number): readonly BasketballGame[];
};
