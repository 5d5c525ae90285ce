/**
 * A game of the bundled basketball feed as normalised events, for the e2e suite, which reaches the server only
 * through its HTTP API and public scripts (it pushes these through POST /feed/push).
 *
 *   node --import tsx apps/server/scripts/generated-basketball-game.ts --game nba:2 --from=1800 [--to=1840]
 *
 * `--game` is `<nba|cba>:<n>`, the n-th game of that league on a Monday in November of the generated calendar,
 * or `playoff`, a first round's game 2 of the generated NBA play-offs. `--from` and `--to` are seconds after the
 * tip-off: without `--to`, every event of the game as it stands at `--from` (the feed's bootstrap); with it,
 * the events that fell due between the two (the feed's tick). Prints `{ "kickoffAt", "events" }` as JSON. Give a
 * negative value as `--from=-7200` (parseArgs takes a separate `-7200` for an option).
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadBasketball } from '../src/feed/dataset/basketball';
import type { FeedEvent } from '../src/feed/events';
import { createBasketballOddsProvider } from '../src/feed/providers/basketball/basketball-odds';
import {
  createBasketballProvider,
  createBasketballSchedule,
} from '../src/feed/providers/basketball/basketball-provider';
import {
  dayOfDate,
  dayStartAt,
  fixturesOfDay,
  type BasketballFixture,
} from '../src/feed/providers/basketball/calendar';

const SOURCE_DAY = dayOfDate(2026, 11, 23);
/** The third night of the generated 2025-26 play-offs: game 2 of the first-round series opened on 19 April. */
const PLAYOFF_DAY = dayOfDate(2026, 4, 21);
const teamCounts = { nba: 30, cba: 20 };
const data = loadBasketball(fileURLToPath(new URL('../../../data', import.meta.url)));

function fixtureOf(game: string): BasketballFixture {
  if (game === 'playoff') {
    const schedule = createBasketballSchedule({ ...data, daysBack: 0, daysAhead: 0 });
    const fixture = schedule.fixturesAt(dayStartAt(PLAYOFF_DAY)).find((f) => f.playoff);
    if (!fixture) throw new Error('no play-off game on the play-off day');
    return fixture;
  }
  const [league, n] = game.split(':');
  const fixture = fixturesOfDay(SOURCE_DAY, teamCounts).filter((f) => f.league.key === league)[Number(n ?? 0)];
  if (!fixture) throw new Error(`no game ${game} on the source day`);
  return fixture;
}

function gameEvents(fixture: BasketballFixture, from: number, to: number | undefined): FeedEvent[] {
  const clock = { now: fixture.kickoffAt + from };
  const options = { ...data, clock: () => clock.now, speed: 1, anchor: clock.now, daysBack: 0, daysAhead: 0 };
  const games = createBasketballProvider(options);
  const odds = createBasketballOddsProvider(options);
  let events = [...games.bootstrap(), ...odds.bootstrap()];
  if (to !== undefined) {
    clock.now = fixture.kickoffAt + to;
    events = [...games.tick(), ...odds.tick()];
  }
  return events.filter((e) => e.providerMatchId === fixture.providerMatchId);
}

const { values } = parseArgs({
  options: { game: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
});
const fixture = fixtureOf(values.game ?? 'nba:0');
const events = gameEvents(fixture, Number(values.from ?? 0), values.to === undefined ? undefined : Number(values.to));
process.stdout.write(JSON.stringify({ kickoffAt: fixture.kickoffAt, events }));
