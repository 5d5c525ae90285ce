/**
 * Maps the real matches onto today's calendar (docs/decisions/0020-replayed-seasons-real-calendar.md). Each
 * competition's real season is moved by a whole number of weeks onto the current year: every match
 * keeps its real weekday, its real local kick-off time (shown in Beijing time) and its real order, so
 * rounds come about weekly with the real midweek rounds and international breaks. The league seasons
 * (2017-18) start in August every year; the summer tournament follows them, the 2018 World Cup in even
 * years and Euro 2016 in odd ones. Days are Asia/Shanghai calendar days.
 */
import type { Match } from '../../dataset/dataset';
import { shiftWeeks, weeksBetweenYears, yearOf } from '../season-shift';
import { matchLength } from './match-clock';

const DAY = 86_400;
const SHANGHAI_OFFSET = 8 * 3600;

interface SeasonRule {
  /** Where the matches were played: local kick-off times are kept in this zone. */
  readonly timeZone: string;
  /** The real season's year and the `MM-DD` its start is moved to, year after year. */
  readonly realYear: number;
  readonly start: string;
  /** Whether the competition is played in the season starting that year. */
  readonly playsIn: (year: number) => boolean;
}

const everyYear = () => true;

export const SEASON_RULES: Readonly<Record<string, SeasonRule>> = {
  England: { timeZone: 'Europe/London', realYear: 2017, start: '08-01', playsIn: everyYear },
  Spain: { timeZone: 'Europe/Madrid', realYear: 2017, start: '08-01', playsIn: everyYear },
  Italy: { timeZone: 'Europe/Rome', realYear: 2017, start: '08-01', playsIn: everyYear },
  Germany: { timeZone: 'Europe/Berlin', realYear: 2017, start: '08-01', playsIn: everyYear },
  France: { timeZone: 'Europe/Paris', realYear: 2017, start: '08-01', playsIn: everyYear },
  World_Cup: { timeZone: 'Europe/Moscow', realYear: 2018, start: '06-14', playsIn: (year) => year % 2 === 0 },
  European_Championship: {
    timeZone: 'Europe/Paris',
    realYear: 2016,
    start: '06-10',
    playsIn: (year) => year % 2 !== 0,
  },
  // 中超 2024 (March to November), real scores with generated play (super-league.ts).
  Chinese_Super_League: { timeZone: 'Asia/Shanghai', realYear: 2024, start: '03-01', playsIn: everyYear },
};

/**
 * FEED_DEMO=busy: a real winter Sunday of the league season with three leagues live for the next hour (the Premier
 * League at 12:00 and Serie A at 12:30 London and Rome time, La Liga at 13:00 Madrid), 20:15 Beijing time, when
 * the basketball seasons are under way and the CBA's Sunday evening games (20:00 Beijing) are live too. December
 * is in standard time in Europe whatever week it moves to, so the Beijing time of the slot holds every year.
 */
const BUSY_REAL_SLOT = Date.UTC(2017, 11, 10, 12, 15) / 1000;
const BUSY_RULE = 'England';

/** The start of the provider match ids of one real match's replays: `<wyscoutMatchId>@`. */
export function replayIdPrefix(matchId: number): string {
  return `${matchId}@`;
}

export interface Fixture {
  /** `<wyscoutMatchId>@<day>`, so that seasons never collide. */
  readonly providerMatchId: string;
  readonly match: Match;
  /** The data set's competition key, e.g. `England`. */
  readonly competition: string;
  /** The Shanghai day of the kick-off. */
  readonly day: number;
  /** The year the season it belongs to starts on the current calendar. */
  readonly cycle: number;
  readonly kickoffAt: number;
  /** The final whistle, or the last kick of a shoot-out. */
  readonly endAt: number;
}

interface CompetitionPlan {
  readonly competition: string;
  readonly rule: SeasonRule;
  /** The real matches in kick-off order. */
  readonly matches: readonly Match[];
  /** The season's fixtures by the year it starts, made when first asked for. */
  readonly seasons: Map<number, readonly Fixture[]>;
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

function ruleOf(competition: string): SeasonRule {
  const rule = SEASON_RULES[competition];
  if (!rule) throw new Error(`no season calendar for competition ${competition}`);
  return rule;
}

/** One schedule per match list, so the providers of an instance share its seasons once worked out. */
const schedules = new WeakMap<readonly Match[], ReplaySchedule>();

export function buildReplaySchedule(matches: readonly Match[]): ReplaySchedule {
  const known = schedules.get(matches);
  if (known) return known;
  const byCompetition = new Map<string, Match[]>();
  for (const match of matches) {
    ruleOf(match.competition);
    byCompetition.set(match.competition, [...(byCompetition.get(match.competition) ?? []), match]);
  }
  const plans = [...byCompetition].map(([competition, own]) => ({
    competition,
    rule: ruleOf(competition),
    matches: own.sort((a, b) => a.kickoff - b.kickoff || a.id - b.id),
    seasons: new Map<number, readonly Fixture[]>(),
  }));
  const schedule = { plans };
  schedules.set(matches, schedule);
  return schedule;
}

/** The real instant moved into the season that starts in `year`. */
function shiftInto(rule: SeasonRule, year: number, realAt: number): number {
  return shiftWeeks(realAt, weeksBetweenYears(rule.start, rule.realYear, year), rule.timeZone);
}

/** The competition's fixtures in the season starting in `year`, in kick-off order (none if it is not played). */
function seasonFixtures(plan: CompetitionPlan, year: number): readonly Fixture[] {
  let fixtures = plan.seasons.get(year);
  if (!fixtures) {
    fixtures = !plan.rule.playsIn(year)
      ? []
      : plan.matches.map((match) => {
          const kickoffAt = shiftInto(plan.rule, year, match.kickoff);
          const day = dayOf(kickoffAt);
          return {
            providerMatchId: `${replayIdPrefix(match.id)}${day}`,
            match,
            competition: plan.competition,
            day,
            cycle: year,
            kickoffAt,
            endAt: kickoffAt + matchLength(match),
          };
        });
    plan.seasons.set(year, fixtures);
  }
  return fixtures;
}

/** Every season is shorter than a year and starts in its year, so an instant's seasons start that year or the one before. */
function seasonsAround(plan: CompetitionPlan, from: number, to: number): Fixture[] {
  const fixtures: Fixture[] = [];
  for (let year = yearOf(from) - 1; year <= yearOf(to); year++) fixtures.push(...seasonFixtures(plan, year));
  return fixtures;
}

/** The fixtures kicking off on a Shanghai day, in kick-off order. */
export function fixturesOfDay(schedule: ReplaySchedule, day: number): Fixture[] {
  const from = dayStartAt(day);
  return schedule.plans
    .flatMap((plan) => seasonsAround(plan, from, from + DAY).filter((f) => f.day === day))
    .sort((a, b) => a.kickoffAt - b.kickoffAt || a.match.id - b.match.id);
}

/** The fixtures being played at some moment of [from, to] (kick-off to final whistle). */
export function fixturesBetween(schedule: ReplaySchedule, from: number, to: number): Fixture[] {
  return schedule.plans
    .flatMap((plan) => seasonsAround(plan, from - DAY, to).filter((f) => f.kickoffAt <= to && f.endAt >= from))
    .sort((a, b) => a.kickoffAt - b.kickoffAt || a.match.id - b.match.id);
}

/**
 * A team's next `limit` fixtures kicking off after `after`, in kick-off order, over every competition: the
 * seasons that started the year before, this year or start the next (a season is shorter than a year).
 */
export function fixturesOfTeam(schedule: ReplaySchedule, teamId: number, after: number, limit: number): Fixture[] {
  const year = yearOf(after);
  return schedule.plans
    .flatMap((plan) =>
      [year - 1, year, year + 1].flatMap((y) =>
        seasonFixtures(plan, y).filter(
          (f) => f.kickoffAt > after && (f.match.home === teamId || f.match.away === teamId),
        ),
      ),
    )
    .sort((a, b) => a.kickoffAt - b.kickoffAt || a.match.id - b.match.id)
    .slice(0, limit);
}

/**
 * Each competition's latest season to have started by the Shanghai day `day`: its fixtures kicking off
 * before that day, in kick-off order (league tables and form are whole from the first day shown).
 */
export function seasonsBefore(schedule: ReplaySchedule, day: number): Fixture[] {
  const at = dayStartAt(day);
  return schedule.plans.flatMap((plan) => {
    for (let year = yearOf(at); year >= yearOf(at) - 2; year--) {
      const season = seasonFixtures(plan, year);
      const first = season[0];
      if (first && first.day < day) return season.filter((f) => f.day < day);
    }
    return [];
  });
}

/** FEED_DEMO=busy: the latest busy real slot (see BUSY_REAL_SLOT) on the current calendar at or before `at`. */
export function busySlotBefore(at: number): number {
  const rule = ruleOf(BUSY_RULE);
  for (let year = yearOf(at); ; year--) {
    const slot = shiftInto(rule, year, BUSY_REAL_SLOT);
    if (slot <= at) return slot;
  }
}
