/**
 * Box scores, folded from the play-by-play so that they always agree with it. Minutes come from the
 * substitutions: a player's stints run from the play he came on to the play he went off.
 */
import type { PlayerBoxLine, TeamBoxLine, TeamBoxScore } from '@kanqiu/contract';
import type { FeedSide } from '../../events';
import { elapsedAt, type League } from './league';
import { BasketballPlayType, BasketballStatisticType } from '@kanqiu/domain';
import type { Play } from './play';
import type { TeamRating } from './ratings';

/** A line before its percentages: what plays add up. */
export type BoxLine = Omit<TeamBoxLine, 'fieldGoalPercent' | 'threePointPercent' | 'freeThrowPercent'>;

export type { PlayerBoxLine, TeamBoxLine, TeamBoxScore };

export interface BoxScore {
  readonly home: TeamBoxScore;
  readonly away: TeamBoxScore;
}

export interface BoxScoreTracker {
  apply(play: Play): void;
  /** The box score after the plays applied so far. */
  snapshot(): BoxScore;
}

interface SideTally {
  readonly totals: BoxLine;
  readonly players: Map<number, PlayerBoxLine>;
  /** Player id → game second his current stint began. */
  readonly onCourt: Map<number, number>;
}

const STARTERS = 5;

export function createBoxScoreTracker(league: League, home: TeamRating, away: TeamRating): BoxScoreTracker {
  const sides: Record<FeedSide, SideTally> = { home: tally(home), away: tally(away) };
  let now = 0;
  return {
    apply(play) {
      now = elapsedAt(league, play[0], play[1]);
      applyPlay(sides, play, now);
    },
    snapshot: () => ({ home: teamBox(sides.home, now), away: teamBox(sides.away, now) }),
  };
}

/** The whole game's box score. */
export function boxScoreOf(league: League, home: TeamRating, away: TeamRating, plays: readonly Play[]): BoxScore {
  const tracker = createBoxScoreTracker(league, home, away);
  for (const play of plays) tracker.apply(play);
  return tracker.snapshot();
}

/** Team totals as StatisticsEvent values, by BasketballStatisticType code. */
export function statisticValues(box: BoxScore): Record<number, [number, number]> {
  const pair = (pick: (line: BoxLine) => number): [number, number] => [pick(box.home.totals), pick(box.away.totals)];
  const T = BasketballStatisticType;
  return {
    [T.points]: pair((l) => l.points),
    [T.rebounds]: pair((l) => l.rebounds),
    [T.assists]: pair((l) => l.assists),
    [T.steals]: pair((l) => l.steals),
    [T.blocks]: pair((l) => l.blocks),
    [T.turnovers]: pair((l) => l.turnovers),
    [T.fouls]: pair((l) => l.fouls),
    [T.fieldGoalsMade]: pair((l) => l.fieldGoalsMade),
    [T.fieldGoalsAttempted]: pair((l) => l.fieldGoalsAttempted),
    [T.threePointersMade]: pair((l) => l.threePointersMade),
    [T.threePointersAttempted]: pair((l) => l.threePointersAttempted),
    [T.freeThrowsMade]: pair((l) => l.freeThrowsMade),
    [T.freeThrowsAttempted]: pair((l) => l.freeThrowsAttempted),
  };
}

function tally(team: TeamRating): SideTally {
  const players = new Map<number, PlayerBoxLine>();
  const onCourt = new Map<number, number>();
  team.rotation.forEach((p, i) => {
    players.set(p.id, { playerId: p.id, name: p.name, starter: i < STARTERS, ...emptyLine() });
    if (i < STARTERS) onCourt.set(p.id, 0);
  });
  return { totals: emptyLine(), players, onCourt };
}

function applyPlay(sides: Record<FeedSide, SideTally>, play: Play, now: number): void {
  const [, , side, playerId, type, points, , related] = play;
  if (side === null) return;
  const tally = sides[side];
  if (type === BasketballPlayType.substitution) return substitute(tally, playerId, related, now);
  const player = playerId === null ? undefined : tally.players.get(playerId);
  credit(tally.totals, type, points);
  if (player) credit(player, type, points);
}

function credit(line: BoxLine, type: Play[4], points: number): void {
  line.points += points;
  const T = BasketballPlayType;
  switch (type) {
    case T.threePointMade:
      line.threePointersMade++;
      line.threePointersAttempted++;
      line.fieldGoalsMade++;
      line.fieldGoalsAttempted++;
      break;
    case T.threePointMissed:
      line.threePointersAttempted++;
      line.fieldGoalsAttempted++;
      break;
    case T.twoPointMade:
      line.fieldGoalsMade++;
      line.fieldGoalsAttempted++;
      break;
    case T.twoPointMissed:
      line.fieldGoalsAttempted++;
      break;
    case T.freeThrowMade:
      line.freeThrowsMade++;
      line.freeThrowsAttempted++;
      break;
    case T.freeThrowMissed:
      line.freeThrowsAttempted++;
      break;
    case T.offensiveRebound:
      line.offensiveRebounds++;
      line.rebounds++;
      break;
    case T.defensiveRebound:
      line.rebounds++;
      break;
    case T.turnover:
      line.turnovers++;
      break;
    case T.assist:
      line.assists++;
      break;
    case T.steal:
      line.steals++;
      break;
    case T.block:
      line.blocks++;
      break;
    case T.foul:
      line.fouls++;
      break;
  }
}

function substitute(tally: SideTally, comingOn: number | null, goingOff: number | null, now: number): void {
  const off = goingOff === null ? undefined : tally.players.get(goingOff);
  const start = goingOff === null ? undefined : tally.onCourt.get(goingOff);
  if (off && goingOff !== null && start !== undefined) {
    off.secondsPlayed += now - start;
    tally.onCourt.delete(goingOff);
  }
  if (comingOn !== null) tally.onCourt.set(comingOn, now);
}

function teamBox(tally: SideTally, now: number): TeamBoxScore {
  const players = [...tally.players.values()].map((line) => {
    const start = tally.onCourt.get(line.playerId);
    return { ...line, secondsPlayed: line.secondsPlayed + (start === undefined ? 0 : now - start) };
  });
  return { players, totals: withPercentages({ ...tally.totals, secondsPlayed: 5 * now }) };
}

/** A team's line with its shooting percentages. */
export function withPercentages(totals: BoxLine): TeamBoxLine {
  return {
    ...totals,
    fieldGoalPercent: percent(totals.fieldGoalsMade, totals.fieldGoalsAttempted),
    threePointPercent: percent(totals.threePointersMade, totals.threePointersAttempted),
    freeThrowPercent: percent(totals.freeThrowsMade, totals.freeThrowsAttempted),
  };
}

function percent(made: number, attempted: number): number {
  return attempted === 0 ? 0 : Math.round((1000 * made) / attempted) / 10;
}

function emptyLine(): BoxLine {
  return {
    secondsPlayed: 0,
    points: 0,
    rebounds: 0,
    offensiveRebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    fouls: 0,
    fieldGoalsMade: 0,
    fieldGoalsAttempted: 0,
    threePointersMade: 0,
    threePointersAttempted: 0,
    freeThrowsMade: 0,
    freeThrowsAttempted: 0,
  };
}
