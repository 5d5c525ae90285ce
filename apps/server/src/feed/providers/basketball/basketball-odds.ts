/**
 * Odds for the generated basketball games: the basketball odds model priced along each game's timeline.
 * Pre-match lines appear from 48 h before tip-off; in play every company re-prices at each period's start
 * and every two minutes of game clock, on the score and the time left.
 */
import { BasketballPlayType } from '@kanqiu/domain';
import type { FeedEvent } from '../../events';
import type { FeedProvider } from '../../feed-runner';
import {
  basketballOddsEventsUntil,
  type BasketballOddsFixture,
  type GameMoment,
} from '../../odds/basketball-odds-feed';
import { checkOptions, createBasketballSchedule, type BasketballProviderOptions } from './basketball-provider';
import { createOddsProvider } from '../odds-provider';
import { dayOf, type BasketballFixture } from './calendar';
import { REGULATION_PERIODS, elapsedAt, type League } from './league';
import { expectedEfficiency, expectedPace, type TeamRating } from './ratings';
import { BASKETBALL_PROVIDER, type TimedEvent } from './timeline';

const LIVE_EVERY_SECONDS = 120;
/** Markets close for the last minute of a game, as books suspend them, rather than quote 1.01 against 501. */
const CLOSE_SECONDS_LEFT = 60;

/** Each side's expected points: the possession model's efficiencies at the matchup's pace, plus home court. */
export function expectedPoints(league: League, home: TeamRating, away: TeamRating) {
  const pace = expectedPace(home, away, league.pace);
  const court = league.homeAdvantage / 2;
  return {
    home: (pace * expectedEfficiency(home, away, league.average)) / 100 + court,
    away: (pace * expectedEfficiency(away, home, league.average)) / 100 - court,
  };
}

/** A moment at each period's start and every two minutes of game clock, from the game's plays, until the last minute. */
export function gameMoments(league: League, events: readonly TimedEvent[]): GameMoment[] {
  const regulation = REGULATION_PERIODS * league.periodSeconds;
  const moments: GameMoment[] = [];
  let next = 0;
  for (const { at, event } of events) {
    if (event.kind !== 'basketballPlay' || event.type === BasketballPlayType.periodEnd) continue;
    const elapsed = elapsedAt(league, event.period, event.secondsLeft);
    if (event.type !== BasketballPlayType.periodStart && elapsed < next) continue;
    next = (Math.floor(elapsed / LIVE_EVERY_SECONDS) + 1) * LIVE_EVERY_SECONDS;
    const left = event.secondsLeft + Math.max(0, REGULATION_PERIODS - event.period) * league.periodSeconds;
    if (left < CLOSE_SECONDS_LEFT) continue;
    const score: [number, number] = [event.score[0], event.score[1]];
    moments.push({ at, minute: Math.floor(elapsed / 60), score, remaining: left / regulation });
  }
  return moments;
}

export function createBasketballOddsProvider(options: BasketballProviderOptions): FeedProvider {
  checkOptions(options);
  const schedule = createBasketballSchedule(options);

  const oddsFixture = (fixture: BasketballFixture): BasketballOddsFixture => {
    const [home, away] = schedule.teamsOf(fixture);
    return {
      provider: BASKETBALL_PROVIDER,
      providerMatchId: fixture.providerMatchId,
      kickoffAt: fixture.kickoffAt,
      expected: expectedPoints(fixture.league, home, away),
    };
  };

  const pricesUntil = (fixture: BasketballFixture, at: number): FeedEvent[] => {
    const moments = fixture.kickoffAt <= at ? gameMoments(fixture.league, schedule.playedOf(fixture).events) : [];
    return basketballOddsEventsUntil(oddsFixture(fixture), moments, at);
  };

  return createOddsProvider({
    name: 'basketball-odds',
    now: () => Math.floor(options.anchor + (options.clock() - options.anchor) * options.speed),
    fixturesAt: (at) => schedule.fixturesAt(at),
    endOf: (fixture) => schedule.playedOf(fixture).endAt,
    pricesUntil,
    onTick: (to) => schedule.forgetBefore(dayOf(to) - options.daysBack - 1),
  });
}
