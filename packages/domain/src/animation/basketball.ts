/**
 * 动画直播 of a basketball game: each play of the feed as a moment on the court (who shot, from where, what
 * it scored) and who has the ball after it. Home attacks the right-hand basket. The ball's place between two
 * plays is a guess.
 */
import { BasketballPlayType } from '../sport/basketball/play-type';
import { BasketballStatus } from '../sport/basketball/status';
import { MOMENT_HOLD_MS, type AnimationMoment, atZone, staysPut } from './moment';
import { otherSide, seedOf, type AnimationSide, type Zone } from './motion';

export type BasketballMomentKind =
  | 'whistle'
  | 'possession'
  | 'made'
  | 'missed'
  | 'freeThrow'
  | 'rebound'
  | 'turnover'
  | 'steal'
  | 'block'
  | 'foul'
  | 'timeout'
  | 'substitution';

export type BasketballMoment = AnimationMoment<BasketballMomentKind>;

/** The basket the attacking side shoots at, 1.575 m from the baseline of a 28 m court. */
const RIM = { x: 94.4, y: 50 };

export const CourtZone = {
  centre: { x: 50, y: 50, radius: 0 },
  backcourt: { x: 32, y: 50, radius: 10 },
  frontcourt: { x: 72, y: 50, radius: 12 },
  paint: { x: 88, y: 50, radius: 6 },
  freeThrow: { x: 79.3, y: 50, radius: 0 },
  rim: { ...RIM, radius: 0 },
} as const satisfies Record<string, Zone>;

/** A three is taken from a point of the 6.75 m arc that the play's key picks (x along 28 m, y across 15 m). */
export function threePointZone(key: string): Zone {
  const angle = (seedOf(key) - 0.5) * (Math.PI * 0.8);
  return { x: RIM.x - (675 / 28) * Math.cos(angle), y: RIM.y + (675 / 15) * Math.sin(angle), radius: 0 };
}

/** What the feed says of a play (the text live's play view). */
export interface AnimationPlay {
  readonly key: string;
  readonly type: number;
  readonly side: AnimationSide | null;
  readonly period: number;
  readonly playerName: string | null;
  readonly points: number;
}

type Shape = {
  kind: BasketballMomentKind;
  label: string;
  zone: (key: string) => Zone | null;
  /** Who has the ball after the play: the play's side or the other. */
  keeps: boolean;
};

const PLAY_SHAPES: Readonly<Record<number, Shape>> = {
  [BasketballPlayType.twoPointMade]: { kind: 'made', label: '2分命中', zone: atZone(CourtZone.rim), keeps: false },
  [BasketballPlayType.twoPointMissed]: { kind: 'missed', label: '2分不中', zone: atZone(CourtZone.paint), keeps: true },
  [BasketballPlayType.threePointMade]: { kind: 'made', label: '3分命中', zone: threePointZone, keeps: false },
  [BasketballPlayType.threePointMissed]: { kind: 'missed', label: '3分不中', zone: threePointZone, keeps: true },
  [BasketballPlayType.freeThrowMade]: {
    kind: 'freeThrow',
    label: '罚球命中',
    zone: atZone(CourtZone.freeThrow),
    keeps: false,
  },
  [BasketballPlayType.freeThrowMissed]: {
    kind: 'freeThrow',
    label: '罚球不中',
    zone: atZone(CourtZone.freeThrow),
    keeps: true,
  },
  [BasketballPlayType.offensiveRebound]: {
    kind: 'rebound',
    label: '前场篮板',
    zone: atZone(CourtZone.paint),
    keeps: true,
  },
  [BasketballPlayType.defensiveRebound]: {
    kind: 'rebound',
    label: '后场篮板',
    zone: atZone(CourtZone.backcourt),
    keeps: true,
  },
  [BasketballPlayType.turnover]: { kind: 'turnover', label: '失误', zone: atZone(CourtZone.frontcourt), keeps: false },
  [BasketballPlayType.steal]: { kind: 'steal', label: '抢断', zone: atZone(CourtZone.backcourt), keeps: true },
  [BasketballPlayType.block]: { kind: 'block', label: '盖帽', zone: atZone(CourtZone.paint), keeps: true },
  [BasketballPlayType.foul]: { kind: 'foul', label: '犯规', zone: staysPut, keeps: false },
  [BasketballPlayType.timeout]: { kind: 'timeout', label: '暂停', zone: staysPut, keeps: true },
  [BasketballPlayType.substitution]: { kind: 'substitution', label: '换人', zone: staysPut, keeps: true },
};

/**
 * Where the ball is for a play, read towards the basket its side attacks. A defensive rebound and a steal
 * are near the other basket; a block is at the blocked side's basket.
 */
const ballOwner = (shape: Shape, side: AnimationSide): AnimationSide => {
  if (shape.kind === 'block' || shape.kind === 'foul') return otherSide(side);
  return side;
};

/** The moment of a play; null for the period whistles, an assist (it follows its basket) or an unknown code. */
export function basketballPlayMoment(play: AnimationPlay): BasketballMoment | null {
  const shape = PLAY_SHAPES[play.type];
  if (!shape || !play.side) return null;
  const attacker = ballOwner(shape, play.side);
  const label =
    shape.kind === 'made' || play.type === BasketballPlayType.freeThrowMade
      ? `${shape.label} +${play.points}`
      : shape.label;
  return {
    key: play.key,
    kind: shape.kind,
    side: play.side,
    attacker,
    next: shape.keeps ? play.side : otherSide(play.side),
    zone: shape.zone(play.key),
    label,
    player: play.playerName,
    guessed: false,
    holdMs: MOMENT_HOLD_MS,
  };
}

/** Play settled after a moment: the side with the ball bringing it up the court. */
export function basketballSettled(moment: BasketballMoment): BasketballMoment | null {
  const side = moment.next;
  if (!side || moment.kind === 'possession' || moment.kind === 'whistle') return null;
  return {
    key: `${moment.key}:settled`,
    kind: 'possession',
    side,
    attacker: side,
    next: side,
    zone: CourtZone.frontcourt,
    label: '进攻中',
    player: null,
    guessed: true,
    holdMs: 0,
  };
}

const periodName = (period: number): string =>
  period <= 4 ? `第${['一', '二', '三', '四'][period - 1] ?? period}节` : `加时${period - 4 > 1 ? period - 4 : ''}`;

/** The whistle of a period's start or end play; null for any other play. */
export function basketballWhistleMoment(play: AnimationPlay): BasketballMoment | null {
  const start = play.type === BasketballPlayType.periodStart;
  if (!start && play.type !== BasketballPlayType.periodEnd) return null;
  return {
    key: play.key,
    kind: 'whistle',
    side: null,
    attacker: null,
    next: null,
    zone: CourtZone.centre,
    label: `${periodName(play.period)}${start ? '开始' : '结束'}`,
    player: null,
    guessed: false,
    holdMs: 0,
  };
}

/** Before the tip-off and after the final buzzer, the ball waits at centre court. */
export function basketballStateMoment(state: number): BasketballMoment | null {
  const label =
    state === BasketballStatus.notStarted
      ? '比赛即将开始'
      : state === BasketballStatus.finished
        ? '全场比赛结束'
        : null;
  if (!label) return null;
  return {
    key: `state:${state}`,
    kind: 'whistle',
    side: null,
    attacker: null,
    next: null,
    zone: CourtZone.centre,
    label,
    player: null,
    guessed: false,
    holdMs: 0,
  };
}
