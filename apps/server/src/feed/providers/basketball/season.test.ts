import { describe, expect, it } from 'vitest';
import { createBasketballSchedule } from './basketball-provider';
import { dayOf, dayOfDate, dayStartAt, seasonStartDay } from './calendar';
import { createBasketballSeason } from './season';
import { basketballData } from './test-data';

/** 2025-03-10 21:00 Beijing time. */
const EVENING = dayStartAt(dayOf(Date.UTC(2025, 2, 10, 12) / 1000)) + 21 * 3600;
const HOME = 100_000;

describe('seasonStartDay', () => {
  it('is the opening day of the season in play, or of the last one in the summer', () => {
    const start = seasonStartDay('nba', dayOf(EVENING));
    expect(start).toBe(dayOfDate(2024, 10, 23));
    expect(seasonStartDay('nba', start)).toBe(start);
    expect(seasonStartDay('nba', dayOfDate(2025, 9, 30))).toBe(start);
    expect(seasonStartDay('nba', dayOfDate(2025, 10, 22))).toBe(dayOfDate(2025, 10, 22));
  });
});

describe('createBasketballSeason', () => {
  const season = createBasketballSeason(basketballData);

  it("lists a team's finished games of the season, newest first", () => {
    const games = season.gamesOf(HOME, EVENING, 10);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      expect([game.homeTeamId, game.awayTeamId]).toContain(HOME);
      expect(game.kickoffAt).toBeLessThan(EVENING);
      expect(dayOf(game.kickoffAt)).toBeGreaterThanOrEqual(seasonStartDay('nba', dayOf(EVENING)));
    }
    const kicks = games.map((g) => g.kickoffAt);
    expect(kicks).toEqual([...kicks].sort((a, b) => b - a));
  });

  it('keeps only the meetings with an opponent when asked', () => {
    const [latest] = season.gamesOf(HOME, EVENING, 1);
    const opponent = latest!.homeTeamId === HOME ? latest!.awayTeamId : latest!.homeTeamId;
    for (const game of season.gamesOf(HOME, EVENING, 6, opponent)) {
      expect(new Set([game.homeTeamId, game.awayTeamId])).toEqual(new Set([HOME, opponent]));
    }
  });

  it('agrees with the games the feed plays', () => {
    const schedule = createBasketballSchedule({ ...basketballData, daysBack: 3, daysAhead: 0 });
    const [latest] = season.gamesOf(HOME, EVENING, 1);
    const fixture = schedule.fixturesAt(EVENING).find((f) => f.providerMatchId === latest!.providerMatchId);
    expect(fixture).toBeDefined();
    const final = schedule
      .playedOf(fixture!)
      .events.filter((t) => t.event.kind === 'score')
      .at(-1)!.event;
    expect(final.kind === 'score' && final.score).toEqual(latest!.score);
  });

  it('knows no games of an unknown team', () => {
    expect(season.gamesOf(1, EVENING, 5)).toEqual([]);
  });
});
