/**
 * The bundled real data set (data/, built by data/scripts/build-data.mjs). Big per-minute and
 * per-incident arrays stay tuples, as stored; their column order is given by the labelled members.
 */
import { archiveEventTypes, type ArchiveEventType, type NameSource } from '@kanqiu/domain';

export type Side = 'home' | 'away';
export type Pair = readonly [home: number, away: number];

export const PERIODS = ['1H', '2H', 'E1', 'E2', 'P'] as const;
/** First half, second half, extra time halves, penalty shoot-out. */
export type Period = (typeof PERIODS)[number];

/** The event kinds of the bundled data, named once in domain (the database aggregates the same events). */
export const EVENT_TYPES = archiveEventTypes;
export type EventType = ArchiveEventType;

/**
 * `in`: the player who came on (sub). `by`: the side of the player who scored an own goal.
 * `recovered`: a goal the source's shot events missed, added back so that the events add up to
 * the score (it is not in the shot totals).
 */
export type EventExtra = { readonly in: number } | { readonly by: Side } | { readonly recovered: true };

/**
 * One incident, in match order. `second` counts from the start of its period (one decimal);
 * `minuteLabel` is what a scoreboard shows ("23", "45+2", "PEN"). For goals `side` is the side
 * credited with the goal. A second yellow counts as a red card.
 */
export type MatchEvent = readonly [
  period: Period,
  second: number,
  minuteLabel: string,
  type: EventType,
  side: Side,
  playerId: number | null,
  extra: EventExtra | null,
];

/**
 * Cumulative totals at the end of match-clock minute i (row index i, 0-based). The clock starts at
 * 0' for the first half, 45' for the second, 90' and 105' for extra time, so first-half stoppage
 * time shares rows 45, 46... with the start of the second half. Possession ≈ share of passes.
 */
export type MinuteStatRow = readonly [
  homeAttacks: number,
  homeDangerousAttacks: number,
  homePasses: number,
  homeFouls: number,
  awayAttacks: number,
  awayDangerousAttacks: number,
  awayPasses: number,
  awayFouls: number,
];

export const STAT_KEYS = [
  'passes',
  'shots',
  'shotsOnTarget',
  'corners',
  'fouls',
  'offsides',
  'yellow',
  'red',
  'attacks',
  'dangerousAttacks',
] as const;
export type StatKey = (typeof STAT_KEYS)[number];
/** Full-match totals of one side; `red` includes second yellows. */
export type MatchStats = Readonly<Record<StatKey, number>>;

export const STAGES = ['league', 'group', 'r16', 'qf', 'sf', 'third', 'final'] as const;
export type Stage = (typeof STAGES)[number];

export interface Score {
  readonly ht: Pair;
  /** After 90 minutes. */
  readonly ft: Pair;
  /** After extra time, including the goals of the 90 minutes; null when none was played. */
  readonly et: Pair | null;
  readonly pens: Pair | null;
}

/** Seconds each played period lasted, estimated from the last incident and minute row. */
export interface PeriodLengths {
  readonly '1H': number;
  readonly '2H': number;
  readonly E1?: number;
  readonly E2?: number;
  readonly P?: number;
}

export interface Lineup {
  readonly xi: readonly number[];
  readonly bench: readonly number[];
  /** A person id without a name in the source; null when unknown. */
  readonly coach: number | null;
}

export interface Match {
  readonly id: number;
  readonly competition: string;
  readonly season: string;
  readonly stage: Stage;
  /** Matchday for league and group matches, null for knockout rounds. */
  readonly round: number | null;
  /** The group's letter of a tournament's group-stage match (football/groups.json); null otherwise. */
  readonly group: string | null;
  /** Epoch seconds, UTC. */
  readonly kickoff: number;
  /** The venue's standard Chinese name (the source's string when the table has none); null when unknown. */
  readonly venue: string | null;
  readonly home: number;
  readonly away: number;
  readonly score: Score;
  readonly periods: PeriodLengths;
  readonly lineups: Readonly<Record<Side, Lineup>>;
  readonly stats: Readonly<Record<Side, MatchStats>>;
  readonly minuteStats: readonly MinuteStatRow[];
  readonly events: readonly MatchEvent[];
}

export interface Competition {
  /** The source's key, e.g. "England" for the Premier League, "Chinese_Super_League". */
  readonly id: string;
  readonly zh: string;
  readonly zhFull: string;
  readonly en: string;
  /** Pinyin initial, for the league filter. */
  readonly letter: string;
  readonly country: string;
  readonly sport: 'football' | 'basketball';
  readonly kind: 'league' | 'cup' | 'international';
}

export interface Team {
  readonly id: number;
  readonly name: string;
  readonly officialName: string;
  readonly zh: string;
  readonly zhFull: string;
  readonly kind: 'club' | 'national';
  readonly city: string;
  readonly area: string;
  /** Competitions the team plays in the replay data. */
  readonly competitions: readonly string[];
}

export const PLAYER_ROLES = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const;
export type PlayerRole = (typeof PLAYER_ROLES)[number];

export interface Player {
  readonly id: number;
  /** The name shown to fans: the Chinese short name of names/football-players.json, or made by `shownName`. */
  readonly name: string;
  readonly nameSource: NameSource;
  /** The source's Latin short name ("T. Alderweireld"). */
  readonly sourceName: string;
  readonly role: PlayerRole;
  /** YYYY-MM-DD. */
  readonly birthDate: string;
  /** Centimetres. */
  readonly height: number | null;
  /** Kilograms. */
  readonly weight: number | null;
  readonly foot: 'left' | 'right' | 'both' | null;
  readonly nationality: string;
}

export interface SquadMember {
  readonly playerId: number;
  /** Matches in the lineup (starting or on the bench). */
  readonly matches: number;
  readonly starts: number;
  readonly subOn: number;
}

/** Everyone a team named in its lineups in one competition, most used first. */
export interface Squad {
  readonly teamId: number;
  readonly competition: string;
  readonly season: string;
  readonly players: readonly SquadMember[];
}

/** A history team: a replay team when it has one, else the history file's name. */
export interface HistoryTeam {
  readonly teamId: number | null;
  readonly name: string;
  readonly zh: string | null;
  readonly zhFull: string | null;
}

export interface HistoryMatch {
  readonly round: number;
  /** YYYY-MM-DD and HH:MM, local time of the league's country. */
  readonly date: string;
  readonly localTime: string;
  readonly home: HistoryTeam;
  readonly away: HistoryTeam;
  readonly ft: Pair;
  readonly ht: Pair | null;
}

export interface HistorySeason {
  readonly competition: string;
  /** "2016-17", or "2024" for a calendar-year league. */
  readonly season: string;
  readonly name: string;
  readonly matches: readonly HistoryMatch[];
}

export interface NbaTeam {
  /** The ratings file's code (Basketball-Reference style: BRK, PHO). */
  readonly code: string;
  /** The official NBA code (BKN, PHX). */
  readonly abbr: string;
  readonly zh: string;
  readonly zhFull: string;
  readonly conference: 'east' | 'west';
  readonly conferenceZh: string;
  readonly divisionZh: string;
}

/** One player's season with one team (a traded player has a row per team). */
export interface NbaPlayerRating {
  readonly teamCode: string;
  readonly bbrefId: string;
  /** The Chinese name of names/nba-players.json, or made by `shownName`. */
  readonly name: string;
  readonly nameSource: NameSource;
  readonly sourceName: string;
  readonly minutes: number;
  readonly possessions: number;
  /** RAPTOR, points per 100 possessions above average. */
  readonly raptorOffense: number;
  readonly raptorDefense: number;
  readonly paceImpact: number;
}

export interface NbaSeason {
  readonly season: string;
  readonly teams: readonly NbaTeam[];
  readonly players: readonly NbaPlayerRating[];
}

export interface CbaTeam {
  /** Pinyin key, e.g. "Guangdong". */
  readonly key: string;
  readonly zh: string;
  /** Sponsor-free name. */
  readonly zhFull: string;
  readonly city: string;
  /** Naming-rights name of the season; changes every season. */
  readonly sponsorName: string;
}

export interface CbaSeason {
  readonly season: string;
  readonly teams: readonly CbaTeam[];
}

export interface FootballData {
  readonly teams: readonly Team[];
  readonly players: readonly Player[];
  readonly squads: readonly Squad[];
  readonly matches: readonly Match[];
  readonly history: readonly HistorySeason[];
}

export interface BasketballData {
  readonly nba: NbaSeason;
  readonly cba: CbaSeason;
}

export interface TeamColour {
  /** #RRGGBB. */
  readonly primary: string;
  readonly secondary: string;
}

/** Football by replay team id (as a string) or, for a team without one, its history name; NBA by code; CBA by key. */
export interface TeamColours {
  readonly football: ReadonlyMap<string, TeamColour>;
  readonly nba: ReadonlyMap<string, TeamColour>;
  readonly cba: ReadonlyMap<string, TeamColour>;
}

export interface Dataset {
  readonly competitions: readonly Competition[];
  readonly football: FootballData;
  readonly basketball: BasketballData;
  readonly teamColours: TeamColours;
}
