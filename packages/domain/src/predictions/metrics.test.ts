import { describe, expect, it } from 'vitest';
import { baseRates, brierScore, calibration, logLoss, scoreCard, type Forecast } from './metrics';

const homeWon: Forecast = { chances: { home: 0.5, draw: 0.3, away: 0.2 }, outcome: 'home' };
const drawn: Forecast = { chances: { home: 0.2, draw: 0.3, away: 0.5 }, outcome: 'draw' };

describe('forecast metrics, worked by hand', () => {
  it('Brier score: (0.5 − 1)² + 0.3² + 0.2² = 0.38 and 0.2² + (0.3 − 1)² + 0.5² = 0.78', () => {
    expect(brierScore(homeWon)).toBeCloseTo(0.38, 12);
    expect(brierScore(drawn)).toBeCloseTo(0.78, 12);
  });

  it('log loss: −ln 0.5 = 0.693147 and −ln 0.3 = 1.203973', () => {
    expect(logLoss(homeWon)).toBeCloseTo(0.693147, 6);
    expect(logLoss(drawn)).toBeCloseTo(1.203973, 6);
  });

  it('a score card averages them and counts the likeliest outcome’s hits', () => {
    const card = scoreCard([homeWon, drawn]);
    expect(card).toMatchObject({ matches: 2, accuracy: 0.5 });
    expect(card.brier).toBeCloseTo(0.58, 12);
    expect(card.logLoss).toBeCloseTo((0.693147 + 1.203973) / 2, 6);
  });

  it('a hard pick that misses has an infinite log loss', () => {
    expect(logLoss({ chances: { home: 1, draw: 0, away: 0 }, outcome: 'away' })).toBe(Infinity);
  });

  it('calibration bins every outcome’s chance and the share that happened', () => {
    const bins = calibration([homeWon, drawn], 2);
    // [0, 0.5): 0.3, 0.2, 0.2, 0.3 (one happened); [0.5, 1]: 0.5, 0.5 (one happened).
    expect(bins).toEqual([
      { from: 0, to: 0.5, forecast: 0.25, observed: 0.25, count: 4 },
      { from: 0.5, to: 1, forecast: 0.5, observed: 0.5, count: 2 },
    ]);
  });

  it('base rates add one imaginary match of each outcome', () => {
    expect(baseRates({ home: 0, draw: 0, away: 0 })).toEqual({ home: 1 / 3, draw: 1 / 3, away: 1 / 3 });
    expect(baseRates({ home: 2, draw: 1, away: 0 })).toEqual({ home: 0.5, draw: 2 / 6, away: 1 / 6 });
    // Without draws (basketball): two outcomes, none given to a draw.
    expect(baseRates({ home: 0, draw: 0, away: 0 }, false)).toEqual({ home: 0.5, draw: 0, away: 0.5 });
    expect(baseRates({ home: 3, draw: 0, away: 1 }, false)).toEqual({ home: 4 / 6, draw: 0, away: 2 / 6 });
  });
});
