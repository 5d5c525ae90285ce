import { describe, expect, it } from 'vitest';
import { BasketballStatus } from '../sport/basketball/status';
import { IncidentType } from '../sport/football/incident';
import { FootballStatus } from '../sport/football/status';
import {
  alertNotice,
  defaultPushSettings,
  matchAlerts,
  readPushSettings,
  revealsScore,
  wantedAlerts,
  type AlertDiff,
} from './match-alerts';

const incident = (type: number, key: string, cancelled = false): AlertDiff['incidents'][number] => ({
  key,
  type,
  minuteLabel: "67'",
  playerName: '哈兰德',
  score: [2, 1],
  cancelled,
});

describe('match alerts (web push)', () => {
  it('raises kick-off, half-time and full-time from the state a football diff enters', () => {
    const at = (state: number) => matchAlerts({ sport: 'football', fields: { state }, incidents: [] });
    expect(at(FootballStatus.firstHalf).map((a) => a.kind)).toEqual(['kickoff']);
    expect(at(FootballStatus.halfTime).map((a) => a.kind)).toEqual(['halftime']);
    expect(at(FootballStatus.finished).map((a) => a.kind)).toEqual(['fulltime']);
    expect(at(FootballStatus.secondHalf)).toEqual([]);
  });

  it('reads basketball states: Q1 starts, the end of Q2 is half time, 10 is final', () => {
    const at = (state: number) => matchAlerts({ sport: 'basketball', fields: { state }, incidents: [] });
    expect(at(BasketballStatus.q1)[0]?.kind).toBe('kickoff');
    expect(at(BasketballStatus.q2Ended)[0]?.kind).toBe('halftime');
    expect(at(BasketballStatus.finished)[0]?.kind).toBe('fulltime');
    expect(at(BasketballStatus.q3)).toEqual([]);
  });

  it('raises goals (own goals and penalties too) and red cards, never a cancelled goal or a corner', () => {
    const alerts = matchAlerts({
      sport: 'football',
      fields: {},
      incidents: [
        incident(IncidentType.goal, 'g1'),
        incident(IncidentType.ownGoal, 'g2'),
        incident(IncidentType.penaltyGoal, 'g3', true),
        incident(IncidentType.secondYellow, 'r1'),
        incident(IncidentType.corner, 'c1'),
      ],
    });
    expect(alerts.map((a) => a.key)).toEqual(['goal:g1', 'goal:g2', 'red:r1']);
  });

  it('writes the notice in Chinese with the score of the moment and the scorer', () => {
    const [goal] = matchAlerts({ sport: 'football', fields: {}, incidents: [incident(IncidentType.goal, 'g1')] });
    expect(alertNotice(goal!, { home: '曼城', away: '利物浦', score: [3, 1] })).toEqual({
      title: "进球 67'",
      body: '曼城 2-1 利物浦 · 哈兰德',
    });
    const [kickoff] = matchAlerts({ sport: 'football', fields: { state: 2 }, incidents: [] });
    expect(alertNotice(kickoff!, { home: '曼城', away: '利物浦', score: [0, 0] }).body).toBe('曼城 vs 利物浦');
  });

  it('reads stored settings over the defaults, ignoring what is not a boolean', () => {
    expect(readPushSettings({ goal: false, halftime: true, red: 'no' })).toEqual({
      kickoff: true,
      goal: false,
      red: true,
      halftime: true,
      fulltime: true,
    });
    expect(readPushSettings(null).goal).toBe(true);
  });

  it('counts every alert but the kick-off as revealing the score', () => {
    expect(revealsScore('kickoff')).toBe(false);
    expect(['goal', 'red', 'halftime', 'fulltime'].every((kind) => revealsScore(kind as 'goal'))).toBe(true);
  });
});

describe('wantedAlerts', () => {
  it('are the defaults for a fan with no device subscribed', () => {
    expect(wantedAlerts([])).toEqual(defaultPushSettings);
  });

  it('are what any of the fan’s devices chose', () => {
    const off = { kickoff: false, goal: false, red: false, halftime: false, fulltime: false };
    expect(wantedAlerts([off, { ...off, halftime: true }, { ...off, goal: true }])).toEqual({
      ...off,
      goal: true,
      halftime: true,
    });
    expect(wantedAlerts([off])).toEqual(off);
  });
});
