import type { Prediction } from '@kanqiu/contract';
import { describe, expect, it } from 'vitest';
import { complementPercent, handicapText, outcomeLabel, percent, reasonText } from './wording';

const names = { home: '阿森纳', away: '切尔西' };

describe('prediction wording', () => {
  it('words every reason in Chinese', () => {
    expect(reasonText('football', { kind: 'rating', home: 0.42, away: 0.1 }, names)).toBe(
      '实力评分：阿森纳 +0.42，切尔西 +0.10，阿森纳实力占优',
    );
    expect(reasonText('football', { kind: 'form', home: ['W', 'D', 'W'], away: [] }, names)).toBe(
      '近期状态：阿森纳 胜平胜（近3场2胜）；切尔西 暂无战绩',
    );
    expect(reasonText('football', { kind: 'h2h', homeWins: 1, draws: 0, awayWins: 2 }, names)).toBe(
      '此前交手：阿森纳 1胜2负',
    );
    expect(reasonText('basketball', { kind: 'home', value: 2.5 }, names)).toBe('主场优势：约值 2.5 分');
    expect(reasonText('basketball', { kind: 'rest', home: 1, away: null }, names)).toBe(
      '体能休整：阿森纳 休息1天，切尔西 赛季首战',
    );
  });

  it('reads a half line from the home side', () => {
    const of = (line: number, sport: Prediction['sport']) =>
      handicapText({ sport, handicap: { line, over: 0.5, under: 0.5 } } as Prediction);
    expect(of(0.5, 'football')).toBe('主让0.5球');
    expect(of(-1.5, 'basketball')).toBe('主受让1.5分');
    expect(outcomeLabel.draw).toBe('平局');
  });

  it('shows a two-way line as percentages that add up to 100', () => {
    expect([percent(0.485), complementPercent(0.485)]).toEqual(['49%', '51%']);
  });
});
