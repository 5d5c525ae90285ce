import { describe, expect, it } from 'vitest';
import { oddsChange } from './odds-change';

describe('oddsChange', () => {
  it('is up when the odds rise', () => {
    expect(oddsChange(0.85, 0.9)).toBe('up');
  });

  it('is down when the odds fall', () => {
    expect(oddsChange(1.02, 0.98)).toBe('down');
  });

  it('is the same when nothing moved', () => {
    expect(oddsChange(0.85, 0.85)).toBe('same');
  });

  it('is the same without a previous value', () => {
    expect(oddsChange(undefined, 0.85)).toBe('same');
  });

  it('is the same when either value is not a number', () => {
    expect(oddsChange(Number.NaN, 0.85)).toBe('same');
    expect(oddsChange(0.85, Number.NaN)).toBe('same');
  });

  it('compares negative lines by value', () => {
    expect(oddsChange(-0.5, -0.25)).toBe('up');
    expect(oddsChange(-0.25, -0.5)).toBe('down');
  });
});
