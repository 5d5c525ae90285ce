/**
 * Incident and statistic type codes, shared by the feed, the API and the web. The numbers follow the
 * convention of Chinese live-score feeds (spec §3: 2 corner, 3 yellow, 4 red, 23 attacks, 24 dangerous
 * attacks; 21, 25 and 70 feed the pie charts), so an operator's feed maps onto them directly.
 */
export const IncidentType = {
  goal: 1,
  corner: 2,
  yellow: 3,
  red: 4,
  offside: 5,
  penaltyGoal: 8,
  substitution: 9,
  secondYellow: 15,
  penaltyMissed: 16,
  ownGoal: 17,
  shotOnTarget: 21,
  shotOffTarget: 22,
  var: 28,
  shootoutGoal: 29,
  shootoutMiss: 30,
} as const;
export type IncidentTypeCode = (typeof IncidentType)[keyof typeof IncidentType];

const incidentCodes = new Set<number>(Object.values(IncidentType));
export function isIncidentType(code: number): code is IncidentTypeCode {
  return incidentCodes.has(code);
}

/** Incidents that change the score, and the ones a match timeline shows (shots and offsides only count). */
export function isGoalIncident(code: number): boolean {
  return code === IncidentType.goal || code === IncidentType.penaltyGoal || code === IncidentType.ownGoal;
}

export function isTimelineIncident(code: number): boolean {
  return code !== IncidentType.shotOnTarget && code !== IncidentType.shotOffTarget && code !== IncidentType.offside;
}

export function isRedCardIncident(code: number): boolean {
  return code === IncidentType.red || code === IncidentType.secondYellow;
}

/**
 * Statistic entries of the text-live view. 21 shots on target, 25 possession (%) and 70 shots
 * are drawn as the three pies; the rest as bars.
 */
export const StatisticType = {
  corners: 2,
  yellowCards: 3,
  redCards: 4,
  offsides: 5,
  fouls: 6,
  shotsOnTarget: 21,
  shotsOffTarget: 22,
  attacks: 23,
  dangerousAttacks: 24,
  possession: 25,
  passes: 26,
  shots: 70,
} as const;
export type StatisticTypeCode = (typeof StatisticType)[keyof typeof StatisticType];

export const pieStatisticTypes = [StatisticType.shots, StatisticType.shotsOnTarget, StatisticType.possession] as const;

/** Percent shares of a pair, rounded so the two always add up to 100 (0/0 splits evenly). */
export function statisticPercents(home: number, away: number): [number, number] {
  const total = home + away;
  if (total <= 0) return [50, 50];
  const homePercent = Math.round((home / total) * 100);
  return [homePercent, 100 - homePercent];
}
