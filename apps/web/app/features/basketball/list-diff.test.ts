import type { BasketballListItem, MatchDiff } from '@kanqiu/contract';
import { describe, expect, it } from 'vitest';
import { scoreRose } from '../live';
import { applyBasketballListDiff, rowsOf, rowStateText } from './list-diff';

const row: BasketballListItem = {
  id: 7,
  s: 6,
  li: 101,
  ot: 100,
  isShow: 1,
  period: 3,
  pst: 900,
  periodLength: 720,
  secondsLeft: 400,
  clockRunning: true,
  clockPace: 0.5,
  leagueName: 'NBA',
  leagueColor: '#1d428a',
  round: null,
  source: 'generated',
  homeId: 1,
  homeName: '湖人',
  homeColors: null,
  awayId: 2,
  awayName: '勇士',
  awayColors: null,
  score: [60, 58],
  periods: [
    [30, 28],
    [30, 30],
  ],
  handicap: 3.5,
  total: 220.5,
  version: 10,
  followed: false,
};

const diff = (version: number, fields: MatchDiff['fields']): MatchDiff => ({
  matchId: 7,
  sport: 'basketball',
  competitionId: 101,
  version,
  fields,
  incidents: [],
  statistics: null,
  lineupsChanged: false,
  plays: [],
  boxScoreChanged: false,
  lotteryChanged: false,
  odds: [],
  created: false,
});

describe('applyBasketballListDiff', () => {
  const rows = rowsOf([row], 1_000);

  it('takes a newer score and quarter scores, keeps the clock running, reports the scorer', () => {
    const result = applyBasketballListDiff(
      rows,
      diff(11, {
        score: [62, 58],
        periodScores: [
          [30, 28],
          [30, 30],
          [2, 0],
        ],
      }),
      1_020,
    );
    expect(result.after?.id).toBe(7);
    expect(scoreRose(result.before!.score, result.after!.score)).toBe(true);
    expect(result.rows[0]).toMatchObject({ score: [62, 58], secondsLeft: 400, clockAt: 1_000, version: 11 });
    expect(result.rows[0]?.periods).toHaveLength(3);
  });

  it('ignores an older version and an unknown match', () => {
    expect(applyBasketballListDiff(rows, diff(10, { score: [99, 0] }), 1_020).rows).toBe(rows);
    expect(applyBasketballListDiff(rows, { ...diff(12, {}), matchId: 8 }, 1_020).rows).toBe(rows);
  });

  it('a period end stops the clock at 0 without a score flash', () => {
    const result = applyBasketballListDiff(rows, diff(11, { state: 7, periodStartAt: null }), 1_300);
    expect(scoreRose(result.before!.score, result.after!.score)).toBe(false);
    expect(result.rows[0]).toMatchObject({ s: 7, secondsLeft: 0, clockRunning: false, pst: null });
  });

  it('a new quarter re-anchors the clock at its start', () => {
    const result = applyBasketballListDiff(rows, diff(11, { state: 8, period: 4, periodStartAt: 1_500 }), 1_510);
    expect(result.rows[0]).toMatchObject({ s: 8, period: 4, secondsLeft: 720, clockRunning: true, clockAt: 1_500 });
  });
});

describe('rowStateText (what a clock tick can change on a row)', () => {
  const [live] = rowsOf([row], 1_000);

  it("a running period clock's text changes as the clock runs", () => {
    expect(rowStateText(live!, null)).toBe('第三节 06:40');
    expect(rowStateText(live!, 1_002)).toBe('第三节 06:39');
    expect(rowStateText(live!, 1_004)).toBe('第三节 06:38');
  });

  it('a game not in play, or in a break, shows the same text at any time', () => {
    const [finished] = rowsOf([{ ...row, s: 10, clockRunning: false, secondsLeft: 0 }], 1_000);
    const [notStarted] = rowsOf([{ ...row, s: 1, period: null, pst: null, clockRunning: false }], 1_000);
    for (const idle of [finished!, notStarted!]) {
      expect(rowStateText(idle, 1_000)).toBe(rowStateText(idle, 5_000));
      expect(rowStateText(idle, null)).toBe(rowStateText(idle, 5_000));
    }
  });
});
