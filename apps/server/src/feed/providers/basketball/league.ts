/**
 * League-wide constants of the game model. Ratings are points per 100 possessions; pace is possessions
 * per team per 48 minutes. The NBA centres are the 2021-22 regular season's (Basketball-Reference:
 * 110.6 points a game at a pace of 98.2, about 112 per 100 possessions); the CBA's are set by us
 * (docs/basketball-model.md).
 */
export type LeagueKey = 'nba' | 'cba';

export interface League {
  readonly key: LeagueKey;
  readonly competitionId: number;
  readonly average: number;
  readonly pace: number;
  /** Points per game the home side gains on the margin. */
  readonly homeAdvantage: number;
  readonly periodSeconds: number;
  readonly overtimeSeconds: number;
  readonly timeouts: number;
  readonly foulOut: number;
  /** The NBA's rule: a team's second foul in a period's last two minutes gives free throws. */
  readonly lateBonus: boolean;
}

export const NBA: League = {
  key: 'nba',
  competitionId: 101,
  average: 112,
  pace: 98,
  homeAdvantage: 2.5,
  periodSeconds: 720,
  overtimeSeconds: 300,
  timeouts: 7,
  foulOut: 6,
  lateBonus: true,
};

/** The CBA plays four 12-minute quarters like the NBA, with FIBA's five timeouts and five fouls. */
export const CBA: League = {
  key: 'cba',
  competitionId: 102,
  average: 105,
  pace: 100,
  homeAdvantage: 2.5,
  periodSeconds: 720,
  overtimeSeconds: 300,
  timeouts: 5,
  foulOut: 5,
  lateBonus: false,
};

export const REGULATION_PERIODS = 4;

export function periodLength(league: League, period: number): number {
  return period <= REGULATION_PERIODS ? league.periodSeconds : league.overtimeSeconds;
}

/** Game-clock seconds played before `period` began. */
export function elapsedBefore(league: League, period: number): number {
  const regulation = Math.min(period - 1, REGULATION_PERIODS);
  const overtime = Math.max(0, period - 1 - REGULATION_PERIODS);
  return regulation * league.periodSeconds + overtime * league.overtimeSeconds;
}

/** Game-clock seconds played when the clock of `period` shows `secondsLeft`. */
export function elapsedAt(league: League, period: number, secondsLeft: number): number {
  return elapsedBefore(league, period) + periodLength(league, period) - secondsLeft;
}
