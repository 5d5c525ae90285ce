import { competitionIds } from '../../reference/competition-ids';

/**
 * API-Football's league ids of the competitions the product already has (from its documentation's league list):
 * their fixtures join the existing competition; any other league an operator follows is created on first sight.
 */
export const KNOWN_LEAGUES: ReadonlyMap<number, number> = new Map([
  [39, competitionIds.England],
  [140, competitionIds.Spain],
  [135, competitionIds.Italy],
  [78, competitionIds.Germany],
  [61, competitionIds.France],
  [1, competitionIds.World_Cup],
  [4, competitionIds.European_Championship],
  [169, competitionIds.Chinese_Super_League],
  [2, competitionIds.Champions_League],
]);

/** The default of FEED_PROVIDER_LEAGUES: every league above. */
export const DEFAULT_LEAGUES = [...KNOWN_LEAGUES.keys()].join(',');
