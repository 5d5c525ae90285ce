import { describe, expect, it } from 'vitest';
import { bracketOrder, tieWinner, type BracketTie } from './bracket';

const tie = (home: number, away: number, score: [number, number], extra: Partial<BracketTie> = {}): BracketTie => ({
  home: { id: home },
  away: { id: away },
  homeScore: score[0],
  awayScore: score[1],
  extraTime: null,
  penalties: null,
  ...extra,
});

describe('the knockout bracket', () => {
  it('sends through the winner after extra time, then on penalties', () => {
    expect(tieWinner(tie(1, 2, [2, 1]))).toBe(1);
    expect(tieWinner(tie(1, 2, [1, 1], { extraTime: [1, 2] }))).toBe(2);
    expect(tieWinner(tie(1, 2, [1, 1], { extraTime: [1, 1], penalties: [4, 3] }))).toBe(1);
  });

  it('orders each round so that neighbours feed the next tie, home side first', () => {
    // Quarter-finals 1–8 in date order; semi-finals 3 v 5 and 1 v 8; final 5 v 1.
    const quarters = [
      tie(1, 2, [1, 0]),
      tie(3, 4, [2, 0]),
      tie(5, 6, [0, 0], { penalties: [5, 4] }),
      tie(7, 8, [0, 1]),
    ];
    const semis = [tie(1, 8, [2, 1]), tie(3, 5, [0, 1])];
    const final = [tie(5, 1, [1, 2])];
    const [q, s, f] = bracketOrder([quarters, semis, final]);
    expect(f).toEqual(final);
    expect(s!.map((t) => [t.home.id, t.away.id])).toEqual([
      [3, 5],
      [1, 8],
    ]);
    expect(q!.map((t) => [t.home.id, t.away.id])).toEqual([
      [3, 4],
      [5, 6],
      [1, 2],
      [7, 8],
    ]);
  });
});
