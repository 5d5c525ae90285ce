/**
 * Maps the real matches onto today's calendar. Days are Asia/Shanghai calendar days. Each league plays
 * one real matchday a day and each cup four matches a day, in real order, cycling for ever. Every
 * competition kicks off at fixed Beijing-time slots spread evenly over its day, staggered between
 * competitions so that at any moment at least three competitions have a match on while others have
 * finished or are still to come.
 */
import type { Match } from '../../dataset/dataset';
import { matchLength } from './match-clock';

const DAY = 86_400;
const SHANGHAI_OFFSET = 8 * 3600;
const MINUTES_PER_DAY = 1440;
const CUP_MATCHES_PER_DAY = 4;

/** Shanghai day of 2024-01-01: matchday 1 of every league's and day 1 of every cup's cycle 0. */
export const LEAGUE_EPOCH_DAY = 19_723;

/**
 * The first kick-off of each competition's day, in minutes after midnight Beijing time; its other
 * slots follow every 24 h / matches-per-day, rounded to 5 minutes. A league is idle about 30 minutes
 * between two matches; these offsets were searched (over 1,500 days of the real match lengths) so
 * that those gaps never leave fewer than three competitions live.
 */
const FIRST_KICKOFF: Readonly<Record<string, number>> = {
  England: 0,
  Spain: 35,
  Italy: 70,
  France: 105,
  Germany: 125,
  World_Cup: 175,
  European_Championship: 290,
};

export interface Fixture {
  /** `<wyscoutMatchId>@<day>`, so that cycles never collide. */
  readonly providerMatchId: string;
  readonly match: Match;
  /** The data set's competition key, e.g. `England`. */
  readonly competition: string;
  readonly day: number;
  readonly cycle: number;
  readonly kickoffAt: number;
  /** The final whistle, or the last kick of a shoot-out. */
  readonly endAt: number;
}

interface CompetitionPlan {
  readonly competition: string;
  /** The matches of each replay day of one cycle, in real order. */
  readonly days: readonly (readonly Match[])[];
  /** Kick-off minutes after midnight; a day with fewer matches uses the last ones. */
  readonly slots: readonly number[];
}

export interface ReplaySchedule {
  readonly plans: readonly CompetitionPlan[];
}

export function dayOf(epochSec: number): number {
  return Math.floor((epochSec + SHANGHAI_OFFSET) / DAY);
}

export function dayStartAt(day: number): number {
  return day * DAY - SHANGHAI_OFFSET;
}

export function buildReplaySchedule(matches: readonly Match[]): ReplaySchedule {
  const byCompetition = groupBy(matches, (m) => m.competition);
  for (const competition of byCompetition.keys()) {
    if (FIRST_KICKOFF[competition] === undefined) throw new Error(`no replay slots for competition ${competition}`);
  }
  const plans = Object.entries(FIRST_KICKOFF).flatMap(([competition, first]) => {
    const own = byCompetition.get(competition);
    return own ? [competitionPlan(competition, first, own)] : [];
  });
  return { plans };
}

function competitionPlan(competition: string, first: number, matches: readonly Match[]): CompetitionPlan {
  const ordered = [...matches].sort((a, b) => a.kickoff - b.kickoff || a.id - b.id);
  const days = ordered.every((m) => m.stage === 'league') ? matchdays(ordered) : cupDays(ordered);
  const perDay = Math.max(...days.map((d) => d.length));
  const slots = Array.from({ length: perDay }, (_, i) => first + roundTo5((i * MINUTES_PER_DAY) / perDay));
  return { competition, days, slots };
}

/** Grouped by the data's matchday, so a rescheduled match is played with its own matchday. */
function matchdays(ordered: readonly Match[]): Match[][] {
  const rounds = groupBy(ordered, (m) => m.round ?? 0);
  return [...rounds.keys()].sort((a, b) => a - b).map((round) => rounds.get(round) ?? []);
}

/** Four matches a day in real order; the group matchdays fill whole days, the last day may have fewer. */
function cupDays(ordered: readonly Match[]): Match[][] {
  return Array.from({ length: Math.ceil(ordered.length / CUP_MATCHES_PER_DAY) }, (_, i) =>
    ordered.slice(i * CUP_MATCHES_PER_DAY, (i + 1) * CUP_MATCHES_PER_DAY),
  );
}

/** Node 20 has no Map.groupBy. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function roundTo5(minutes: number): number {
  return Math.round(minutes / 5) * 5;
}

/** The fixtures kicking off on a Shanghai day, in kick-off order. */
export function fixturesOfDay(schedule: ReplaySchedule, day: number): Fixture[] {
  return schedule.plans.flatMap((plan) => planFixtures(plan, day)).sort((a, b) => a.kickoffAt - b.kickoffAt);
}

/** The fixtures being played at some moment of [from, to] (kick-off to final whistle). */
export function fixturesBetween(schedule: ReplaySchedule, from: number, to: number): Fixture[] {
  const fixtures: Fixture[] = [];
  // A fixture ends within hours of its kick-off, so the day before `from` is the earliest that can overlap.
  for (let day = dayOf(from) - 1; day <= dayOf(to); day++) {
    fixtures.push(...fixturesOfDay(schedule, day).filter((f) => f.kickoffAt <= to && f.endAt >= from));
  }
  return fixtures;
}

function planFixtures(plan: CompetitionPlan, day: number): Fixture[] {
  const index = day - LEAGUE_EPOCH_DAY;
  const cycleLength = plan.days.length;
  const matches = plan.days[((index % cycleLength) + cycleLength) % cycleLength] ?? [];
  const slots = plan.slots.slice(plan.slots.length - matches.length);
  return matches.map((match, i) => {
    const kickoffAt = dayStartAt(day) + (slots[i] ?? 0) * 60;
    return {
      providerMatchId: `${match.id}@${day}`,
      match,
      competition: plan.competition,
      day,
      cycle: Math.floor(index / cycleLength),
      kickoffAt,
      endAt: kickoffAt + matchLength(match),
    };
  });
}
