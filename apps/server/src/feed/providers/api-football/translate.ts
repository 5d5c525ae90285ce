/**
 * API-Football's fixtures, events, statistics and lineups turned into the normalised feed events (pure). Keys come
 * from the provider's own identity of a thing, so the same answer polled twice, or again after an outage, is the
 * same events and ingest stores nothing twice. Assumptions from the documentation, where it is silent:
 * - an event has no id: it is identified by its type, minute (elapsed + extra), team and player, and its rank among
 *   events with that same identity;
 * - `subst`: `player` is the player who goes off, `assist` the one who comes on;
 * - `Own Goal`: `team` is the scorer's own team, so the goal counts for the other side;
 * - a goal VAR cancels stays in the list and a `Var` event "Goal cancelled" (or "Goal Disallowed …") names the same
 *   team and player: the goal is sent again under its key marked cancelled.
 */
import { FootballStatus, IncidentType, StatisticType, type IncidentTypeCode } from '@kanqiu/domain';
import type {
  FeedEvent,
  IncidentEvent,
  LineupPlayer,
  LineupsEvent,
  OddsEvent,
  ScorePair,
  StatisticsEvent,
} from '../../events';
import type { NamedPlayer } from '../api-sports/identities';
import { bookmakerOddsEvents, decimalOf, type OddValue } from '../api-sports/odds';
import type { ApiEvent, ApiFixture, ApiLineup, ApiOdds, ApiTeamStatistics } from './wire';

export const API_FOOTBALL_PROVIDER = 'api-football';

/** The documented short status codes → the product's status code (spec §4). */
const STATUS: Record<string, number> = {
  TBD: FootballStatus.toBeDetermined,
  NS: FootballStatus.notStarted,
  '1H': FootballStatus.firstHalf,
  HT: FootballStatus.halfTime,
  '2H': FootballStatus.secondHalf,
  ET: FootballStatus.extraTime,
  BT: FootballStatus.extraTime,
  P: FootballStatus.penalties,
  SUSP: FootballStatus.interrupted,
  INT: FootballStatus.interrupted,
  FT: FootballStatus.finished,
  AET: FootballStatus.finished,
  PEN: FootballStatus.finished,
  PST: FootballStatus.postponed,
  CANC: FootballStatus.cancelled,
  ABD: FootballStatus.abandoned,
  AWD: FootballStatus.finished,
  WO: FootballStatus.finished,
  LIVE: FootballStatus.firstHalf,
};

export const statusOf = (short: string): number => STATUS[short] ?? FootballStatus.abnormal;

const LIVE_CODES = new Set(['1H', 'HT', '2H', 'ET', 'BT', 'P', 'SUSP', 'INT', 'LIVE']);
export const isLiveStatus = (short: string): boolean => LIVE_CODES.has(short);
export const isOverStatus = (short: string): boolean =>
  ['FT', 'AET', 'PEN', 'CANC', 'ABD', 'AWD', 'WO'].includes(short);

/** The statistics' documented `type` names → the product's statistic codes. */
const STATISTIC: Record<string, number> = {
  'Shots on Goal': StatisticType.shotsOnTarget,
  'Shots off Goal': StatisticType.shotsOffTarget,
  'Total Shots': StatisticType.shots,
  Fouls: StatisticType.fouls,
  'Corner Kicks': StatisticType.corners,
  Offsides: StatisticType.offsides,
  'Ball Possession': StatisticType.possession,
  'Yellow Cards': StatisticType.yellowCards,
  'Red Cards': StatisticType.redCards,
  'Total passes': StatisticType.passes,
};

export type FixtureIds = { competitionId: number; homeTeamId: number; awayTeamId: number };
export type PlayerIndex = ReadonlyMap<number, NamedPlayer>;

const refOf = (fixture: ApiFixture) => ({
  provider: API_FOOTBALL_PROVIDER,
  providerMatchId: String(fixture.fixture.id),
});
const keyOf = (fixture: ApiFixture, suffix: string) => `af:${fixture.fixture.id}:${suffix}`;
const pairOf = (p: { home: number | null; away: number | null }): ScorePair | null =>
  p.home === null || p.away === null ? null : [p.home, p.away];

/** When the current half kicked off: the provider's period start, else counted back from the elapsed minute. */
function periodStartOf(fixture: ApiFixture, state: number, now: number): number | null {
  const { periods, status } = fixture.fixture;
  if (state === FootballStatus.firstHalf) return periods.first ?? now - (status.elapsed ?? 0) * 60;
  if (state === FootballStatus.secondHalf) return periods.second ?? now - Math.max(0, (status.elapsed ?? 45) - 45) * 60;
  if (state === FootballStatus.extraTime && status.elapsed !== null) {
    const offset = status.elapsed > 105 ? 105 : 90;
    return now - Math.max(0, status.elapsed - offset) * 60;
  }
  return null;
}

/** The fixture's match, state and score events; `now` (epoch seconds) dates them, so an older poll cannot rewind them. */
export function fixtureEvents(fixture: ApiFixture, ids: FixtureIds, now: number): FeedEvent[] {
  const ref = refOf(fixture);
  const { status } = fixture.fixture;
  const state = statusOf(status.short);
  const extraHalf = state === FootballStatus.extraTime ? ((status.elapsed ?? 0) > 105 ? 2 : 1) : null;
  return [
    {
      ...ref,
      kind: 'match',
      key: keyOf(fixture, 'match'),
      sport: 'football',
      source: 'live',
      ...ids,
      season: String(fixture.league.season),
      round: roundOf(fixture.league.round),
      kickoffAt: fixture.fixture.timestamp,
      venue: fixture.fixture.venue.name,
    },
    {
      ...ref,
      kind: 'state',
      key: keyOf(fixture, `state:${status.short}`),
      at: now,
      state,
      rawState: `api-football:${status.short}`,
      period: extraHalf,
      periodStartAt: periodStartOf(fixture, state, now),
    },
    {
      ...ref,
      kind: 'score',
      key: keyOf(fixture, `score:${fixture.goals.home}-${fixture.goals.away}`),
      at: now,
      score: pairOf(fixture.goals) ?? [0, 0],
      halfTime: pairOf(fixture.score.halftime),
      extraTime: pairOf(fixture.score.extratime),
      penalties: pairOf(fixture.score.penalty),
      periods: null,
    },
  ];
}

/** "Regular Season - 12" → "12"; a cup's stage as written. */
function roundOf(round: string | null): string | null {
  if (round === null) return null;
  const matchday = /^Regular Season - (\d+)$/.exec(round);
  return (matchday ? matchday[1]! : round).slice(0, 40);
}

type Kind = { type: IncidentTypeCode; identity: string; goal: boolean };

/** The incident an event is, or null for the ones the product does not show (a VAR decision is shown as VAR). */
function kindOf(event: ApiEvent): Kind | null {
  const detail = event.detail.toLowerCase();
  switch (event.type.toLowerCase()) {
    case 'goal':
      if (detail === 'missed penalty') return { type: IncidentType.penaltyMissed, identity: 'miss', goal: false };
      if (event.comments === 'Penalty Shootout')
        return { type: IncidentType.shootoutGoal, identity: 'shootout', goal: false };
      if (detail === 'own goal') return { type: IncidentType.ownGoal, identity: 'goal', goal: true };
      if (detail === 'penalty') return { type: IncidentType.penaltyGoal, identity: 'goal', goal: true };
      return { type: IncidentType.goal, identity: 'goal', goal: true };
    case 'card':
      if (detail.includes('second yellow')) return { type: IncidentType.secondYellow, identity: 'red', goal: false };
      if (detail.includes('red')) return { type: IncidentType.red, identity: 'red', goal: false };
      return { type: IncidentType.yellow, identity: 'yellow', goal: false };
    case 'subst':
      return { type: IncidentType.substitution, identity: 'subst', goal: false };
    case 'var':
      return { type: IncidentType.var, identity: 'var', goal: false };
    default:
      return null;
  }
}

const cancelsGoal = (event: ApiEvent) =>
  event.type.toLowerCase() === 'var' && /^goal (cancelled|disallowed)/i.test(event.detail);

/** Period (1, 2; 3, 4 extra time; 5 the shoot-out) and seconds into it, from the documented minute. */
function periodOf(event: ApiEvent, kind: Kind): { period: number; second: number; label: string } {
  const { elapsed, extra } = event.time;
  const label = extra ? `${elapsed}+${extra}` : String(elapsed);
  if (kind.type === IncidentType.shootoutGoal || event.comments === 'Penalty Shootout') {
    return { period: 5, second: 0, label: 'PEN' };
  }
  const [period, offset] = elapsed <= 45 ? [1, 0] : elapsed <= 90 ? [2, 45] : elapsed <= 105 ? [3, 90] : [4, 105];
  return { period, second: Math.max(0, (elapsed - offset - 1) * 60 + (extra ?? 0) * 60), label };
}

const playerIdentity = (player: { id: number | null; name: string | null }) => player.id ?? player.name ?? '-';

/**
 * The incidents of a fixture's events, in the provider's order. The score after each goal counts the goals before it
 * that stand; a goal VAR cancelled is sent cancelled under its own key, with the score it made when first reported.
 */
export function incidentEvents(
  fixture: ApiFixture,
  events: readonly ApiEvent[],
  homeApiTeamId: number,
  players: PlayerIndex,
): IncidentEvent[] {
  const seen = new Map<string, number>();
  const keyed = events.flatMap((event) => {
    const kind = kindOf(event);
    if (!kind) return [];
    const identity = `${kind.identity}:${event.time.elapsed}+${event.time.extra ?? 0}:${event.team.id}:${playerIdentity(event.player)}`;
    const rank = seen.get(identity) ?? 0;
    seen.set(identity, rank + 1);
    return [{ event, kind, key: keyOf(fixture, `ev:${identity}:${rank}`) }];
  });
  const cancelled = new Set<string>();
  for (const { event } of keyed.filter(({ event }) => cancelsGoal(event))) {
    const goal = keyed.findLast(
      (k) =>
        k.kind.goal &&
        k.event.team.id === event.team.id &&
        playerIdentity(k.event.player) === playerIdentity(event.player) &&
        k.event.time.elapsed <= event.time.elapsed,
    );
    if (goal) cancelled.add(goal.key);
  }
  const score: [number, number] = [0, 0];
  return keyed.map(({ event, kind, key }) => {
    const own = event.team.id === homeApiTeamId ? 'home' : 'away';
    const side = kind.type === IncidentType.ownGoal ? (own === 'home' ? 'away' : 'home') : own;
    const isCancelled = cancelled.has(key);
    // A cancelled goal shows the score it would have made (as first reported); the goals after it do not count it.
    if (kind.goal) score[side === 'home' ? 0 : 1] += 1;
    const after: ScorePair = [...score];
    if (kind.goal && isCancelled) score[side === 'home' ? 0 : 1] -= 1;
    const { period, second, label } = periodOf(event, kind);
    const player = event.player.id === null ? undefined : players.get(event.player.id);
    const related = event.assist.id === null ? undefined : players.get(event.assist.id);
    const relatedShown = kind.type === IncidentType.substitution;
    return {
      ...refOf(fixture),
      kind: 'incident',
      key,
      type: kind.type,
      side,
      period,
      second,
      minuteLabel: label,
      playerId: player?.id ?? null,
      playerName: player?.name ?? event.player.name,
      relatedPlayerId: relatedShown ? (related?.id ?? null) : null,
      relatedPlayerName: relatedShown ? (related?.name ?? event.assist.name) : null,
      score: kind.goal ? after : null,
      cancelled: isCancelled,
    };
  });
}

/** "55%" → 55; null (not counted yet) → 0. */
function statisticValue(value: number | string | null): number {
  if (typeof value === 'number') return value;
  const parsed = Number.parseFloat(value ?? '0');
  return Number.isFinite(parsed) ? Math.round(parsed) : 0;
}

/** The two teams' totals at the fixture's current minute. */
export function statisticsEvent(
  fixture: ApiFixture,
  teams: readonly ApiTeamStatistics[],
  homeApiTeamId: number,
): StatisticsEvent | null {
  const home = teams.find((t) => t.team.id === homeApiTeamId);
  const away = teams.find((t) => t.team.id !== homeApiTeamId);
  if (!home || !away) return null;
  const valueOf = (team: ApiTeamStatistics, type: string) =>
    statisticValue(team.statistics.find((s) => s.type === type)?.value ?? null);
  const values: Record<string, ScorePair> = {};
  for (const [type, code] of Object.entries(STATISTIC))
    values[String(code)] = [valueOf(home, type), valueOf(away, type)];
  const minute = Math.min(200, fixture.fixture.status.elapsed ?? 0);
  return { ...refOf(fixture), kind: 'statistics', key: keyOf(fixture, `stats:${minute}`), minute, values };
}

const POSITION: Record<string, string> = { G: 'Goalkeeper', D: 'Defender', M: 'Midfielder', F: 'Forward' };

function lineupPlayers(entries: ApiLineup['startXI'], players: PlayerIndex): LineupPlayer[] {
  return entries.map(({ player }) => {
    const known = player.id === null ? undefined : players.get(player.id);
    return {
      playerId: known?.id ?? null,
      name: known?.name ?? player.name,
      shirtNumber: player.number !== null && player.number <= 99 ? player.number : null,
      position: player.pos ? (POSITION[player.pos] ?? null) : null,
    };
  });
}

export function lineupsEvent(
  fixture: ApiFixture,
  lineups: readonly ApiLineup[],
  homeApiTeamId: number,
  players: PlayerIndex,
): LineupsEvent | null {
  const home = lineups.find((l) => l.team.id === homeApiTeamId);
  const away = lineups.find((l) => l.team.id !== homeApiTeamId);
  if (!home || !away || home.startXI.length === 0) return null;
  const side = (l: ApiLineup) => ({
    starters: lineupPlayers(l.startXI, players),
    bench: lineupPlayers(l.substitutes, players),
  });
  return { ...refOf(fixture), kind: 'lineups', key: keyOf(fixture, 'lineups'), home: side(home), away: side(away) };
}

const MATCH_WINNER = 'Match Winner';
const OVER_UNDER = 'Goals Over/Under';

/** A bet's [home, draw, away] from "Home" / "Draw" / "Away". */
function euroValues(values: readonly OddValue[]): [number, number, number] | null {
  const price = (name: string) => decimalOf(values.find((v) => String(v.value) === name)?.odd);
  const [home, draw, away] = [price('Home'), price('Draw'), price('Away')];
  return home && draw && away ? [home, draw, away] : null;
}

/** The over/under line nearest 2.5 as [over water, line, under water] (Hong Kong odds: decimal − 1). */
function totalValues(values: readonly OddValue[]): [number, number, number] | null {
  const lines = [...new Set(values.map((v) => Number(String(v.value).replace(/^(Over|Under) /, ''))))]
    .filter(Number.isFinite)
    .sort((a, b) => Math.abs(a - 2.5) - Math.abs(b - 2.5));
  for (const line of lines) {
    const over = decimalOf(values.find((v) => String(v.value) === `Over ${line}`)?.odd);
    const under = decimalOf(values.find((v) => String(v.value) === `Under ${line}`)?.odd);
    if (over && under) return [Math.round((over - 1) * 100) / 100, line, Math.round((under - 1) * 100) / 100];
  }
  return null;
}

/**
 * Pre-match odds of the operator's bookmakers (API-Football bookmaker id → Kanqiu odds company id): 1X2 as 欧赔 and
 * the over/under as 大小球. The first line ever seen is the company's opening line (its key never changes, so it is
 * stored once); each update after is a line of its history, keyed by the provider's `update` time.
 */
export function oddsEvents(fixture: ApiFixture, odds: ApiOdds, bookmakers: ReadonlyMap<number, number>): OddsEvent[] {
  const at = Math.floor(Date.parse(odds.update) / 1000);
  if (!Number.isFinite(at)) return [];
  return bookmakerOddsEvents({
    ref: refOf(fixture),
    bookmakers: odds.bookmakers,
    companies: bookmakers,
    quote: (bet) => {
      const market = bet.name === MATCH_WINNER ? 'euro' : bet.name === OVER_UNDER ? 'total' : null;
      const values = market === 'euro' ? euroValues(bet.values) : market === 'total' ? totalValues(bet.values) : null;
      return market && values ? { market, values } : null;
    },
    keyOf: (suffix) => keyOf(fixture, suffix),
    at,
    version: () => String(at),
  });
}
