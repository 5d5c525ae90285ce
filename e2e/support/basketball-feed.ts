import { expect, type APIRequestContext } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { loadBasketball } from '../../apps/server/src/feed/dataset/basketball';
import type { FeedEvent } from '../../apps/server/src/feed/events';
import { createBasketballOddsProvider } from '../../apps/server/src/feed/providers/basketball/basketball-odds';
import {
  createBasketballProvider,
  createBasketballSchedule,
} from '../../apps/server/src/feed/providers/basketball/basketball-provider';
import {
  dayOfDate,
  dayStartAt,
  fixturesOfDay,
  type BasketballFixture,
} from '../../apps/server/src/feed/providers/basketball/calendar';
import { apiUrl } from './api';
import { pushFeed, sportsNow } from './feed';

/**
 * Basketball games of our own for the e2e suite, whatever the hour and the season: games of the generated
 * NBA and CBA calendar (a Monday in November), played by the product's own model with its odds, moved in
 * time so that each stands where a test needs it now (in play, finished or to come), and pushed through the
 * feed push as provider `e2e`. The generated calendar itself has basketball only on Beijing mornings and
 * evenings from October to April.
 */
const SOURCE_DAY = dayOfDate(2026, 11, 23);
/** The third night of the generated 2025-26 play-offs: game 2 of the first-round series opened on 19 April. */
const PLAYOFF_DAY = dayOfDate(2026, 4, 21);
const teamCounts = { nba: 30, cba: 20 };
const data = loadBasketball(fileURLToPath(new URL('../../data', import.meta.url)));

export type GameMoment = 'live' | 'finished' | 'upcoming';

/** Seconds from tip-off to the moment a game is shown at: early in the second quarter, after the final, two hours before. */
const MOMENT_OFFSET: Record<GameMoment, number> = { live: 1800, finished: 4 * 3600, upcoming: -2 * 3600 };

export interface PushedGame {
  /** Kanqiu's id of the pushed game. */
  readonly id: number;
  /** Plays the game on by `seconds` of its own time and pushes what happened. */
  playOn(request: APIRequestContext, seconds: number): Promise<void>;
}

const shiftEvent = (event: FeedEvent, shift: number, tag: string): FeedEvent => {
  const moved: Record<string, unknown> = {
    ...event,
    provider: 'e2e',
    providerMatchId: `${tag}-${event.providerMatchId}`,
    key: `${tag}-${event.key}`,
  };
  for (const field of ['kickoffAt', 'periodStartAt', 'at'] as const) {
    const value = moved[field];
    if (typeof value === 'number') moved[field] = value + shift;
  }
  return moved as FeedEvent;
};

/** Pushes the `n`-th game of the league's source day as it stands at `moment`, now on the API's sports clock. */
export async function pushGeneratedGame(
  request: APIRequestContext,
  league: 'nba' | 'cba',
  moment: GameMoment,
  n = 0,
): Promise<PushedGame> {
  const fixture = fixturesOfDay(SOURCE_DAY, teamCounts).filter((f) => f.league.key === league)[n];
  if (!fixture) throw new Error(`no ${league} game ${n} on the source day`);
  return pushFixture(request, fixture, moment);
}

/** A game of the generated NBA play-offs (a first round's game 2) as it stands at `moment`. */
export async function pushPlayoffGame(request: APIRequestContext, moment: GameMoment): Promise<PushedGame> {
  const schedule = createBasketballSchedule({ ...data, daysBack: 0, daysAhead: 0 });
  const fixture = schedule.fixturesAt(dayStartAt(PLAYOFF_DAY)).find((f) => f.playoff);
  if (!fixture) throw new Error('no play-off game on the play-off day');
  return pushFixture(request, fixture, moment);
}

async function pushFixture(
  request: APIRequestContext,
  fixture: BasketballFixture,
  moment: GameMoment,
): Promise<PushedGame> {
  const tag = `${moment}${Date.now().toString(36)}`;
  const clock = { now: fixture.kickoffAt + MOMENT_OFFSET[moment] };
  const options = { ...data, clock: () => clock.now, speed: 1, anchor: clock.now, daysBack: 0, daysAhead: 0 };
  const games = createBasketballProvider(options);
  const odds = createBasketballOddsProvider(options);
  const shift = (await sportsNow(request)) - clock.now;
  const own = (events: Iterable<FeedEvent>) =>
    [...events].filter((e) => e.providerMatchId === fixture.providerMatchId).map((e) => shiftEvent(e, shift, tag));
  const push = async (events: FeedEvent[]) => {
    for (let i = 0; i < events.length; i += 4000) await pushFeed(request, events.slice(i, i + 4000));
  };
  const announced = [...own(games.bootstrap()), ...own(odds.bootstrap())];
  await push(announced);
  const match = announced.find((e) => e.kind === 'match');
  if (match?.kind !== 'match') throw new Error('the generated game has no match event');
  return {
    id: await basketballMatchId(request, match.homeTeamId, match.kickoffAt),
    async playOn(req, seconds) {
      clock.now += seconds;
      const events = [...own(games.tick()), ...own(odds.tick())];
      games.commit();
      odds.commit();
      if (events.length > 0) await push(events);
    },
  };
}

/**
 * The id Kanqiu gave a pushed game, found by its home team and tip-off on the day's lists (asked again for
 * a few seconds: the lists are cached briefly).
 */
async function basketballMatchId(request: APIRequestContext, homeTeamId: number, kickoffAt: number): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        for (const type of [0, 1, 2]) {
          const response = await request.get(`${apiUrl}/live/basketball/match`, {
            params: { type, date: formatShanghai(kickoffAt) },
          });
          const envelope = (await response.json()) as {
            data: { scoreList: { id: number; homeId: number; ot: number }[] };
          };
          id ??= envelope.data.scoreList.find((r) => r.homeId === homeTeamId && r.ot === kickoffAt)?.id;
        }
        return id !== undefined;
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(true);
  return id ?? 0;
}

/** YYYY-MM-DD of the Beijing day of an instant. */
function formatShanghai(epochSec: number): string {
  return new Date((epochSec + 8 * 3600) * 1000).toISOString().slice(0, 10);
}
