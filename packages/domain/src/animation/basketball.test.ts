import { describe, expect, it } from 'vitest';
import { BasketballPlayType } from '../sport/basketball/play-type';
import { BasketballStatus } from '../sport/basketball/status';
import {
  basketballPlayMoment,
  basketballSettled,
  basketballStateMoment,
  basketballWhistleMoment,
  CourtZone,
  threePointZone,
} from './basketball';
import { zonePoint } from './motion';

const play = (type: number, side: 'home' | 'away' | null, points = 0, period = 1) => ({
  key: `p${type}-${side}`,
  type,
  side,
  period,
  playerName: '詹姆斯',
  points,
});

describe('basketballPlayMoment', () => {
  it('puts a made two at the rim its side attacks and gives the ball to the other side', () => {
    const moment = basketballPlayMoment(play(BasketballPlayType.twoPointMade, 'away', 2))!;
    expect(moment).toMatchObject({ kind: 'made', label: '2分命中 +2', attacker: 'away', next: 'home' });
    expect(zonePoint(moment.zone!, moment.attacker).x).toBeCloseTo(5.6);
  });

  it('takes a three from the arc, 6.75 m from the rim', () => {
    for (const key of ['a', 'b', 'c']) {
      const zone = threePointZone(key);
      const metres = Math.hypot(((94.4 - zone.x) * 28) / 100, ((zone.y - 50) * 15) / 100);
      expect(metres).toBeCloseTo(6.75);
    }
  });

  it('keeps the ball with the rebounder and the stealer, and hands it over on a turnover', () => {
    expect(basketballPlayMoment(play(BasketballPlayType.defensiveRebound, 'home'))).toMatchObject({
      next: 'home',
      zone: CourtZone.backcourt,
    });
    expect(basketballPlayMoment(play(BasketballPlayType.steal, 'away'))).toMatchObject({ next: 'away' });
    expect(basketballPlayMoment(play(BasketballPlayType.turnover, 'home'))).toMatchObject({ next: 'away' });
  });

  it('draws a block at the basket the blocked side attacks', () => {
    expect(basketballPlayMoment(play(BasketballPlayType.block, 'home'))).toMatchObject({
      attacker: 'away',
      next: 'home',
    });
  });

  it('draws nothing for an assist or a play without a side', () => {
    expect(basketballPlayMoment(play(BasketballPlayType.assist, 'home'))).toBeNull();
    expect(basketballPlayMoment(play(BasketballPlayType.twoPointMade, null, 2))).toBeNull();
  });
});

describe('basketball whistles and settling', () => {
  it('names the periods', () => {
    expect(basketballWhistleMoment(play(BasketballPlayType.periodStart, null, 0, 2))?.label).toBe('第二节开始');
    expect(basketballWhistleMoment(play(BasketballPlayType.periodEnd, null, 0, 5))?.label).toBe('加时结束');
    expect(basketballWhistleMoment(play(BasketballPlayType.periodEnd, null, 0, 6))?.label).toBe('加时2结束');
    expect(basketballWhistleMoment(play(BasketballPlayType.foul, 'home'))).toBeNull();
  });

  it('settles into the next side bringing the ball up, guessed', () => {
    const made = basketballPlayMoment(play(BasketballPlayType.threePointMade, 'home', 3))!;
    expect(basketballSettled(made)).toMatchObject({ kind: 'possession', attacker: 'away', guessed: true });
    expect(basketballSettled(basketballSettled(made)!)).toBeNull();
  });

  it('waits at centre court before the tip-off and after the buzzer', () => {
    expect(basketballStateMoment(BasketballStatus.notStarted)?.label).toBe('比赛即将开始');
    expect(basketballStateMoment(BasketballStatus.finished)?.zone).toEqual(CourtZone.centre);
    expect(basketballStateMoment(BasketballStatus.q2)).toBeNull();
  });
});
