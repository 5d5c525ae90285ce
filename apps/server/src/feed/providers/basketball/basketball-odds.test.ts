import { describe, expect, it } from 'vitest';
import type { OddsEvent } from '../../events';
import { createBasketballOddsProvider, expectedPoints, gameMoments } from './basketball-odds';
import { createBasketballSchedule } from './basketball-provider';
import { dayOf, dayStartAt } from './calendar';
import { NBA } from './league';
import { basketballData, onTestClock } from './test-data';

/** 2025-03-10 21:00 Beijing time: games finished, in play and to come. */
const EVENING = dayStartAt(dayOf(Date.UTC(2025, 2, 10, 12) / 1000)) + 21 * 3600;

const oddsAt = (start: number) => onTestClock(createBasketballOddsProvider, start);

const oddsOf = (events: readonly unknown[]) => events as OddsEvent[];

describe('expectedPoints', () => {
  it('gives the home side the home-court edge over an identical opponent', () => {
    const [team] = createBasketballSchedule({ ...basketballData, daysBack: 0, daysAhead: 0 }).seasons.nba.ratings;
    const points = expectedPoints(NBA, team!, team!);
    expect(points.home - points.away).toBeCloseTo(NBA.homeAdvantage, 6);
    expect(points.home + points.away).toBeGreaterThan(190);
    expect(points.home + points.away).toBeLessThan(250);
  });
});

describe('createBasketballOddsProvider', () => {
  it('prices the three markets for every company, opening, pre-match and in play', () => {
    const events = oddsOf([...oddsAt(EVENING).provider.bootstrap()]);
    expect(new Set(events.map((e) => e.market))).toEqual(new Set(['asia', 'euro', 'total']));
    expect(new Set(events.map((e) => e.phase))).toEqual(new Set(['open', 'pre', 'live']));
    expect(new Set(events.map((e) => e.companyId)).size).toBe(6);
    expect(new Set(events.map((e) => e.key)).size).toBe(events.length);
    for (const e of events.filter((x) => x.market !== 'euro')) expect(Math.abs(e.values[1] % 1)).toBe(0.5);
  });

  it('ticks out exactly what became due: bootstrap + ticks equals a later bootstrap', () => {
    const { provider, clock } = oddsAt(EVENING);
    const seen = [...provider.bootstrap()];
    for (let i = 0; i < 8; i++) {
      clock.now += 600 + i;
      seen.push(...provider.tick());
      provider.commit();
    }
    const later = [...oddsAt(clock.now).provider.bootstrap()];
    expect(new Set(seen.map((e) => e.key))).toEqual(new Set(later.map((e) => e.key)));
  });

  it('moves the in-play lines with the score', () => {
    const live = oddsOf([...oddsAt(EVENING).provider.bootstrap()]).filter(
      (e) => e.phase === 'live' && e.market === 'asia' && e.companyId === 1 && e.score !== null,
    );
    expect(live.length).toBeGreaterThan(10);
    for (const e of live) {
      const [home, away] = e.score!;
      const lead = home - away;
      // The handicap is on the final margin, so it follows a big lead.
      if (Math.abs(lead) > 20 && (e.minute ?? 0) > 36) expect(Math.sign(e.values[1])).toBe(Math.sign(lead));
    }
  });
});

describe('gameMoments', () => {
  it('prices every two minutes of game clock and stops a minute from the end', () => {
    const schedule = createBasketballSchedule({ ...basketballData, daysBack: 0, daysAhead: 0 });
    const [fixture] = schedule.fixturesAt(EVENING);
    const moments = gameMoments(fixture!.league, schedule.playedOf(fixture!).events);
    expect(moments.length).toBeGreaterThanOrEqual(24);
    expect(moments[0]).toMatchObject({ minute: 0, score: [0, 0], remaining: 1 });
    expect(Math.min(...moments.map((m) => m.remaining))).toBeGreaterThanOrEqual(60 / 2880);
    for (let i = 1; i < moments.length; i++) expect(moments[i]!.at).toBeGreaterThanOrEqual(moments[i - 1]!.at);
  });
});
