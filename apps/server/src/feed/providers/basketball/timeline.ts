/**
 * Turns a generated game into feed events at wall-clock times. The game clock runs 2.2 times slower
 * than the wall clock (whistles, free throws, timeouts), with 2 minutes between quarters and 15 at
 * half-time: a regulation game takes about 2 h 05 min.
 */
import {
  BasketballPlayType,
  BasketballStatus,
  GENERATED_WALL_SECONDS_PER_GAME_SECOND,
  playoffRoundText,
} from '@kanqiu/domain';
import type { LineupPlayer, LineupsEvent, MatchRef, MatchUpsert, ScorePair, StateChange } from '../../events';
import { createBoxScoreTracker, statisticValues, type BoxScoreTracker } from './box-score';
import type { BasketballFixture } from './calendar';
import type { FeedEvent as BasketballFeedEvent } from '../../events';
import type { GameResult } from './game';
import { elapsedAt, elapsedBefore, periodLength, REGULATION_PERIODS, type League } from './league';
import type { Play } from './play';
import type { TeamRating } from './ratings';

export const BASKETBALL_PROVIDER = 'basketball-model';
export const WALL_SECONDS_PER_GAME_SECOND = GENERATED_WALL_SECONDS_PER_GAME_SECOND;
export const QUARTER_BREAK_SECONDS = 120;
export const HALF_TIME_SECONDS = 900;
/** Team statistics (and NBA box scores) at every basket, every 2 minutes of game clock and at every period's end. */
const SNAPSHOT_SECONDS = 120;
const STARTERS = 5;

export interface TimedEvent {
  /** Epoch seconds when the event happens. */
  readonly at: number;
  readonly event: BasketballFeedEvent;
}

/** Seconds after tip-off when the clock of `period` starts. */
export function periodStartOffset(league: League, period: number): number {
  let offset = 0;
  for (let p = 1; p < period; p++) {
    offset +=
      periodLength(league, p) * WALL_SECONDS_PER_GAME_SECOND + (p === 2 ? HALF_TIME_SECONDS : QUARTER_BREAK_SECONDS);
  }
  return offset;
}

function matchRef(fixture: BasketballFixture): MatchRef {
  return { provider: BASKETBALL_PROVIDER, providerMatchId: fixture.providerMatchId };
}

/** What is known before tip-off: the fixture, its state, and (NBA) the lineups. */
export function announcement(
  fixture: BasketballFixture,
  season: string,
  home: TeamRating,
  away: TeamRating,
): BasketballFeedEvent[] {
  const ref = matchRef(fixture);
  const id = fixture.providerMatchId;
  const match: MatchUpsert = {
    ...ref,
    kind: 'match',
    key: `${id}:match`,
    sport: 'basketball',
    source: 'generated',
    competitionId: fixture.league.competitionId,
    season,
    round: roundOf(fixture),
    homeTeamId: home.teamId,
    awayTeamId: away.teamId,
    kickoffAt: fixture.kickoffAt,
    venue: null,
  };
  const state: StateChange = {
    ...ref,
    kind: 'state',
    key: `${id}:state:0`,
    state: BasketballStatus.notStarted,
    rawState: 'scheduled',
    periodStartAt: null,
    period: null,
  };
  return home.rotation.length > 0 ? [match, state, lineups(ref, id, home, away)] : [match, state];
}

/** A play-off game's stage, game and series score; the CBA's round number; nothing for the NBA's regular season. */
function roundOf(fixture: BasketballFixture): string | null {
  if (fixture.playoff) return playoffRoundText(fixture.playoff);
  return fixture.league.key === 'cba' ? String(fixture.round) : null;
}

function lineups(ref: MatchRef, id: string, home: TeamRating, away: TeamRating): LineupsEvent {
  const side = (team: TeamRating) => {
    const players = team.rotation.map((p): LineupPlayer => ({
      playerId: p.id,
      name: p.name,
      shirtNumber: null,
      position: null,
    }));
    return { starters: players.slice(0, STARTERS), bench: players.slice(STARTERS) };
  };
  return { ...ref, kind: 'lineups', key: `${id}:lineups`, home: side(home), away: side(away) };
}

/** Every event of the game from tip-off to the final buzzer, in time order. */
export function gameTimeline(fixture: BasketballFixture, result: GameResult): TimedEvent[] {
  const writer = new TimelineWriter(fixture, result);
  result.plays.forEach((play, index) => writer.write(play, index, index === result.plays.length - 1));
  return writer.events;
}

/** Builds events field by field: spreading the match ref into each literal made this ten times slower (V8). */
class TimelineWriter {
  readonly events: TimedEvent[] = [];
  private readonly provider: string;
  private readonly providerMatchId: string;
  private readonly league: League;
  private readonly names: Map<number, string>;
  private readonly tracker: BoxScoreTracker;
  private readonly periods: [number, number][] = [];
  private readonly count = { state: 1, score: 0, snapshot: 0 };
  private halfTime: ScorePair | null = null;
  private nextSnapshot = SNAPSHOT_SECONDS;

  constructor(
    private readonly fixture: BasketballFixture,
    private readonly result: GameResult,
  ) {
    this.provider = BASKETBALL_PROVIDER;
    this.providerMatchId = fixture.providerMatchId;
    this.league = result.league;
    this.names = new Map([...result.home.rotation, ...result.away.rotation].map((p) => [p.id, p.name]));
    this.tracker = createBoxScoreTracker(result.league, result.home, result.away);
  }

  write(row: Play, index: number, last: boolean): void {
    const [period, secondsLeft, side, , type, points] = row;
    const at = this.wallAt(period, secondsLeft);
    const elapsed = elapsedAt(this.league, period, secondsLeft);
    this.snapshotsUntil(period, elapsed);
    this.tracker.apply(row);
    if (type === BasketballPlayType.periodStart) {
      this.periods.push([0, 0]);
      this.state(at, runningState(period), periodName(period), period, at);
    }
    const current = this.periods[this.periods.length - 1];
    if (current && side && points > 0) current[side === 'home' ? 0 : 1] += points;
    this.play(at, row, index);
    if (points > 0) {
      this.score(at, row);
      // The box score and team statistics follow every basket, so they always add up to the score.
      this.snapshot(at, elapsed);
    }
    if (type === BasketballPlayType.periodEnd) this.endPeriod(at, row, elapsed, last);
  }

  private endPeriod(at: number, row: Play, elapsed: number, last: boolean): void {
    const period = row[0];
    if (period === 2) this.halfTime = [row[6][0], row[6][1]];
    this.score(at, row);
    this.snapshot(at, elapsed);
    this.nextSnapshot = elapsed + SNAPSHOT_SECONDS;
    if (last) this.state(at, BasketballStatus.finished, 'final', period, null);
    else if (period < REGULATION_PERIODS) this.state(at, endedState(period), `${periodName(period)} end`, period, null);
    else this.state(at, BasketballStatus.overtime, `${periodName(period + 1)} break`, period + 1, null);
  }

  private wallAt(period: number, secondsLeft: number): number {
    const played = (periodLength(this.league, period) - secondsLeft) * WALL_SECONDS_PER_GAME_SECOND;
    return this.fixture.kickoffAt + Math.round(periodStartOffset(this.league, period) + played);
  }

  private push(at: number, event: BasketballFeedEvent): void {
    this.events.push({ at, event });
  }

  private state(at: number, state: number, rawState: string, period: number, periodStartAt: number | null): void {
    const key = `${this.providerMatchId}:state:${this.count.state++}`;
    const { provider, providerMatchId } = this;
    this.push(at, { provider, providerMatchId, kind: 'state', key, state, rawState, periodStartAt, period });
  }

  private score(at: number, row: Play): void {
    this.push(at, {
      provider: this.provider,
      providerMatchId: this.providerMatchId,
      kind: 'score',
      key: `${this.providerMatchId}:score:${this.count.score++}`,
      score: [row[6][0], row[6][1]],
      halfTime: this.halfTime,
      extraTime: null,
      penalties: null,
      periods: this.periods.map(([h, a]): ScorePair => [h, a]),
    });
  }

  private play(at: number, row: Play, index: number): void {
    const [period, secondsLeft, side, playerId, type, points, scoreAfter, related] = row;
    this.push(at, {
      provider: this.provider,
      providerMatchId: this.providerMatchId,
      kind: 'basketballPlay',
      key: `${this.providerMatchId}:play:${index}`,
      type,
      side,
      period,
      secondsLeft,
      playerId,
      playerName: this.nameOf(playerId),
      relatedPlayerId: related,
      relatedPlayerName: this.nameOf(related),
      points,
      score: [scoreAfter[0], scoreAfter[1]],
    });
  }

  private nameOf(playerId: number | null): string | null {
    return playerId === null ? null : (this.names.get(playerId) ?? null);
  }

  /** The 2-minute marks of this period that the clock has passed. */
  private snapshotsUntil(period: number, elapsed: number): void {
    const periodEnd = elapsedBefore(this.league, period + 1);
    while (this.nextSnapshot <= elapsed && this.nextSnapshot < periodEnd) {
      this.snapshot(this.wallAt(period, periodEnd - this.nextSnapshot), this.nextSnapshot);
      this.nextSnapshot += SNAPSHOT_SECONDS;
    }
  }

  private snapshot(at: number, elapsed: number): void {
    const box = this.tracker.snapshot();
    const n = this.count.snapshot++;
    const minute = Math.floor(elapsed / 60);
    const { provider, providerMatchId } = this;
    const values = statisticValues(box);
    this.push(at, {
      provider,
      providerMatchId,
      kind: 'statistics',
      key: `${this.providerMatchId}:stats:${n}`,
      minute,
      values,
    });
    if (this.result.home.rotation.length === 0) return;
    const { home, away } = box;
    this.push(at, {
      provider,
      providerMatchId,
      kind: 'boxScore',
      key: `${this.providerMatchId}:box:${n}`,
      minute,
      home,
      away,
    });
  }
}

function runningState(period: number): number {
  const running = [BasketballStatus.q1, BasketballStatus.q2, BasketballStatus.q3, BasketballStatus.q4];
  return running[period - 1] ?? BasketballStatus.overtime;
}

function endedState(period: number): number {
  const ended = [BasketballStatus.q1Ended, BasketballStatus.q2Ended, BasketballStatus.q3Ended];
  return ended[period - 1] ?? BasketballStatus.abnormal;
}

function periodName(period: number): string {
  return period <= REGULATION_PERIODS ? `Q${period}` : `OT${period - REGULATION_PERIODS}`;
}
