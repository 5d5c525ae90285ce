import { describe, expect, it } from 'vitest';
import {
  IncidentType,
  StatisticType,
  isGoalIncident,
  isIncidentType,
  isRedCardIncident,
  isTimelineIncident,
  pieStatisticTypes,
  statisticPercents,
} from './incident';

describe('incident types', () => {
  it('uses the spec codes for corners and cards', () => {
    expect(IncidentType.corner).toBe(2);
    expect(IncidentType.yellow).toBe(3);
    expect(IncidentType.red).toBe(4);
  });

  it('recognises goals, red cards and timeline incidents', () => {
    expect([1, 8, 17].every(isGoalIncident)).toBe(true);
    expect(isGoalIncident(IncidentType.penaltyMissed)).toBe(false);
    expect(isRedCardIncident(IncidentType.secondYellow)).toBe(true);
    expect(isRedCardIncident(IncidentType.yellow)).toBe(false);
    expect(isTimelineIncident(IncidentType.shotOnTarget)).toBe(false);
    expect(isTimelineIncident(IncidentType.substitution)).toBe(true);
    expect(isIncidentType(9)).toBe(true);
    expect(isIncidentType(99)).toBe(false);
  });
});

describe('statistic types', () => {
  it('uses the spec codes', () => {
    expect(StatisticType.corners).toBe(2);
    expect(StatisticType.attacks).toBe(23);
    expect(StatisticType.dangerousAttacks).toBe(24);
    expect([...pieStatisticTypes].sort((a, b) => a - b)).toEqual([21, 25, 70]);
  });

  it('splits a pair into percents that add up to 100', () => {
    expect(statisticPercents(3, 1)).toEqual([75, 25]);
    expect(statisticPercents(1, 2)).toEqual([33, 67]);
    expect(statisticPercents(0, 0)).toEqual([50, 50]);
  });
});
