import { describe, expect, it } from 'vitest';
import {
  FOOTBALL_PRIOR,
  RESULT_KNOWN_AFTER,
  learnResult,
  priorRatings,
  walkSeason,
  type FootballResult,
} from './football-model';

const HOUR = 3600;
const match = (id: number, kickoffAt: number, home: number, away: number, ft: [number, number]): FootballResult => ({
  id,
  competitionId: 1,
  kickoffAt,
  homeTeamId: home,
  awayTeamId: away,
  ft,
});

const season: FootballResult[] = [
  match(1, 0, 10, 11, [3, 0]),
  match(2, 0, 12, 13, [1, 1]),
  match(3, 2 * HOUR, 11, 12, [0, 2]),
  match(4, 7 * 24 * HOUR, 10, 12, [2, 1]),
  match(5, 14 * 24 * HOUR, 13, 10, [0, 4]),
];

describe('the football rating model', () => {
  it('a win raises the winner’s attack and the loser loses defence', () => {
    const after = learnResult(priorRatings(), season[0] as FootballResult);
    expect(after.teams.get(10)?.attack).toBeGreaterThan(0);
    expect(after.teams.get(11)?.defence).toBeLessThan(0);
    expect(after.homeAdvantage).toBeGreaterThan(FOOTBALL_PRIOR.homeAdvantage);
  });

  it('the first matches are predicted from the priors: 1.4 goals at home, 1.1 away', () => {
    const { previews } = walkSeason(season);
    expect(previews.get(1)?.rates.home).toBeCloseTo(1.4, 9);
    expect(previews.get(1)?.rates.away).toBeCloseTo(1.1, 9);
  });

  it('a match kicking off before an earlier match is surely over does not see its result', () => {
    const { previews } = walkSeason(season);
    // Match 3 kicks off 2 h after 1 and 2: their results are not known yet (RESULT_KNOWN_AFTER = 3 h).
    expect(RESULT_KNOWN_AFTER).toBeGreaterThan(2 * HOUR);
    expect(previews.get(3)).toEqual(previews.get(1));
    expect(previews.get(4)).not.toEqual(previews.get(1));
  });

  it('no future data: changing any result at or after a kick-off leaves its prediction unchanged', () => {
    const base = walkSeason(season).previews;
    season.forEach((target) => {
      const rewritten = season.map((m) =>
        m.kickoffAt + RESULT_KNOWN_AFTER > target.kickoffAt
          ? { ...m, ft: [m.ft[1] + 5, m.ft[0]] as [number, number] }
          : m,
      );
      expect(walkSeason(rewritten).previews.get(target.id)).toEqual(base.get(target.id));
    });
  });

  it('…while an earlier result does change it (the test above can fail)', () => {
    const rewritten = season.map((m) => (m.id === 1 ? { ...m, ft: [0, 3] as [number, number] } : m));
    expect(walkSeason(rewritten).previews.get(4)).not.toEqual(walkSeason(season).previews.get(4));
  });

  it('the order of the input does not matter', () => {
    expect(walkSeason(season.toReversed()).previews).toEqual(walkSeason(season).previews);
  });
});
