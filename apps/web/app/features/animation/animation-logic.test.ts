import type { IncidentView, MatchDiff, PlayView } from '@kanqiu/contract';
import { BasketballPlayType, BasketballStatus, FootballStatus, IncidentType, StatisticType } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { sideColors } from './colors';
import { basketballDiffMoment, footballDiffMoment } from './use-animation';

const diff = (parts: Partial<MatchDiff>): MatchDiff => ({
  matchId: 7,
  sport: 'football',
  competitionId: 1,
  version: 3,
  fields: {},
  incidents: [],
  statistics: null,
  lineupsChanged: false,
  plays: [],
  boxScoreChanged: false,
  odds: [],
  lotteryChanged: false,
  created: false,
  ...parts,
});

const incident = (type: number, second: number, side: 'home' | 'away' = 'home'): IncidentView => ({
  key: `i${type}-${second}`,
  type,
  side,
  period: 1,
  second,
  minuteLabel: '',
  playerId: null,
  playerName: null,
  relatedPlayerId: null,
  relatedPlayerName: null,
  score: null,
  cancelled: false,
});

describe('footballDiffMoment', () => {
  it('draws the newest incident of a diff, whatever order it came in', () => {
    const moment = footballDiffMoment(
      diff({ incidents: [incident(IncidentType.goal, 900, 'away'), incident(IncidentType.corner, 600)] }),
      null,
    );
    expect(moment).toMatchObject({ kind: 'goal', side: 'away' });
  });

  it('lets a whistle win over the incidents of its diff', () => {
    const moment = footballDiffMoment(
      diff({ fields: { state: FootballStatus.halfTime }, incidents: [incident(IncidentType.corner, 2700)] }),
      null,
    );
    expect(moment).toMatchObject({ kind: 'whistle', label: '中场休息' });
  });

  it('reads the statistics’ rise when no incident came', () => {
    const values = { [String(StatisticType.dangerousAttacks)]: [4, 2] as [number, number] };
    const before = { [String(StatisticType.dangerousAttacks)]: [3, 2] as const };
    expect(footballDiffMoment(diff({ statistics: { minute: 30, values } }), before)).toMatchObject({
      kind: 'dangerousAttack',
      attacker: 'home',
      key: '7:3',
    });
    expect(footballDiffMoment(diff({}), before)).toBeNull();
  });
});

describe('basketballDiffMoment', () => {
  const play = (type: number, side: 'home' | 'away'): PlayView => ({
    key: `p${type}`,
    type,
    side,
    period: 2,
    secondsLeft: 300,
    playerId: null,
    playerName: null,
    relatedPlayerId: null,
    relatedPlayerName: null,
    points: type === BasketballPlayType.threePointMade ? 3 : 0,
    score: [50, 48],
  });

  it('draws the newest play that has a drawing (an assist follows its basket)', () => {
    const moment = basketballDiffMoment(
      diff({ plays: [play(BasketballPlayType.threePointMade, 'home'), play(BasketballPlayType.assist, 'home')] }),
    );
    expect(moment).toMatchObject({ kind: 'made', label: '3分命中 +3' });
  });

  it('ends with the final whistle', () => {
    expect(basketballDiffMoment(diff({ fields: { state: BasketballStatus.finished } }))?.label).toBe('全场比赛结束');
  });
});

describe('sideColors', () => {
  it('takes each club’s first colour, the away side’s second when the firsts clash', () => {
    expect(
      sideColors({ name: '甲', colors: ['#c8102e', '#ffffff'] }, { name: '乙', colors: ['#034694', '#ffffff'] }),
    ).toEqual({
      home: '#c8102e',
      away: '#034694',
    });
    expect(
      sideColors({ name: '甲', colors: ['#c8102e', '#ffffff'] }, { name: '乙', colors: ['#d00027', '#000000'] }),
    ).toEqual({ home: '#c8102e', away: '#000000' });
  });

  it('falls back to red and blue without colours, and never a pale colour', () => {
    expect(sideColors({ name: '甲', colors: null }, { name: '乙', colors: ['#ffffff', '#fdfdfd'] })).toEqual({
      home: '#e8453c',
      away: '#2f7bf5',
    });
  });
});
