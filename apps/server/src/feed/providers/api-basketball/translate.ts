/**
 * API-Basketball's games, statistics and odds turned into the normalised feed events (pure). Keys come from the
 * provider's identities, so an answer polled twice, or again after an outage, is the same events. Assumptions where
 * the documentation is silent (docs/decisions/0076-api-basketball-provider.md):
 * - `timer` is the minute of the current period already played ("5", or "5:42" minutes and seconds);
 * - a quarter's score is listed from its start, so during a break (BT) the quarters listed tell which one ended;
 * - `over_time` holds every overtime's points together: overtimes show as one period;
 * - there is no play-by-play: the text live stays empty, the quarter table and the box score carry the game.
 */
import { BasketballStatus } from '@kanqiu/domain';
import type { BoxScoreEvent, FeedEvent, OddsEvent, ScorePair, StatisticsEvent } from '../../events';
import { payoutPercent } from '../../odds/basketball-odds';
import type { NamedPlayer } from '../api-sports/identities';
import { bookmakerOddsEvents, decimalOf, type BookmakerBet, type OddValue } from '../api-sports/odds';
import {
  statisticValues,
  withPercentages,
  type BoxLine,
  type PlayerBoxLine,
  type TeamBoxScore,
} from '../basketball/box-score';
import type { ApiGame, ApiOdds, ApiPlayerStatistics, ApiTeamStatistics } from './wire';

export const API_BASKETBALL_PROVIDER = 'api-basketball';

const QUARTER_SECONDS = 720;
const OVERTIME_SECONDS = 300;
const RUNNING: Record<string, { state: number; period: number }> = {
  Q1: { state: BasketballStatus.q1, period: 1 },
  Q2: { state: BasketballStatus.q2, period: 2 },
  Q3: { state: BasketballStatus.q3, period: 3 },
  Q4: { state: BasketballStatus.q4, period: 4 },
  OT: { state: BasketballStatus.overtime, period: 5 },
};
const OTHER: Record<string, number> = {
  NS: BasketballStatus.notStarted,
  FT: BasketballStatus.finished,
  AOT: BasketballStatus.finished,
  AWD: BasketballStatus.finished,
  POST: BasketballStatus.delayed,
  CANC: BasketballStatus.cancelled,
  SUSP: BasketballStatus.interrupted,
  ABD: BasketballStatus.abandoned,
};
const LIVE = new Set(['Q1', 'Q2', 'Q3', 'Q4', 'OT', 'BT', 'HT']);
const OVER = new Set(['FT', 'AOT', 'AWD', 'CANC', 'ABD']);

export const isLiveStatus = (short: string): boolean => LIVE.has(short);
export const isOverStatus = (short: string): boolean => OVER.has(short);

export type GameIds = { competitionId: number; homeTeamId: number; awayTeamId: number };
export type PlayerIndex = ReadonlyMap<number, NamedPlayer>;
/** When the current period's clock started (epoch seconds), kept between polls so the clock does not jitter. */
export type PeriodAnchor = { period: number; startAt: number };

const refOf = (game: ApiGame) => ({ provider: API_BASKETBALL_PROVIDER, providerMatchId: String(game.id) });
const keyOf = (game: ApiGame, suffix: string) => `ab:${game.id}:${suffix}`;

/** The quarters listed so far (and the overtimes as one), each [home, away]. */
export function periodsOf(game: ApiGame): ScorePair[] {
  const { home, away } = game.scores;
  const keys = ['quarter_1', 'quarter_2', 'quarter_3', 'quarter_4', 'over_time'] as const;
  return keys.flatMap((key) => (home[key] === null || away[key] === null ? [] : [[home[key], away[key]] as ScorePair]));
}

/** The spec's state and period; a break's state is the period that ended, or the overtime about to start. */
export function stateOf(game: ApiGame): { state: number; period: number | null } {
  const { short } = game.status;
  const running = RUNNING[short];
  if (running) return running;
  const played = periodsOf(game).length;
  if (short === 'HT') return { state: BasketballStatus.q2Ended, period: 2 };
  if (short === 'BT') {
    if (played >= 4) return { state: BasketballStatus.overtime, period: 5 };
    const ended = [BasketballStatus.q1Ended, BasketballStatus.q2Ended, BasketballStatus.q3Ended][played - 1];
    return { state: ended ?? BasketballStatus.abnormal, period: played || null };
  }
  const state = OTHER[short] ?? BasketballStatus.abnormal;
  return { state, period: state === BasketballStatus.finished ? Math.min(5, Math.max(4, played)) : null };
}

export const statusOf = (game: ApiGame): number => stateOf(game).state;

/** Seconds of the current period played, from the timer ("5" minutes, or "5:42"); null when it gives none. */
export function playedSeconds(timer: string | number | null): number | null {
  if (timer === null) return null;
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(String(timer).trim());
  return match ? Number(match[1]) * 60 + Number(match[2] ?? 0) : null;
}

/**
 * When the running period's clock started: now less the time the timer says was played, kept from the previous
 * poll while it stays within a minute of it (the timer counts whole minutes), null when the clock stands.
 */
export function periodAnchor(game: ApiGame, now: number, previous: PeriodAnchor | null): PeriodAnchor | null {
  const running = RUNNING[game.status.short];
  if (!running) return null;
  const length = running.period > 4 ? OVERTIME_SECONDS : QUARTER_SECONDS;
  const startAt = now - Math.min(length, playedSeconds(game.status.timer) ?? 0);
  if (previous?.period === running.period && Math.abs(previous.startAt - startAt) < 60) return previous;
  return { period: running.period, startAt };
}

/** Game minutes played: the periods before the current one and the timer's minutes in it. */
export function gameMinute(game: ApiGame): number {
  const { state, period } = stateOf(game);
  const regulation = 4 * QUARTER_SECONDS;
  if (state === BasketballStatus.finished) return period === 5 ? (regulation + OVERTIME_SECONDS) / 60 : 48;
  if (period === null) return 0;
  const before = Math.min(4, period - 1) * QUARTER_SECONDS;
  const inPeriod = RUNNING[game.status.short]
    ? (playedSeconds(game.status.timer) ?? 0)
    : period > 4
      ? 0
      : QUARTER_SECONDS;
  return Math.min(200, Math.floor((before + inPeriod) / 60));
}

const scoreOf = (game: ApiGame): ScorePair => [game.scores.home.total ?? 0, game.scores.away.total ?? 0];

/** The game's match, state and score events; `now` (epoch seconds) dates them, so an older poll cannot rewind them. */
export function gameEvents(game: ApiGame, ids: GameIds, now: number, anchor: PeriodAnchor | null): FeedEvent[] {
  const ref = refOf(game);
  const { state, period } = stateOf(game);
  const periods = periodsOf(game);
  const [q1, q2] = periods;
  const pastHalf = period !== null && (period > 2 || state === BasketballStatus.q2Ended);
  const score = scoreOf(game);
  return [
    {
      ...ref,
      kind: 'match',
      key: keyOf(game, 'match'),
      sport: 'basketball',
      source: 'live',
      ...ids,
      season: String(game.league.season).slice(0, 16),
      round: null,
      kickoffAt: game.timestamp,
      venue: game.venue?.slice(0, 128) ?? null,
    },
    {
      ...ref,
      kind: 'state',
      key: keyOf(game, `state:${game.status.short}:${period ?? 0}`),
      at: now,
      state,
      rawState: `api-basketball:${game.status.short}`.slice(0, 32),
      period,
      periodStartAt: anchor?.startAt ?? null,
    },
    {
      ...ref,
      kind: 'score',
      key: keyOf(game, `score:${score[0]}-${score[1]}`),
      at: now,
      score,
      halfTime: pastHalf && q1 && q2 ? [q1[0] + q2[0], q1[1] + q2[1]] : null,
      extraTime: null,
      penalties: null,
      periods,
    },
  ];
}

const n = (value: number | null) => value ?? 0;

/** "27:35" → 1655 seconds. */
function secondsOf(minutes: string | null): number {
  const match = /^(\d{1,3}):(\d{2})$/.exec(minutes?.trim() ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

function playerLine(row: ApiPlayerStatistics, players: PlayerIndex): PlayerBoxLine | null {
  const known = players.get(row.player.id);
  if (!known) return null;
  const threes = row.threepoint_goals;
  return {
    playerId: known.id,
    name: known.name.slice(0, 128),
    starter: row.type === 'starters',
    secondsPlayed: secondsOf(row.minutes),
    points: n(row.points),
    rebounds: n(row.rebounds.total),
    offensiveRebounds: 0,
    assists: n(row.assists),
    steals: 0,
    blocks: 0,
    turnovers: 0,
    fouls: 0,
    // The players' field goals are two-pointers only; the product's count every shot from the field.
    fieldGoalsMade: n(row.field_goals.total) + n(threes.total),
    fieldGoalsAttempted: n(row.field_goals.attempts) + n(threes.attempts),
    threePointersMade: n(threes.total),
    threePointersAttempted: n(threes.attempts),
    freeThrowsMade: n(row.freethrows_goals.total),
    freeThrowsAttempted: n(row.freethrows_goals.attempts),
  };
}

function teamBox(
  team: ApiTeamStatistics,
  points: number,
  rows: readonly ApiPlayerStatistics[],
  players: PlayerIndex,
): TeamBoxScore {
  const lines = rows.flatMap((row) => playerLine(row, players) ?? []).slice(0, 30);
  const totals: BoxLine = {
    secondsPlayed: lines.reduce((sum, line) => sum + line.secondsPlayed, 0),
    points,
    rebounds: n(team.rebounds.total),
    offensiveRebounds: n(team.rebounds.offence),
    assists: n(team.assists),
    steals: n(team.steals),
    blocks: n(team.blocks),
    turnovers: n(team.turnovers),
    fouls: n(team.personal_fouls),
    fieldGoalsMade: n(team.field_goals.total),
    fieldGoalsAttempted: n(team.field_goals.attempts),
    threePointersMade: n(team.threepoint_goals.total),
    threePointersAttempted: n(team.threepoint_goals.attempts),
    freeThrowsMade: n(team.freethrows_goals.total),
    freeThrowsAttempted: n(team.freethrows_goals.attempts),
  };
  return { players: lines, totals: withPercentages(totals) };
}

/**
 * The team statistics (统计) and the box score at the game's current minute, from the teams' statistics and, where
 * the league has them (the NBA), the players'. None until both teams' statistics are there.
 */
export function boxScoreEvents(
  game: ApiGame,
  teams: readonly ApiTeamStatistics[],
  players: readonly ApiPlayerStatistics[],
  index: PlayerIndex,
): (StatisticsEvent | BoxScoreEvent)[] {
  const homeTeam = teams.find((t) => t.team.id === game.teams.home.id);
  const awayTeam = teams.find((t) => t.team.id === game.teams.away.id);
  if (!homeTeam || !awayTeam) return [];
  const [homePoints, awayPoints] = scoreOf(game);
  const rowsOf = (teamId: number) => players.filter((p) => p.team.id === teamId);
  const home = teamBox(homeTeam, homePoints, rowsOf(homeTeam.team.id), index);
  const away = teamBox(awayTeam, awayPoints, rowsOf(awayTeam.team.id), index);
  const minute = gameMinute(game);
  const values = statisticValues({ home, away });
  const ref = refOf(game);
  return [
    { ...ref, kind: 'statistics', key: keyOf(game, `stats:${minute}`), minute, values },
    { ...ref, kind: 'boxScore', key: keyOf(game, `box:${minute}`), minute, home, away },
  ];
}

const water = (decimal: number) => Math.round((decimal - 1) * 100) / 100;

/**
 * The main line of a two-sided market whose values are "<left> <line>" and "<right> <line>": the line whose two
 * prices are closest. `rightLine` is the right side's line for a left line (a handicap's sign flips).
 */
function mainLine(
  values: readonly OddValue[],
  [left, right]: [string, string],
  rightLine: (line: number) => number,
): { line: number; left: number; right: number } | null {
  const lineOf = (v: OddValue, side: string) => {
    const match = new RegExp(`^${side} ([+-]?\\d+(?:\\.\\d+)?)$`).exec(String(v.value));
    return match ? Number(match[1]) : null;
  };
  const priceAt = (side: string, line: number) => decimalOf(values.find((v) => lineOf(v, side) === line)?.odd);
  const lines = values
    .flatMap((v) => lineOf(v, left) ?? [])
    .flatMap((line) => {
      const [l, r] = [priceAt(left, line), priceAt(right, rightLine(line))];
      return l && r ? [{ line, left: l, right: r }] : [];
    });
  return lines.sort((a, b) => Math.abs(a.left - a.right) - Math.abs(b.left - b.right))[0] ?? null;
}

/** A bet's market and [left, middle, right] in the product's form, or null for a bet the product does not show. */
function quoteOf(bet: BookmakerBet): { market: 'euro' | 'asia' | 'total'; values: [number, number, number] } | null {
  if (bet.name === 'Home/Away') {
    const price = (side: string) => decimalOf(bet.values.find((v) => String(v.value) === side)?.odd);
    const [home, away] = [price('Home'), price('Away')];
    return home && away ? { market: 'euro', values: [home, payoutPercent(home, away), away] } : null;
  }
  if (bet.name === 'Asian Handicap') {
    // "Home -5.5": the home side gives 5.5 points, the product's handicap 5.5; "Away +5.5" is its other side.
    const main = mainLine(bet.values, ['Home', 'Away'], (line) => -line);
    return main ? { market: 'asia', values: [water(main.left), -main.line, water(main.right)] } : null;
  }
  if (bet.name === 'Over/Under') {
    const main = mainLine(bet.values, ['Over', 'Under'], (line) => line);
    return main ? { market: 'total', values: [water(main.left), main.line, water(main.right)] } : null;
  }
  return null;
}

/**
 * Pre-match odds of the operator's bookmakers (API-Basketball bookmaker id → Kanqiu odds company id): Home/Away as
 * 胜负, the Asian handicap as 让分 and the over/under as 大小分, each at its main line. The answer carries no update
 * time: the first prices seen are the opening line, and each different price after is a line of its history.
 */
export function oddsEvents(
  game: ApiGame,
  odds: ApiOdds,
  bookmakers: ReadonlyMap<number, number>,
  now: number,
): OddsEvent[] {
  return bookmakerOddsEvents({
    ref: refOf(game),
    bookmakers: odds.bookmakers,
    companies: bookmakers,
    quote: quoteOf,
    keyOf: (suffix) => keyOf(game, suffix),
    at: now,
    version: ({ values }) => values.join('/'),
  });
}
