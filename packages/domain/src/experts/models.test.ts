import { describe, expect, it } from 'vitest';
import { modelAnalysis } from './analysis';
import { favouritePick, goalsPick, hoopsPick, simulatedStyles, valuePick } from './models';
import { ANALYSIS_MIN_LENGTH } from './tip-rules';

describe('模拟专家 models', () => {
  it('value: picks the result whose odds beat the consensus fair price the most', () => {
    const consensus: [number, number, number][] = [
      [2.0, 3.4, 3.8],
      [2.05, 3.3, 3.7],
    ];
    // The first company pays 4.4 on the away side, well above the consensus.
    const first: [number, number, number] = [1.9, 3.3, 4.4];
    expect(valuePick(first, [first, ...consensus])?.pick).toBe('away');
    expect(valuePick(first, [first, ...consensus])?.edge).toBeGreaterThan(0);
  });

  it('value: stays out when no result pays above its fair price', () => {
    const quote: [number, number, number] = [1.8, 3.2, 3.6];
    expect(valuePick(quote, [quote])).toBeNull();
  });

  it('favourite: backs the side giving the handicap, or the lower water on a level line', () => {
    expect(favouritePick([0.9, 0.75, 1.0]).pick).toBe('home');
    expect(favouritePick([0.9, -0.5, 1.0]).pick).toBe('away');
    expect(favouritePick([1.02, 0, 0.88]).pick).toBe('away');
  });

  it('goals: over on a rising line, under on a falling or level one', () => {
    expect(goalsPick([0.9, 2.5, 0.9], [0.9, 2.75, 0.9]).pick).toBe('over');
    expect(goalsPick([0.9, 2.5, 0.9], [0.9, 2.25, 0.9]).pick).toBe('under');
    expect(goalsPick([0.9, 2.5, 0.9], [0.9, 2.5, 0.9]).pick).toBe('under');
  });

  it('hoops: the side with the lower water', () => {
    expect(hoopsPick([0.85, 5.5, 0.95]).pick).toBe('home');
    expect(hoopsPick([0.95, 5.5, 0.85]).pick).toBe('away');
  });
});

describe('模拟专家 analysis', () => {
  it('says what each model saw in at least 50 characters', () => {
    const facts = {
      competition: '英超',
      home: '阿森纳',
      away: '切尔西',
      pickLabel: '阿森纳 -0.5',
      odds: 1.92,
      company: '澳门',
      openingLine: 2.5,
      line: 2.75,
      edge: 0.043,
    };
    for (const style of simulatedStyles) {
      const text = modelAnalysis(style, facts);
      expect(text.length).toBeGreaterThanOrEqual(ANALYSIS_MIN_LENGTH);
      expect(text).toContain('阿森纳 -0.5');
    }
    expect(modelAnalysis('value', facts)).toContain('4.3%');
  });
});
