/**
 * The bundled feed: the real matches of the data set replayed as if live on today's calendar
 * (ARCHITECTURE §6). Pure and deterministic: everything follows from the injected clock, so two
 * instances with the same anchor emit the same events with the same keys.
 */
import type { Clock } from '../../../platform/clock';
import type { FootballData } from '../../dataset/dataset';
import type { FeedEvent } from '../../events';
import { createCursor } from '../cursor';
import { buildReplaySchedule, dayOf, fixturesOfDay, seasonsBefore, type Fixture } from './calendar';
import { changeEvent, matchUpsert, type PlayerIndex } from './replay-events';
import { changesBetween, changesToRestore } from './timeline';

export interface ReplayProviderOptions {
  readonly football: FootballData;
  /** Real epoch seconds. */
  readonly clock: Clock;
  /** FEED_SPEED: virtual seconds per real second, at least 1. */
  readonly speed: number;
  /** Epoch seconds where the virtual clock and the real one meet. */
  readonly anchor: number;
  /** The Shanghai days around the virtual today whose fixtures are published. */
  readonly daysBack: number;
  readonly daysAhead: number;
}

export interface ReplayProvider {
  /** Every event that brings an empty store to the state at the virtual now, made fixture by fixture as it is read. */
  bootstrap(): Iterable<FeedEvent>;
  /** The events due since the committed cursor (the first call bootstraps); the cursor stays until `commit`. */
  tick(): FeedEvent[];
  /** Moves the cursor past the last tick's events, once they are stored. */
  commit(): void;
  /** The virtual time, epoch seconds. */
  now(): number;
}

export function createReplayProvider(options: ReplayProviderOptions): ReplayProvider {
  checkOptions(options);
  const { football, clock, speed, anchor, daysBack, daysAhead } = options;
  const schedule = buildReplaySchedule(football.matches);
  const players: PlayerIndex = new Map(football.players.map((p) => [p.id, p]));
  const cursor = createCursor<{ at: number; fixtures: Map<string, Fixture> }>();

  const now = () => anchor + (clock() - anchor) * speed;

  const days = new Map<number, Fixture[]>();
  function fixturesOn(day: number): Fixture[] {
    let fixtures = days.get(day);
    if (!fixtures) {
      fixtures = fixturesOfDay(schedule, day);
      days.set(day, fixtures);
    }
    return fixtures;
  }

  /** The window's days, and any match still being played that kicked off the day before them. */
  function fixturesAt(t: number): Map<string, Fixture> {
    const first = dayOf(t) - daysBack;
    for (const day of days.keys()) if (day < first - 1) days.delete(day);
    const fixtures = fixturesOn(first - 1).filter((f) => f.endAt >= t);
    for (let day = first; day <= dayOf(t) + daysAhead; day++) fixtures.push(...fixturesOn(day));
    return new Map(fixtures.map((f) => [f.providerMatchId, f]));
  }

  /** The match as it stands at t, with every played minute's statistics so the momentum chart is whole. */
  function restore(fixture: Fixture, t: number): FeedEvent[] {
    const minutes = changesBetween(fixture, -Infinity, t).filter((c) => c.kind === 'statistics');
    const rest = changesToRestore(fixture, t).filter((c) => c.kind !== 'statistics');
    return [matchUpsert(fixture), ...[...rest, ...minutes].map((c) => changeEvent(fixture, c, players))];
  }

  /**
   * The earlier matches of each competition's current season, before the window: results only (final
   * state and score), so league tables and form are whole from the first start.
   */
  function* seasonSoFar(t: number): Generator<FeedEvent> {
    for (const fixture of seasonsBefore(schedule, dayOf(t) - daysBack)) {
      if (fixture.endAt >= t) continue;
      const final = changesToRestore(fixture, fixture.endAt).filter((c) => c.kind === 'state' || c.kind === 'score');
      yield matchUpsert(fixture);
      for (const change of final) yield changeEvent(fixture, change, players);
    }
  }

  function* bootstrap(): Generator<FeedEvent> {
    const at = now();
    const fixtures = fixturesAt(at);
    cursor.reset({ at, fixtures });
    yield* seasonSoFar(at);
    for (const fixture of fixtures.values()) yield* restore(fixture, at);
  }

  function tick(): FeedEvent[] {
    const last = cursor.read();
    if (!last) return [...bootstrap()];
    const from = last.at;
    const to = now();
    if (to <= from) return [];
    const known = last.fixtures;
    const fixtures = fixturesAt(to);
    cursor.stage({ at: to, fixtures });
    const entering = [...fixtures.values()].filter((f) => !known.has(f.providerMatchId)).flatMap((f) => restore(f, to));
    const due = [...known.values()]
      .flatMap((f) =>
        changesBetween(f, from, to).map((change) => ({ at: change.at, event: changeEvent(f, change, players) })),
      )
      .sort((a, b) => a.at - b.at);
    return [...entering, ...due.map((d) => d.event)];
  }

  // The seasons around now are worked out here, before the API listens (bundledProviders), not in a bootstrap slice.
  fixturesAt(now());
  return { bootstrap, tick, commit: cursor.commit, now };
}

function checkOptions({ speed, daysBack, daysAhead }: ReplayProviderOptions): void {
  if (!Number.isFinite(speed) || speed < 1) throw new RangeError(`replay speed must be at least 1, got ${speed}`);
  for (const days of [daysBack, daysAhead]) {
    if (!Number.isInteger(days) || days < 0)
      throw new RangeError(`replay window days must be whole and not negative, got ${days}`);
  }
}
