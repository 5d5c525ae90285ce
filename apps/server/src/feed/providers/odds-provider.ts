import type { FeedEvent } from '../events';
import type { FeedProvider } from '../feed-runner';
import { createCursor } from './cursor';

/** Pre-match lines open 48 h before kick-off and move 48, 24, 6 and 1 h before it. */
const OPENING_LEAD = 48 * 3600;
const PRE_MATCH_LEADS = [48, 24, 6, 1].map((hours) => hours * 3600);

/**
 * A provider of generated odds along a schedule: the bootstrap gives every price so far of the fixtures whose lines
 * are open; a tick gives the prices since the last one of those in play or with a pre-match move due.
 */
export function createOddsProvider<Fixture extends { kickoffAt: number }>(spec: {
  name: string;
  now: () => number;
  /** The schedule's fixtures at `at`: the window's days, and one from the day before still being played. */
  fixturesAt: (at: number) => Fixture[];
  /** When the fixture's play ends. */
  endOf: (fixture: Fixture) => number;
  /** Every price of the fixture until `at`. */
  pricesUntil: (fixture: Fixture, at: number) => FeedEvent[];
  /** Runs at each tick before its prices. */
  onTick?: (to: number) => void;
}): FeedProvider {
  const cursor = createCursor<number>();
  const openFixtures = (at: number) => spec.fixturesAt(at).filter((f) => f.kickoffAt - OPENING_LEAD <= at);

  /** Whether a fixture can have new prices in (from, to]: it is in play, or a pre-match move falls due. */
  function pricesDue(fixture: Fixture, from: number, to: number): boolean {
    if (fixture.kickoffAt <= to && spec.endOf(fixture) >= from) return true;
    return PRE_MATCH_LEADS.some((lead) => fixture.kickoffAt - lead > from && fixture.kickoffAt - lead <= to);
  }

  return {
    name: spec.name,
    *bootstrap() {
      const at = spec.now();
      cursor.reset(at);
      for (const fixture of openFixtures(at)) yield* spec.pricesUntil(fixture, at);
    },
    tick() {
      const to = spec.now();
      const from = cursor.read() ?? to;
      if (to <= from) return [];
      cursor.stage(to);
      spec.onTick?.(to);
      return openFixtures(to)
        .filter((f) => pricesDue(f, from, to))
        .flatMap((f) => spec.pricesUntil(f, to).filter((event) => event.kind === 'odds' && event.at > from));
    },
    commit: cursor.commit,
  };
}
