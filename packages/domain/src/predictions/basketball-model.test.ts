import { describe, expect, it } from 'vitest';
import { BASKETBALL_AVERAGE_TOTAL, basketballForecast, basketballRating } from './basketball-model';
import { formOf, restDays } from './form';

const DAY = 86_400;
const games = [
  { kickoffAt: 1 * DAY, homeTeamId: 1, awayTeamId: 2, score: [110, 100] as const },
  { kickoffAt: 3 * DAY, homeTeamId: 3, awayTeamId: 1, score: [100, 104] as const },
  { kickoffAt: 5 * DAY, homeTeamId: 1, awayTeamId: 3, score: [99, 99] as const },
];

describe('the basketball rating', () => {
  it('averages the home-corrected margins, shrunk by 4 games of average', () => {
    // (10 − 2.5) + (4 + 2.5) + (0 − 2.5) = 11.5 over 3 + 4 games
    const rating = basketballRating(1, games);
    expect(rating.rating).toBeCloseTo(11.5 / 7, 9);
    expect(rating.total).toBeCloseTo((210 + 204 + 198 + 4 * BASKETBALL_AVERAGE_TOTAL) / 7, 9);
    expect(rating.games).toBe(3);
  });

  it('a team with no games is average, and home court is worth 2.5 points', () => {
    const none = basketballRating(9, games);
    expect(basketballForecast(none, none)).toEqual({ margin: 2.5, total: BASKETBALL_AVERAGE_TOTAL });
  });
});

describe('form and rest', () => {
  it('reads the games before the kick-off only, newest first', () => {
    expect(formOf(1, games, 6 * DAY, 5)).toEqual(['D', 'W', 'W']);
    expect(formOf(1, games, 4 * DAY, 5)).toEqual(['W', 'W']);
    expect(restDays(1, games, 6 * DAY + 100)).toBe(1);
    expect(restDays(2, games, DAY)).toBeNull();
  });
});
