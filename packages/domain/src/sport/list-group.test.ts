import { describe, expect, it } from 'vitest';
import { isInLiveTab } from './list-group';

describe('isInLiveTab', () => {
  it('shows live matches whatever their date', () => {
    expect(isInLiveTab('live', false)).toBe(true);
    expect(isInLiveTab('live', true)).toBe(true);
  });

  it('shows upcoming matches only when they start today', () => {
    expect(isInLiveTab('upcoming', true)).toBe(true);
    expect(isInLiveTab('upcoming', false)).toBe(false);
  });

  it('never shows results or unlisted matches', () => {
    expect(isInLiveTab('result', true)).toBe(false);
    expect(isInLiveTab(null, true)).toBe(false);
  });
});
