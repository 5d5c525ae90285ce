/**
 * The bundled basketball feed: generated NBA and CBA games (模拟) on today's calendar, played out
 * against a virtual clock. Like the football replay provider it has no I/O: `bootstrap` gives every
 * fixture of the window as it stands now, `tick` what became due since the previous call.
 */
import type { CbaSeason, NbaSeason } from '../../dataset/dataset';
import type { Clock } from '../../../platform/clock';
import { createCursor } from '../cursor';
import { byTipOff, dayOf, fixturesOfDay, type BasketballFixture } from './calendar';
import type { FeedEvent as BasketballFeedEvent } from '../../events';
import { simulateGame } from './game';
import type { LeagueKey } from './league';
import { createNbaPlayoffs, nbaPlayoffTeams, type NbaPlayoffs } from './playoffs';
import { cbaRatings, nbaRatings, type TeamRating } from './ratings';
import { announcement, gameTimeline, type TimedEvent } from './timeline';

export interface BasketballProviderOptions {
  readonly nba: NbaSeason;
  readonly cba: CbaSeason;
  /** Real epoch seconds. */
  readonly clock: Clock;
  /** Virtual seconds per real second, at least 1. */
  readonly speed: number;
  /** The real instant at which virtual and real time agree. */
  readonly anchor: number;
  readonly daysBack: number;
  readonly daysAhead: number;
}

export interface BasketballProvider {
  /** Every event that brings an empty store to the state at the virtual now, made game by game as it is read. */
  bootstrap(): Iterable<BasketballFeedEvent>;
  /** The events due since the committed cursor (the first call reads from nothing); the cursor stays until `commit`. */
  tick(): BasketballFeedEvent[];
  /** Moves the cursor past the last tick's events, once they are stored. */
  commit(): void;
  /** Virtual epoch seconds. */
  now(): number;
}

interface LeagueSeason {
  readonly season: string;
  readonly ratings: readonly TeamRating[];
}

/** Where a read ended: its instant and the window's fixtures then, all announced by that read. */
interface Read {
  readonly at: number;
  readonly fixtures: readonly BasketballFixture[];
  readonly ids: ReadonlySet<string>;
}

interface Played {
  readonly day: number;
  readonly events: readonly TimedEvent[];
  readonly endAt: number;
}

/** State, score and box-score events carry the whole state, so a batch keeps only each match's latest. */
const SNAPSHOT_KINDS: ReadonlySet<BasketballFeedEvent['kind']> = new Set(['state', 'score', 'boxScore']);

export function createBasketballProvider(options: BasketballProviderOptions): BasketballProvider {
  checkOptions(options);
  const schedule = createBasketballSchedule(options);
  const { seasons, teamsOf, playedOf, fixturesAt } = schedule;
  const cursor = createCursor<Read>();

  const now = () => Math.floor(options.anchor + (options.clock() - options.anchor) * options.speed);
  // The play-offs around now (a whole season played through) are worked out here, before the API listens
  // (bundledProviders), not in a bootstrap slice.
  schedule.fixturesAt(now());

  /** A fixture not in the last read is announced and restored up to `to`; a known one gives what fell due. */
  const fixtureEvents = (fixture: BasketballFixture, last: Read | null, to: number): BasketballFeedEvent[] => {
    const fresh = !last?.ids.has(fixture.providerMatchId);
    const [home, away] = teamsOf(fixture);
    const events = fresh ? announcement(fixture, seasons[fixture.league.key].season, home, away) : [];
    if (fixture.kickoffAt > to) return events;
    const since = fresh || !last ? -Infinity : last.at;
    const game = playedOf(fixture);
    if (game.endAt <= since) return events;
    for (const timed of game.events) if (timed.at > since && timed.at <= to) events.push(timed.event);
    return events;
  };

  const readAt = (to: number): Read => {
    const fixtures = fixturesAt(to);
    schedule.forgetBefore(dayOf(to) - options.daysBack - 1);
    return { at: to, fixtures, ids: new Set(fixtures.map((f) => f.providerMatchId)) };
  };

  return {
    now,
    *bootstrap() {
      const read = readAt(now());
      cursor.reset(read);
      for (const fixture of read.fixtures) yield* latestSnapshots(fixtureEvents(fixture, null, read.at));
    },
    tick() {
      const last = cursor.read();
      const to = now();
      if (last && to <= last.at) return [];
      const read = readAt(to);
      // A game that left the window since the last read still owes the events up to its end.
      const leaving = (last?.fixtures ?? []).filter((f) => !read.ids.has(f.providerMatchId));
      cursor.stage(read);
      return latestSnapshots([...leaving, ...read.fixtures].flatMap((f) => fixtureEvents(f, last, to)));
    },
    commit: cursor.commit,
  };
}

/**
 * The window's fixtures and their generated games, shared by the game and odds providers. Games are
 * simulated once and kept until their day leaves the window.
 */
export function createBasketballSchedule(
  options: Pick<BasketballProviderOptions, 'nba' | 'cba' | 'daysBack' | 'daysAhead'>,
) {
  const seasons: Record<LeagueKey, LeagueSeason> = {
    nba: { season: options.nba.season, ratings: nbaRatings(options.nba) },
    cba: { season: options.cba.season, ratings: cbaRatings(options.cba) },
  };
  const teamCounts = { nba: seasons.nba.ratings.length, cba: seasons.cba.ratings.length };
  const playoffs = playoffsOf(options.nba, seasons.nba.ratings);
  const played = new Map<string, Played>();

  const teamsOf = (fixture: BasketballFixture): [TeamRating, TeamRating] => {
    const { ratings } = seasons[fixture.league.key];
    const home = ratings[fixture.home];
    const away = ratings[fixture.away];
    if (!home || !away) throw new Error(`no teams for fixture ${fixture.providerMatchId}`);
    return [home, away];
  };

  const playedOf = (fixture: BasketballFixture): Played => {
    const cached = played.get(fixture.providerMatchId);
    if (cached) return cached;
    const [home, away] = teamsOf(fixture);
    const events = gameTimeline(fixture, simulateGame(fixture.league, home, away, fixture.providerMatchId));
    const game = { day: fixture.day, events, endAt: events.at(-1)?.at ?? fixture.kickoffAt };
    played.set(fixture.providerMatchId, game);
    return game;
  };

  /**
   * The window's days, regular season and play-offs (every game ends on the day it tips off: the last
   * tip-off is 20:00 Beijing time).
   */
  const fixturesAt = (at: number): BasketballFixture[] => {
    const fixtures: BasketballFixture[] = [];
    for (let day = dayOf(at) - options.daysBack; day <= dayOf(at) + options.daysAhead; day++) {
      fixtures.push(...[...fixturesOfDay(day, teamCounts), ...playoffs.fixturesOfDay(day)].sort(byTipOff));
    }
    return fixtures;
  };

  return {
    seasons,
    teamsOf,
    playedOf,
    fixturesAt,
    /** Games of the day before the window stay simulated: a tick may still owe the end of one that just left it. */
    forgetBefore(firstDay: number): void {
      for (const [id, game] of played) if (game.day < firstDay) played.delete(id);
    },
  };
}

export type BasketballSchedule = ReturnType<typeof createBasketballSchedule>;

/** One bracket per data set, shared by the game and odds providers: working one out plays a whole season. */
const playoffsByData = new WeakMap<NbaSeason, NbaPlayoffs>();

function playoffsOf(nba: NbaSeason, ratings: readonly TeamRating[]): NbaPlayoffs {
  let playoffs = playoffsByData.get(nba);
  if (!playoffs) {
    playoffs = createNbaPlayoffs(nbaPlayoffTeams(nba, ratings));
    playoffsByData.set(nba, playoffs);
  }
  return playoffs;
}

export function checkOptions({ speed, daysBack, daysAhead }: BasketballProviderOptions): void {
  if (!Number.isFinite(speed) || speed < 1) throw new RangeError(`basketball speed must be at least 1, got ${speed}`);
  for (const days of [daysBack, daysAhead]) {
    if (!Number.isInteger(days) || days < 0) {
      throw new RangeError(`basketball window days must be whole and not negative, got ${days}`);
    }
  }
}

function latestSnapshots(events: readonly BasketballFeedEvent[]): BasketballFeedEvent[] {
  const seen = new Set<string>();
  const kept: BasketballFeedEvent[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i] as BasketballFeedEvent;
    if (SNAPSHOT_KINDS.has(event.kind)) {
      const key = `${event.providerMatchId}:${event.kind}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    kept.push(event);
  }
  return kept.reverse();
}
