/**
 * The replay of one fixture as a script of timed changes: lineups, states, scores, incidents and
 * per-minute statistics. The script is built once per real match, relative to its kick-off.
 * `stateAt` folds the script up to a moment and `changesBetween` lists what falls due in an
 * interval; both read the same script, so the changes streamed so far always add up to the snapshot.
 *
 * States: the second half's state lasts through the break before extra time, and the first extra
 * half's through the break between the halves; the shoot-out follows extra time at once.
 */
import { FootballStatus, IncidentType, type FootballStatusCode, type IncidentTypeCode } from '@kanqiu/domain';
import type { EventType, Match, MatchEvent, Period, Side } from '../../dataset/dataset';
import type { ScorePair } from '../../events';
import type { Fixture } from './calendar';
import { periodSpans, type PeriodSpan } from './match-clock';
import { statisticsAt, statisticsMinutes, type ReplayStatistics, type StatisticsMinute } from './statistics';

/** Lineups are announced an hour before kick-off. */
export const LINEUPS_AHEAD = 3600;

export interface MatchStatus {
  readonly state: FootballStatusCode;
  /** The data set's own name of the moment: 'wyscout:1H', 'wyscout:HT', 'wyscout:AET' … */
  readonly rawState: string;
  /** Which half of extra time is on; null otherwise. */
  readonly period: 1 | 2 | null;
  /** When the running period began (epoch seconds); null when none runs. */
  readonly periodStartAt: number | null;
}

export interface ReplayScore {
  /** Goals so far, extra time included, the shoot-out not. */
  readonly score: ScorePair;
  readonly halfTime: ScorePair | null;
  /** Set when extra time starts: the score so far, including the 90 minutes. */
  readonly extraTime: ScorePair | null;
  /** Set when the shoot-out starts: the kicks scored so far. */
  readonly penalties: ScorePair | null;
}

export interface ReplayIncident {
  /** Position in the match's events. */
  readonly index: number;
  readonly type: IncidentTypeCode;
  /** For goals, the side credited with the goal. */
  readonly side: Side;
  /** 1, 2, 3 and 4 for the halves of normal and extra time, 5 for the shoot-out. */
  readonly period: number;
  readonly second: number;
  readonly minuteLabel: string;
  readonly playerId: number | null;
  /** Substitution: the player who came on. */
  readonly relatedPlayerId: number | null;
  /** Goals: the score after this one. */
  readonly score: ScorePair | null;
}

export type Lineups = Match['lineups'];

export type ReplayChange =
  | { readonly at: number; readonly kind: 'lineups'; readonly lineups: Lineups }
  | { readonly at: number; readonly kind: 'state'; readonly status: MatchStatus }
  | { readonly at: number; readonly kind: 'score'; readonly seq: number; readonly scores: ReplayScore }
  | { readonly at: number; readonly kind: 'incident'; readonly incident: ReplayIncident }
  | { readonly at: number; readonly kind: 'statistics'; readonly statistics: ReplayStatistics };

export interface MatchSnapshot extends MatchStatus {
  /** Null before kick-off. */
  readonly scores: ReplayScore | null;
  readonly incidents: readonly ReplayIncident[];
  /** The totals at the end of the last played minute. */
  readonly statistics: ReplayStatistics | null;
  readonly lineups: Lineups | null;
}

const RAW_PREFIX = 'wyscout:';

const NOT_STARTED: MatchStatus = {
  state: FootballStatus.notStarted,
  rawState: `${RAW_PREFIX}NS`,
  period: null,
  periodStartAt: null,
};

const PERIOD_STATUS: Record<Period, { state: FootballStatusCode; period: 1 | 2 | null }> = {
  '1H': { state: FootballStatus.firstHalf, period: null },
  '2H': { state: FootballStatus.secondHalf, period: null },
  E1: { state: FootballStatus.extraTime, period: 1 },
  E2: { state: FootballStatus.extraTime, period: 2 },
  P: { state: FootballStatus.penalties, period: null },
};

/** Full time, after extra time, after penalties: named by the last period played. */
const FINAL_RAW: Partial<Record<Period, string>> = { E2: 'AET', P: 'AP' };

const PERIOD_NUMBER: Record<Period, number> = { '1H': 1, '2H': 2, E1: 3, E2: 4, P: 5 };

const INCIDENT_TYPE: Record<EventType, IncidentTypeCode> = {
  goal: IncidentType.goal,
  goal_pen: IncidentType.penaltyGoal,
  own_goal: IncidentType.ownGoal,
  shot_on: IncidentType.shotOnTarget,
  shot_off: IncidentType.shotOffTarget,
  corner: IncidentType.corner,
  offside: IncidentType.offside,
  yellow: IncidentType.yellow,
  second_yellow: IncidentType.secondYellow,
  red: IncidentType.red,
  sub: IncidentType.substitution,
  shootout_goal: IncidentType.shootoutGoal,
  shootout_miss: IncidentType.shootoutMiss,
};

const GOALS: ReadonlySet<EventType> = new Set(['goal', 'goal_pen', 'own_goal']);

const KIND_ORDER: Record<ReplayChange['kind'], number> = { lineups: 0, state: 1, incident: 2, score: 3, statistics: 4 };

/** The full match at time t: the source of truth for what any consumer should have seen by then. */
export function stateAt(fixture: Fixture, t: number): MatchSnapshot {
  let status = NOT_STARTED;
  let scores: ReplayScore | null = null;
  let statistics: ReplayStatistics | null = null;
  let lineups: Lineups | null = null;
  const incidents: ReplayIncident[] = [];
  for (const change of changesToRestore(fixture, t)) {
    if (change.kind === 'state') status = change.status;
    else if (change.kind === 'score') scores = change.scores;
    else if (change.kind === 'statistics') statistics = change.statistics;
    else if (change.kind === 'lineups') lineups = change.lineups;
    else incidents.push(change.incident);
  }
  return { ...status, scores, incidents, statistics, lineups };
}

/** The changes due in (from, to], in order, with epoch-second times. */
export function changesBetween(fixture: Fixture, from: number, to: number): ReplayChange[] {
  return placedEntries(fixture, from, to, (entries) => entries);
}

/**
 * The fewest changes that bring an empty store to the state at t: every incident so far, and only
 * the latest lineups, state, score and statistics. Each is the very change the stream carried.
 */
export function changesToRestore(fixture: Fixture, t: number): ReplayChange[] {
  return placedEntries(fixture, -Infinity, t, (entries) => {
    const latest = new Map(entries.map((entry, i) => [entry.kind, i]));
    return entries.filter((entry, i) => entry.kind === 'incident' || latest.get(entry.kind) === i);
  });
}

/** A minute's statistics are kept as a reference and computed when handed out: most are never asked for. */
type PlainChange = Exclude<ReplayChange, { kind: 'statistics' }>;
type ScriptEntry =
  PlainChange | { readonly at: number; readonly kind: 'statistics'; readonly minute: StatisticsMinute };

/** One real match's replay, `at` in seconds after kick-off. */
interface Script {
  readonly match: Match;
  readonly spans: readonly PeriodSpan[];
  readonly entries: readonly ScriptEntry[];
}

function placedEntries(
  fixture: Fixture,
  from: number,
  to: number,
  pick: (entries: readonly ScriptEntry[]) => readonly ScriptEntry[],
): ReplayChange[] {
  const { kickoffAt } = fixture;
  if (to <= from || to < kickoffAt - LINEUPS_AHEAD || from >= fixture.endAt) return [];
  const script = scriptOf(fixture.match);
  const { entries } = script;
  const due = entries.slice(firstAfter(entries, from - kickoffAt), firstAfter(entries, to - kickoffAt));
  return pick(due).map((entry) => placed(script, entry, kickoffAt));
}

const scripts = new WeakMap<Match, Script>();

function scriptOf(match: Match): Script {
  let script = scripts.get(match);
  if (!script) {
    script = buildScript(match);
    scripts.set(match, script);
  }
  return script;
}

/** The index of the first entry after `offset` seconds from kick-off. */
function firstAfter(entries: readonly ScriptEntry[], offset: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((entries[mid]?.at ?? Infinity) <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

function placed(script: Script, entry: ScriptEntry, kickoffAt: number): ReplayChange {
  // Whole seconds for the store, rounded up so a change is never placed before the tick that found it.
  const at = Math.ceil(entry.at + kickoffAt);
  if (entry.kind === 'statistics') {
    return { at, kind: 'statistics', statistics: statisticsAt(script.match, script.spans, entry.minute) };
  }
  if (entry.kind !== 'state' || entry.status.periodStartAt === null) return { ...entry, at };
  return { ...entry, at, status: { ...entry.status, periodStartAt: entry.status.periodStartAt + kickoffAt } };
}

function buildScript(match: Match): Script {
  const spans = periodSpans(match);
  const known = match.lineups.home.xi.length > 0;
  const entries: ScriptEntry[] = [
    ...(known ? [{ at: -LINEUPS_AHEAD, kind: 'lineups' as const, lineups: match.lineups }] : []),
    ...statusChanges(match, spans),
    ...playChanges(match, spans),
    ...statisticsMinutes(match, spans).map((minute) => ({ at: minute.at, kind: 'statistics' as const, minute })),
  ];
  entries.sort((a, b) => a.at - b.at || rank(a) - rank(b));
  return { match, spans, entries };
}

/**
 * The order of simultaneous changes: a period starts before its first incident, a goal comes before
 * the score it makes, and half-time or the final whistle after the last incident and minute.
 */
function rank(entry: ScriptEntry): number {
  if (entry.kind === 'state' && entry.status.periodStartAt === null) return KIND_ORDER.statistics + 1;
  return KIND_ORDER[entry.kind];
}

function statusChanges(match: Match, spans: readonly PeriodSpan[]): PlainChange[] {
  const change = (at: number, status: MatchStatus): PlainChange => ({ at, kind: 'state', status });
  const changes = spans.map((span) =>
    change(span.start, {
      ...PERIOD_STATUS[span.period],
      rawState: RAW_PREFIX + span.period,
      periodStartAt: span.start,
    }),
  );
  changes.push(
    change(match.periods['1H'], {
      state: FootballStatus.halfTime,
      rawState: `${RAW_PREFIX}HT`,
      period: null,
      periodStartAt: null,
    }),
  );
  const last = spans.at(-1);
  if (last) {
    changes.push(
      change(last.end, {
        state: FootballStatus.finished,
        rawState: RAW_PREFIX + (FINAL_RAW[last.period] ?? 'FT'),
        period: null,
        periodStartAt: null,
      }),
    );
  }
  return changes;
}

/**
 * Incidents in match order, with a score change at kick-off, after each goal or shoot-out kick scored,
 * at half-time, and when extra time and the shoot-out begin.
 */
function playChanges(match: Match, spans: readonly PeriodSpan[]): PlainChange[] {
  const changes: PlainChange[] = [];
  let seq = 0;
  let scores: ReplayScore = { score: [0, 0], halfTime: null, extraTime: null, penalties: null };
  const setScores = (at: number, next: ReplayScore) => {
    scores = next;
    changes.push({ at, kind: 'score', seq: seq++, scores });
  };
  setScores(0, scores);
  for (const span of spans) {
    if (span.period === 'E1') setScores(span.start, { ...scores, extraTime: scores.score });
    if (span.period === 'P') setScores(span.start, { ...scores, penalties: [0, 0] });
    match.events.forEach((event, index) => {
      if (event[0] !== span.period) return;
      const at = span.start + event[1];
      const next = scoresAfter(scores, event);
      const score = GOALS.has(event[3]) && next ? next.score : null;
      changes.push({ at, kind: 'incident', incident: toIncident(event, index, score) });
      if (next) setScores(at, next);
    });
    if (span.period === '1H') setScores(span.end, { ...scores, halfTime: scores.score });
  }
  return changes;
}

/** The scores after an incident, or null when it changes none. */
function scoresAfter(scores: ReplayScore, [, , , type, side]: MatchEvent): ReplayScore | null {
  if (GOALS.has(type)) {
    const score = plusOne(scores.score, side);
    return { ...scores, score, extraTime: scores.extraTime === null ? null : score };
  }
  if (type === 'shootout_goal') return { ...scores, penalties: plusOne(scores.penalties ?? [0, 0], side) };
  return null;
}

function plusOne([home, away]: ScorePair, side: Side): ScorePair {
  return side === 'home' ? [home + 1, away] : [home, away + 1];
}

function toIncident(event: MatchEvent, index: number, score: ScorePair | null): ReplayIncident {
  const [period, second, minuteLabel, type, side, playerId, extra] = event;
  return {
    index,
    type: INCIDENT_TYPE[type],
    side,
    period: PERIOD_NUMBER[period],
    second,
    minuteLabel,
    playerId,
    relatedPlayerId: extra !== null && 'in' in extra ? extra.in : null,
    score,
  };
}
