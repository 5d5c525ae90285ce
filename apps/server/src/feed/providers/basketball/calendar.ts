/**
 * The generated basketball seasons on today's calendar (docs/decisions/0021-basketball-calendar.md).
 * Days are Asia/Shanghai calendar days. Both leagues play their regular season from October to April,
 * every year; the NBA play-offs follow from mid-April into June (playoffs.ts); nothing is played from July
 * to September:
 * - NBA: from the Wednesday (Beijing; Tuesday night in America) on or after 22 October, 82 rounds of two
 *   days; each round is one game for every team, 8 games on its first night and 7 on its second, tipping
 *   off 07:00–11:30 Beijing time. A team plays every other day on average: 3 or 4 games in any week, at
 *   most two days running (a back-to-back), never twice a day; 82 games a season.
 * - CBA: from the Saturday on or after 12 October, 46 rounds of four days (3, 2, 3 and 2 games), at
 *   19:35 on weekdays and at 15:00 or 20:00 at weekends; 46 games a season.
 * The pairings are double round robins by the circle method (the NBA's third cycle is cut short).
 */
import type { PlayoffGame } from '@kanqiu/domain';
import { CBA, NBA, type League, type LeagueKey } from './league';

const DAY = 86_400;
const DAY_MS = DAY * 1000;
const SHANGHAI_OFFSET = 8 * 3600;

const at = (hour: number, minute = 0) => hour * 60 + minute;

interface SeasonShape {
  readonly league: League;
  /** The earliest opening date, `[month (1-12), day]`; the season opens on the next `openingWeekday`. */
  readonly opensOnOrAfter: readonly [number, number];
  /** 0 = Sunday … 6 = Saturday, of the Beijing day. */
  readonly openingWeekday: number;
  readonly rounds: number;
  /** How many of a round's games are played on each of its days, in order; they add up to teams / 2. */
  readonly gamesPerDay: (teams: number) => readonly number[];
  /** Tip-off minutes after Beijing midnight of a day's games, in order. */
  readonly tipOffs: (day: number, games: number) => readonly number[];
}

/** The NBA nights, in Beijing time (19:00 Eastern is 08:00, 19:30 Pacific 11:30); they vary from day to day. */
const NBA_NIGHTS: readonly (readonly number[])[] = [
  [at(7), at(7, 30), at(8), at(8, 30), at(8, 30), at(9), at(10), at(11)],
  [at(7, 30), at(8), at(8), at(8, 30), at(9), at(9, 30), at(10, 30), at(11, 30)],
  [at(7), at(8), at(8, 30), at(8, 30), at(9), at(10), at(11), at(11, 30)],
];

const CBA_WEEKDAY = at(19, 35);
const CBA_WEEKEND = [at(15), at(20)] as const;

const SHAPES: Readonly<Record<LeagueKey, SeasonShape>> = {
  nba: {
    league: NBA,
    opensOnOrAfter: [10, 22],
    openingWeekday: 3,
    rounds: 82,
    gamesPerDay: (teams) => [Math.ceil(teams / 4), Math.floor(teams / 4)],
    tipOffs: (day, games) => (NBA_NIGHTS[day % NBA_NIGHTS.length] ?? []).slice(0, games),
  },
  cba: {
    league: CBA,
    opensOnOrAfter: [10, 12],
    openingWeekday: 6,
    rounds: 46,
    gamesPerDay: (teams) => {
      const quarter = teams / 2 / 4;
      return [Math.ceil(quarter), Math.floor(quarter), Math.ceil(quarter), Math.floor(quarter)];
    },
    tipOffs: (day, games) =>
      Array.from({ length: games }, (_, n) =>
        isWeekend(day) ? (n === 0 ? CBA_WEEKEND[0] : CBA_WEEKEND[1]) : CBA_WEEKDAY,
      ),
  },
};

export interface BasketballFixture {
  /**
   * `nba:<day>:<n>` / `cba:<day>:<n>` (a play-off game `nba:<day>:po-<series>-<game>`): also the game's seed,
   * so a fixture always plays the same game.
   */
  readonly providerMatchId: string;
  readonly league: League;
  readonly day: number;
  /** 1-based round of the league's regular season, or of the play-offs (1 the first round … 4 the Finals). */
  readonly round: number;
  readonly kickoffAt: number;
  /** Team indices in the data's team order. */
  readonly home: number;
  readonly away: number;
  /** A play-off game's series and standing; absent in the regular season. */
  readonly playoff?: PlayoffGame;
}

export function dayOf(epochSec: number): number {
  return Math.floor((epochSec + SHANGHAI_OFFSET) / DAY);
}

export function dayStartAt(day: number): number {
  return day * DAY - SHANGHAI_OFFSET;
}

/** The Shanghai day of a calendar date (month 1-12). */
export function dayOfDate(year: number, month: number, date: number): number {
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

/** 0 = Sunday … 6 = Saturday (day 0, 1970-01-01, was a Thursday). */
export function weekdayOf(day: number): number {
  return (day + 4) % 7;
}

function isWeekend(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}

function openingDay(shape: SeasonShape, year: number): number {
  const [month, date] = shape.opensOnOrAfter;
  const earliest = dayOfDate(year, month, date);
  return earliest + ((shape.openingWeekday - weekdayOf(earliest) + 7) % 7);
}

function seasonDays(shape: SeasonShape, teams: number): number {
  return shape.rounds * shape.gamesPerDay(teams).length;
}

/** The first day of the league's latest season to have opened by `day` (the season in play, or the last one). */
export function seasonStartDay(key: LeagueKey, day: number): number {
  const shape = SHAPES[key];
  const year = new Date(day * DAY_MS).getUTCFullYear();
  const opening = openingDay(shape, year);
  return opening <= day ? opening : openingDay(shape, year - 1);
}

/** The last day of the league's regular season that opened on `startDay`. */
export function regularSeasonEnd(key: LeagueKey, startDay: number, teams: number): number {
  return startDay + seasonDays(SHAPES[key], teams) - 1;
}

/** Both leagues' regular-season fixtures of a Shanghai day, in tip-off order (none from May to September). */
export function fixturesOfDay(day: number, teamCounts: Readonly<Record<LeagueKey, number>>): BasketballFixture[] {
  return (['nba', 'cba'] as const).flatMap((key) => leagueFixturesOfDay(key, teamCounts[key], day)).sort(byTipOff);
}

export const byTipOff = (a: BasketballFixture, b: BasketballFixture): number =>
  a.kickoffAt - b.kickoffAt || a.providerMatchId.localeCompare(b.providerMatchId);

/** One league's regular-season fixtures of a Shanghai day. */
export function leagueFixturesOfDay(key: LeagueKey, teams: number, day: number): BasketballFixture[] {
  const shape = SHAPES[key];
  const index = day - seasonStartDay(shape.league.key, day);
  if (index >= seasonDays(shape, teams)) return [];
  const perDay = shape.gamesPerDay(teams);
  const round = Math.floor(index / perDay.length);
  const part = index % perDay.length;
  const first = perDay.slice(0, part).reduce((sum, n) => sum + n, 0);
  const games = roundPairings(teams, round).slice(first, first + (perDay[part] ?? 0));
  const tipOffs = shape.tipOffs(day, games.length);
  return games.map(([home, away], n) => ({
    providerMatchId: `${shape.league.key}:${day}:${n}`,
    league: shape.league,
    day,
    round: round + 1,
    kickoffAt: dayStartAt(day) + (tipOffs[n] ?? 0) * 60,
    home,
    away,
  }));
}

/**
 * The circle method: team n-1 stays put while the others rotate. The second leg swaps home and
 * away, so over a cycle every team meets every other twice, once at home. The pairs are rotated
 * round by round so that no team always plays on the same day of a round.
 */
export function roundPairings(teams: number, round: number): [home: number, away: number][] {
  const others = teams - 1;
  const r = round % others;
  const pairs: [number, number][] = [r % 2 === 0 ? [others, r] : [r, others]];
  for (let k = 1; k < teams / 2; k++) {
    const a = (r + k) % others;
    const b = (r - k + others) % others;
    pairs.push(k % 2 === 1 ? [a, b] : [b, a]);
  }
  const legged = Math.floor(round / others) % 2 === 0 ? pairs : pairs.map(([h, a]): [number, number] => [a, h]);
  const shift = r % legged.length;
  return [...legged.slice(shift), ...legged.slice(0, shift)];
}
