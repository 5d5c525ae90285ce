import { loadVenueNames, type NameTable } from './names';
import { listDataFiles, readDataFile } from './read-data-file';
import {
  asArray,
  asNumber,
  asNumbers,
  asOneOf,
  asPair,
  asRecord,
  asString,
  asTuple,
  eachOf,
  fail,
  orNull,
} from './shape';
import {
  EVENT_TYPES,
  PERIODS,
  STAGES,
  STAT_KEYS,
  type Lineup,
  type Match,
  type MatchEvent,
  type MatchStats,
  type MinuteStatRow,
  type PeriodLengths,
  type Score,
  type Side,
} from './types';

const SIDES: readonly Side[] = ['home', 'away'];
const MINUTE_STAT_COLUMNS = 8;
const EVENT_COLUMNS = 7;

/** Every replay match, competition by competition, each in kick-off order. */
export function loadMatches(dataDir: string): Match[] {
  const venues = loadVenueNames(dataDir);
  const groups = loadGroups(dataDir);
  return listDataFiles(dataDir, 'football/matches').flatMap((path) =>
    eachOf(readDataFile(dataDir, path), path, (value, at) => {
      const match = toMatch(value, at, venues);
      return match.stage === 'group'
        ? { ...match, group: groups.get(`${match.competition}:${match.home}`) ?? null }
        : match;
    }),
  );
}

/** football/groups.json, `{competition: {teamId: letter}}`, as "competition:teamId" → letter. */
function loadGroups(dataDir: string): ReadonlyMap<string, string> {
  const path = 'football/groups.json';
  const file = asRecord(readDataFile(dataDir, path), path);
  return new Map(
    Object.entries(file).flatMap(([competition, teams]) =>
      Object.entries(asRecord(teams, `${path}.${competition}`)).map(
        ([teamId, letter]) =>
          [`${competition}:${teamId}`, asString(letter, `${path}.${competition}.${teamId}`)] as const,
      ),
    ),
  );
}

function toMatch(value: unknown, at: string, venues: NameTable): Match {
  const m = asRecord(value, at);
  return {
    id: asNumber(m.id, `${at}.id`),
    competition: asString(m.competition, `${at}.competition`),
    season: asString(m.season, `${at}.season`),
    stage: asOneOf(m.stage, STAGES, `${at}.stage`),
    round: orNull(asNumber)(m.round, `${at}.round`),
    group: null,
    kickoff: asNumber(m.kickoff, `${at}.kickoff`),
    venue: venueName(m.venue, `${at}.venue`, venues),
    home: asNumber(m.home, `${at}.home`),
    away: asNumber(m.away, `${at}.away`),
    score: toScore(m.score, `${at}.score`),
    periods: toPeriodLengths(m.periods, `${at}.periods`),
    lineups: bySide(m.lineups, `${at}.lineups`, toLineup),
    stats: bySide(m.stats, `${at}.stats`, toStats),
    minuteStats: toMinuteStats(m.minuteStats, `${at}.minuteStats`),
    events: eachOf(m.events, `${at}.events`, toEvent),
  };
}

function bySide<T>(value: unknown, at: string, read: (item: unknown, at: string) => T): Record<Side, T> {
  const record = asRecord(value, at);
  return { home: read(record.home, `${at}.home`), away: read(record.away, `${at}.away`) };
}

/** The standard Chinese name of the venue, the source's string when the table has none. */
function venueName(value: unknown, at: string, venues: NameTable): string | null {
  const venue = orNull(asString)(value, at);
  return venue === null ? null : (venues.get(venue.trim()) ?? venue);
}

function toScore(value: unknown, at: string): Score {
  const s = asRecord(value, at);
  return {
    ht: asPair(s.ht, `${at}.ht`),
    ft: asPair(s.ft, `${at}.ft`),
    et: orNull(asPair)(s.et, `${at}.et`),
    pens: orNull(asPair)(s.pens, `${at}.pens`),
  };
}

function toPeriodLengths(value: unknown, at: string): PeriodLengths {
  const record = asRecord(value, at);
  const lengths = Object.entries(record).map(([period, seconds]) => [
    asOneOf(period, PERIODS, `${at} key`),
    asNumber(seconds, `${at}.${period}`),
  ]);
  return {
    ...Object.fromEntries(lengths),
    '1H': asNumber(record['1H'], `${at}.1H`),
    '2H': asNumber(record['2H'], `${at}.2H`),
  };
}

function toLineup(value: unknown, at: string): Lineup {
  const l = asRecord(value, at);
  return {
    xi: asNumbers(l.xi, `${at}.xi`),
    bench: asNumbers(l.bench, `${at}.bench`),
    coach: orNull(asNumber)(l.coach, `${at}.coach`),
  };
}

function toStats(value: unknown, at: string): MatchStats {
  const columns = asTuple(value, STAT_KEYS.length, at);
  return Object.fromEntries(STAT_KEYS.map((key, i) => [key, asNumber(columns[i], `${at}.${key}`)])) as MatchStats;
}

/** Checks the ends only: the rows are many and written by the same code. */
function toMinuteStats(value: unknown, at: string): readonly MinuteStatRow[] {
  const rows = asArray(value, at);
  if (rows.length === 0) fail(at, 'at least one row');
  for (const i of [0, rows.length - 1]) asNumbers(asTuple(rows[i], MINUTE_STAT_COLUMNS, `${at}[${i}]`), `${at}[${i}]`);
  return rows as readonly MinuteStatRow[];
}

/** Checks the columns that drive a replay (period, type, side); the rest is taken as written. */
function toEvent(value: unknown, at: string): MatchEvent {
  const columns = asTuple(value, EVENT_COLUMNS, at);
  asOneOf(columns[0], PERIODS, `${at}.period`);
  asNumber(columns[1], `${at}.second`);
  asOneOf(columns[3], EVENT_TYPES, `${at}.type`);
  asOneOf(columns[4], SIDES, `${at}.side`);
  return columns as MatchEvent;
}
