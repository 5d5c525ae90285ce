import { describe, expect, it } from 'vitest';
import { IncidentType, StatisticType } from '../sport/football/incident';
import { FootballStatus } from '../sport/football/status';
import {
  footballIncidentMoment,
  footballSettled,
  footballStateMoment,
  footballStatisticsMoment,
  FootballZone,
} from './football';
import { zonePoint } from './motion';

const incident = (type: number, side: 'home' | 'away', extra: Partial<{ cancelled: boolean; key: string }> = {}) => ({
  key: extra.key ?? `i${type}`,
  type,
  side,
  playerName: '梅西',
  cancelled: extra.cancelled ?? false,
});

describe('footballIncidentMoment', () => {
  it('puts a goal in the goal the scorer attacks, and the other side kicks off next', () => {
    const moment = footballIncidentMoment(incident(IncidentType.goal, 'away'))!;
    expect(moment).toMatchObject({ kind: 'goal', side: 'away', attacker: 'away', next: 'home', label: '进球' });
    expect(moment.player).toBe('梅西');
    expect(zonePoint(moment.zone!, moment.attacker)).toEqual({ x: 1, y: 50 });
    expect(moment.guessed).toBe(false);
  });

  it('names penalties and own goals', () => {
    expect(footballIncidentMoment(incident(IncidentType.penaltyGoal, 'home'))?.label).toBe('点球命中');
    expect(footballIncidentMoment(incident(IncidentType.ownGoal, 'home'))?.label).toBe('乌龙球');
  });

  it('gives the ball to the other side for a card or an offside', () => {
    expect(footballIncidentMoment(incident(IncidentType.yellow, 'home'))).toMatchObject({
      kind: 'yellow',
      side: 'home',
      attacker: 'away',
    });
    expect(footballIncidentMoment(incident(IncidentType.secondYellow, 'away'))).toMatchObject({
      kind: 'red',
      label: '两黄变红',
      attacker: 'home',
    });
    expect(footballIncidentMoment(incident(IncidentType.offside, 'home'))).toMatchObject({
      attacker: 'away',
      zone: FootballZone.defence,
    });
  });

  it('takes a corner from one of the two flags of the goal attacked', () => {
    const flags = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map(
        (key) => footballIncidentMoment(incident(IncidentType.corner, 'home', { key }))!.zone!.y,
      ),
    );
    expect([...flags].toSorted()).toEqual([3, 97]);
  });

  it('leaves the ball where it is for a substitution', () => {
    expect(footballIncidentMoment(incident(IncidentType.substitution, 'home'))).toMatchObject({
      zone: null,
      attacker: null,
      label: '换人',
    });
  });

  it('draws nothing for a withdrawn incident or an unknown code', () => {
    expect(footballIncidentMoment(incident(IncidentType.goal, 'home', { cancelled: true }))).toBeNull();
    expect(footballIncidentMoment(incident(999, 'home'))).toBeNull();
  });
});

describe('footballStatisticsMoment', () => {
  const totals = (attacks: [number, number], dangerous: [number, number], fouls: [number, number] = [0, 0]) => ({
    [String(StatisticType.attacks)]: attacks,
    [String(StatisticType.dangerousAttacks)]: dangerous,
    [String(StatisticType.fouls)]: fouls,
  });

  it('reads a dangerous attack first, guessed', () => {
    expect(footballStatisticsMoment('m12', totals([3, 3], [1, 1]), totals([4, 3], [1, 2]))).toMatchObject({
      kind: 'dangerousAttack',
      attacker: 'away',
      zone: FootballZone.danger,
      label: '危险进攻',
      guessed: true,
    });
  });

  it('reads a foul as the other side’s free kick, then a plain attack', () => {
    expect(footballStatisticsMoment('m', totals([1, 1], [0, 0]), totals([2, 1], [0, 0], [1, 0]))).toMatchObject({
      kind: 'freeKick',
      attacker: 'away',
      label: '任意球',
    });
    expect(footballStatisticsMoment('m', null, totals([0, 2], [0, 0]))).toMatchObject({
      kind: 'attack',
      attacker: 'away',
    });
  });

  it('reads nothing when no count rose (a correction that lowers one included)', () => {
    expect(footballStatisticsMoment('m', totals([5, 5], [2, 2]), totals([5, 4], [2, 2]))).toBeNull();
  });
});

describe('footballSettled and footballStateMoment', () => {
  it('settles a goal into the other side’s kick-off and an attack into possession', () => {
    const goal = footballIncidentMoment(incident(IncidentType.goal, 'home'))!;
    expect(footballSettled(goal)).toMatchObject({ kind: 'possession', attacker: 'away', zone: FootballZone.centre });
    const shot = footballIncidentMoment(incident(IncidentType.shotOffTarget, 'home'))!;
    expect(footballSettled(shot)).toMatchObject({ attacker: 'away', label: '控球', guessed: true });
  });

  it('does not settle possession or a whistle', () => {
    const whistle = footballStateMoment(FootballStatus.halfTime, null);
    expect(whistle).toMatchObject({ kind: 'whistle', label: '中场休息', attacker: null });
    expect(footballSettled(whistle)).toBeNull();
    expect(footballSettled(footballStateMoment(FootballStatus.firstHalf, null))).toBeNull();
  });

  it('gives the ball in play to the side with more possession', () => {
    const totals = { [String(StatisticType.possession)]: [43, 57] as const };
    expect(footballStateMoment(FootballStatus.secondHalf, totals)).toMatchObject({
      kind: 'possession',
      attacker: 'away',
    });
  });
});
