/**
 * 动画直播 of a football match: each incident of the feed, and each rise of the minute statistics
 * (attacks, dangerous attacks, fouls), as a moment on the pitch: whose it is, where the ball is, the caption.
 * Shots, corners, cards and goals are events of the data; an attack or a free kick read from a statistic's
 * rise, and the ball's place between two events, are guesses.
 */
import { IncidentType, StatisticType } from '../sport/football/incident';
import { FootballStatus } from '../sport/football/status';
import { BIG_MOMENT_HOLD_MS, MOMENT_HOLD_MS, type AnimationMoment, atZone, staysPut } from './moment';
import { otherSide, seedOf, type AnimationSide, type Zone } from './motion';

export type FootballMomentKind =
  | 'whistle'
  | 'possession'
  | 'attack'
  | 'dangerousAttack'
  | 'freeKick'
  | 'shotOnTarget'
  | 'shotOffTarget'
  | 'corner'
  | 'offside'
  | 'yellow'
  | 'red'
  | 'goal'
  | 'penalty'
  | 'substitution'
  | 'var';

export type FootballMoment = AnimationMoment<FootballMomentKind>;

/** Zones as the attacking side sees them (it attacks towards x = 100). */
export const FootballZone = {
  centre: { x: 50, y: 50, radius: 0 },
  midfield: { x: 50, y: 50, radius: 13 },
  defence: { x: 27, y: 50, radius: 12 },
  attack: { x: 68, y: 50, radius: 16 },
  danger: { x: 82, y: 50, radius: 12 },
  box: { x: 90, y: 50, radius: 7 },
  penaltySpot: { x: 89.5, y: 50, radius: 0 },
  goal: { x: 99, y: 50, radius: 0 },
} as const satisfies Record<string, Zone>;

/** A corner is taken from the flag on either side of the goal; the event's key picks which. */
const cornerZone = (key: string): Zone => ({ x: 99, y: seedOf(key) < 0.5 ? 3 : 97, radius: 0 });

/** What the feed says of an incident (the timeline's and the diff's incident view). */
export interface AnimationIncident {
  readonly key: string;
  readonly type: number;
  /** For goals, the side credited with the goal. */
  readonly side: AnimationSide;
  readonly playerName: string | null;
  readonly cancelled: boolean;
}

type Shape = {
  kind: FootballMomentKind;
  label: string;
  /** Whose ball it is: the incident's side, the other side, or nobody's (stays put). */
  ball: 'own' | 'other' | 'none';
  zone: (key: string) => Zone | null;
  big?: boolean;
};

const INCIDENT_SHAPES: Readonly<Record<number, Shape>> = {
  [IncidentType.goal]: { kind: 'goal', label: '进球', ball: 'own', zone: atZone(FootballZone.goal), big: true },
  [IncidentType.penaltyGoal]: {
    kind: 'goal',
    label: '点球命中',
    ball: 'own',
    zone: atZone(FootballZone.goal),
    big: true,
  },
  [IncidentType.ownGoal]: { kind: 'goal', label: '乌龙球', ball: 'own', zone: atZone(FootballZone.goal), big: true },
  [IncidentType.corner]: { kind: 'corner', label: '角球', ball: 'own', zone: cornerZone },
  [IncidentType.yellow]: { kind: 'yellow', label: '黄牌', ball: 'other', zone: atZone(FootballZone.attack) },
  [IncidentType.red]: { kind: 'red', label: '红牌', ball: 'other', zone: atZone(FootballZone.attack), big: true },
  [IncidentType.secondYellow]: {
    kind: 'red',
    label: '两黄变红',
    ball: 'other',
    zone: atZone(FootballZone.attack),
    big: true,
  },
  [IncidentType.offside]: { kind: 'offside', label: '越位', ball: 'other', zone: atZone(FootballZone.defence) },
  [IncidentType.substitution]: { kind: 'substitution', label: '换人', ball: 'none', zone: staysPut },
  [IncidentType.penaltyMissed]: {
    kind: 'penalty',
    label: '点球未进',
    ball: 'own',
    zone: atZone(FootballZone.penaltySpot),
  },
  [IncidentType.shotOnTarget]: { kind: 'shotOnTarget', label: '射正', ball: 'own', zone: atZone(FootballZone.box) },
  [IncidentType.shotOffTarget]: { kind: 'shotOffTarget', label: '射偏', ball: 'own', zone: atZone(FootballZone.box) },
  [IncidentType.var]: { kind: 'var', label: 'VAR 视频裁判', ball: 'none', zone: staysPut },
  [IncidentType.shootoutGoal]: {
    kind: 'penalty',
    label: '点球大战 罚进',
    ball: 'own',
    zone: atZone(FootballZone.goal),
  },
  [IncidentType.shootoutMiss]: {
    kind: 'penalty',
    label: '点球大战 罚失',
    ball: 'own',
    zone: atZone(FootballZone.penaltySpot),
  },
};

/** The moment of an incident; null for a withdrawn one or a code the animation does not draw. */
export function footballIncidentMoment(incident: AnimationIncident): FootballMoment | null {
  const shape = INCIDENT_SHAPES[incident.type];
  if (!shape || incident.cancelled) return null;
  const attacker = shape.ball === 'none' ? null : shape.ball === 'own' ? incident.side : otherSide(incident.side);
  const scored = shape.kind === 'goal';
  return {
    key: incident.key,
    kind: shape.kind,
    side: incident.side,
    attacker,
    // After a goal the other side kicks off; after a shot wide the keeper has it.
    next: scored || shape.kind === 'shotOffTarget' ? otherSide(incident.side) : attacker,
    zone: shape.zone(incident.key),
    label: shape.label,
    player: incident.playerName,
    guessed: false,
    holdMs: shape.big ? BIG_MOMENT_HOLD_MS : MOMENT_HOLD_MS,
  };
}

type Totals = Readonly<Record<string, readonly [number, number]>>;

const rise = (before: Totals | null, after: Totals, type: number): [number, number] => {
  const now = after[String(type)] ?? [0, 0];
  const then = before?.[String(type)] ?? [0, 0];
  return [Math.max(0, now[0] - then[0]), Math.max(0, now[1] - then[1])];
};

/** The side whose count rose (the larger rise; the home side on a tie), or null when neither did. */
const riser = ([home, away]: [number, number]): AnimationSide | null =>
  home === 0 && away === 0 ? null : home >= away ? 'home' : 'away';

const guessed = (
  key: string,
  kind: 'attack' | 'dangerousAttack' | 'freeKick' | 'possession',
  attacker: AnimationSide,
  zone: Zone,
  label: string,
): FootballMoment => ({
  key,
  kind,
  side: attacker,
  attacker,
  next: attacker,
  zone,
  label,
  player: null,
  guessed: true,
  holdMs: MOMENT_HOLD_MS,
});

/**
 * The moment a minute's statistics tell, from their rise since the last totals: a dangerous attack, else a
 * free kick won (the other side's foul), else an attack; null when none rose. `key` names the report.
 */
export function footballStatisticsMoment(key: string, before: Totals | null, after: Totals): FootballMoment | null {
  const dangerous = riser(rise(before, after, StatisticType.dangerousAttacks));
  if (dangerous) return guessed(key, 'dangerousAttack', dangerous, FootballZone.danger, '危险进攻');
  const fouler = riser(rise(before, after, StatisticType.fouls));
  if (fouler) return guessed(key, 'freeKick', otherSide(fouler), FootballZone.attack, '任意球');
  const attacking = riser(rise(before, after, StatisticType.attacks));
  if (attacking) return guessed(key, 'attack', attacking, FootballZone.attack, '进攻');
  return null;
}

/** The side with more of the ball by the possession figure (home on an even split or none). */
export function footballPossessionSide(totals: Totals | null): AnimationSide {
  const [home, away] = totals?.[String(StatisticType.possession)] ?? [50, 50];
  return away > home ? 'away' : 'home';
}

/** Play settled after a moment: the side in possession keeping the ball in midfield. */
export function footballSettled(moment: FootballMoment): FootballMoment | null {
  if (moment.kind === 'whistle' || moment.kind === 'possession' || moment.holdMs === 0) return null;
  const side = moment.next ?? moment.attacker;
  if (!side) return null;
  const restart = moment.kind === 'goal';
  return guessed(
    `${moment.key}:settled`,
    'possession',
    side,
    restart ? FootballZone.centre : FootballZone.midfield,
    restart ? '中圈开球' : '控球',
  );
}

const WHISTLES: Readonly<Record<number, string>> = {
  [FootballStatus.notStarted]: '比赛即将开始',
  [FootballStatus.halfTime]: '中场休息',
  [FootballStatus.penalties]: '点球大战',
  [FootballStatus.finished]: '全场比赛结束',
};

/**
 * The moment the match state shows when no event is newer: the whistles before, between and after the
 * halves; in play, the side with more of the ball in midfield. `possession` is the current totals.
 */
export function footballStateMoment(state: number, totals: Totals | null): FootballMoment {
  const whistle = WHISTLES[state];
  if (whistle) {
    return {
      key: `state:${state}`,
      kind: 'whistle',
      side: null,
      attacker: null,
      next: null,
      zone: FootballZone.centre,
      label: whistle,
      player: null,
      guessed: false,
      holdMs: 0,
    };
  }
  return guessed(`state:${state}`, 'possession', footballPossessionSide(totals), FootballZone.midfield, '控球');
}
