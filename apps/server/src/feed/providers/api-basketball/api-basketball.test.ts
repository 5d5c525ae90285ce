import { BasketballStatus } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { gameMinute, oddsEvents, periodAnchor, playedSeconds, stateOf } from './translate';
import type { ApiGame, ApiOdds } from './wire';

const side = (quarters: (number | null)[], overTime: number | null = null) => {
  const [q1 = null, q2 = null, q3 = null, q4 = null] = quarters;
  const listed = [q1, q2, q3, q4, overTime].filter((v): v is number => v !== null);
  return {
    quarter_1: q1,
    quarter_2: q2,
    quarter_3: q3,
    quarter_4: q4,
    over_time: overTime,
    total: listed.length > 0 ? listed.reduce((a, b) => a + b, 0) : null,
  };
};

function game(short: string, timer: string | null, quarters: number[], overTime: number | null = null): ApiGame {
  return {
    id: 1,
    timestamp: 0,
    status: { long: short, short, timer },
    league: { id: 12, name: 'NBA', season: '2025-2026' },
    country: { name: 'USA' },
    teams: { home: { id: 145, name: 'Los Angeles Lakers' }, away: { id: 141, name: 'Golden State Warriors' } },
    scores: { home: side(quarters, overTime), away: side(quarters, overTime) },
  };
}

describe('API-Basketball statuses', () => {
  it('maps the documented short codes onto the spec codes and periods', () => {
    const codes = ['NS', 'Q1', 'Q2', 'HT', 'Q3', 'Q4', 'OT', 'FT', 'AOT', 'POST', 'CANC', 'SUSP', 'AWD', 'ABD', 'XYZ'];
    expect(codes.map((short) => stateOf(game(short, null, [20, 20, 20, 20])).state)).toEqual([
      BasketballStatus.notStarted,
      BasketballStatus.q1,
      BasketballStatus.q2,
      BasketballStatus.q2Ended,
      BasketballStatus.q3,
      BasketballStatus.q4,
      BasketballStatus.overtime,
      BasketballStatus.finished,
      BasketballStatus.finished,
      BasketballStatus.delayed,
      BasketballStatus.cancelled,
      BasketballStatus.interrupted,
      BasketballStatus.finished,
      BasketballStatus.abandoned,
      BasketballStatus.abnormal,
    ]);
  });

  it('tells which break it is from the quarters listed', () => {
    expect(stateOf(game('BT', null, [20]))).toEqual({ state: BasketballStatus.q1Ended, period: 1 });
    expect(stateOf(game('BT', null, [20, 20, 20]))).toEqual({ state: BasketballStatus.q3Ended, period: 3 });
    expect(stateOf(game('BT', null, [20, 20, 20, 20]))).toEqual({ state: BasketballStatus.overtime, period: 5 });
    expect(stateOf(game('AOT', null, [20, 20, 20, 20], 9))).toEqual({ state: BasketballStatus.finished, period: 5 });
  });
});

describe('API-Basketball period clock', () => {
  it('reads the timer as minutes (and seconds) played, and counts game minutes from it', () => {
    expect([
      playedSeconds('5'),
      playedSeconds('5:42'),
      playedSeconds(7),
      playedSeconds(null),
      playedSeconds('x'),
    ]).toEqual([300, 342, 420, null, null]);
    expect(gameMinute(game('Q3', '8', [20, 20, 10]))).toBe(32);
    expect(gameMinute(game('HT', null, [20, 20]))).toBe(24);
    expect(gameMinute(game('AOT', null, [20, 20, 20, 20], 9))).toBe(53);
  });

  it('keeps the clock where it stood while the timer agrees within a minute, and moves it on a new period', () => {
    const first = periodAnchor(game('Q2', '5', [20, 10]), 10_000, null);
    expect(first).toEqual({ period: 2, startAt: 9700 });
    expect(periodAnchor(game('Q2', '5', [20, 10]), 10_030, first)).toBe(first);
    expect(periodAnchor(game('Q2', '7', [20, 14]), 10_090, first)).toBe(first);
    expect(periodAnchor(game('Q2', '9', [20, 14]), 10_090, first)).toEqual({ period: 2, startAt: 9550 });
    expect(periodAnchor(game('HT', null, [20, 20]), 10_200, first)).toBeNull();
  });
});

describe('API-Basketball odds', () => {
  const odds: ApiOdds = {
    game: { id: 1 },
    bookmakers: [
      {
        id: 4,
        name: 'bet365',
        bets: [
          {
            id: 3,
            name: 'Asian Handicap',
            values: [
              { value: 'Home +3.5', odd: '1.95' },
              { value: 'Away -3.5', odd: '1.85' },
              { value: 'Home +1.5', odd: '2.30' },
              { value: 'Away -1.5', odd: '1.60' },
            ],
          },
        ],
      },
    ],
  };

  it("takes the handicap's main line, the home side receiving points as a negative handicap", () => {
    const [open, pre] = oddsEvents(game('NS', null, []), odds, new Map([[4, 1]]), 1000);
    expect(open).toMatchObject({ market: 'asia', phase: 'open', values: [0.95, -3.5, 0.85] });
    expect(pre?.key).toBe('ab:1:odds:4:asia:0.95/-3.5/0.85');
  });
});
