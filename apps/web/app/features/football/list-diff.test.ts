import type { FootballListItem, MatchDiff } from '@kanqiu/contract';
import { FootballStatus } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { scoreRose } from '../live';
import { applyFootballListDiff } from './list-diff';
import { rowMinuteText, shownMinute } from './row-minute';

const row = (id: number, patch: Partial<FootballListItem> = {}): FootballListItem => ({
  id,
  s: 2,
  li: 1,
  ot: 1_000_000,
  timIng: "10'",
  isShow: 1,
  pst: 1_000_000,
  period: null,
  leagueName: '英超',
  leagueColor: '#6a1b9a',
  round: '1',
  source: 'replay',
  homeId: 1,
  homeName: '曼城',
  homeColors: null,
  awayId: 2,
  awayName: '利物浦',
  awayColors: null,
  score: [0, 0],
  halfTime: null,
  extraTime: null,
  penalties: null,
  red: [0, 0],
  yellow: [0, 0],
  corners: [0, 0],
  version: 5,
  followed: false,
  lotteryNo: null,
  sp: null,
  ...patch,
});

// Built loosely: the diff also carries other sports' parts, which the football list never reads.
const diff = (matchId: number, version: number, fields: MatchDiff['fields']): MatchDiff =>
  ({
    matchId,
    sport: 'football',
    competitionId: 1,
    version,
    fields,
    incidents: [],
    statistics: null,
    lineupsChanged: false,
    odds: [],
    created: false,
  }) as unknown as MatchDiff;

describe('applyFootballListDiff', () => {
  it('updates the row in place and reports a goal', () => {
    const rows = [row(1), row(2)];
    const result = applyFootballListDiff(rows, diff(2, 6, { score: [1, 0], corners: [2, 1] }));
    expect(scoreRose(result.before!.score, result.after!.score)).toBe(true);
    expect(result.rows[1]).toMatchObject({ score: [1, 0], corners: [2, 1], version: 6 });
    expect(result.rows[0]).toBe(rows[0]);
    expect(rows[1]?.score).toEqual([0, 0]);
  });

  it('moves state, half start and cards without calling it a goal', () => {
    const result = applyFootballListDiff(
      [row(1)],
      diff(1, 6, { state: 4, periodStartAt: 1_003_600, red: [0, 1], halfTime: [0, 0] }),
    );
    expect(scoreRose(result.before!.score, result.after!.score)).toBe(false);
    expect(result.after).toMatchObject({ s: 4, pst: 1_003_600, red: [0, 1], halfTime: [0, 0] });
  });

  it('ignores an old version and a match not on the list', () => {
    const rows = [row(1)];
    expect(applyFootballListDiff(rows, diff(1, 5, { score: [1, 0] })).rows).toBe(rows);
    expect(applyFootballListDiff(rows, diff(9, 7, { score: [1, 0] })).rows).toBe(rows);
  });

  it('a cancelled goal brings the score down and is no goal', () => {
    const result = applyFootballListDiff([row(1, { score: [1, 0] })], diff(1, 6, { score: [0, 0] }));
    expect(scoreRose(result.before!.score, result.after!.score)).toBe(false);
    expect(result.after?.score).toEqual([0, 0]);
  });
});

describe('rowMinuteText', () => {
  it('counts from the half start, +45 in the second half, with the stoppage labels', () => {
    expect(rowMinuteText({ s: 2, pst: 1000, period: null }, 1000 + 19 * 60)).toBe("20'");
    expect(rowMinuteText({ s: 2, pst: 1000, period: null }, 1000 + 47 * 60)).toBe('45+');
    expect(rowMinuteText({ s: 4, pst: 1000, period: null }, 1000 + 10 * 60 + 5)).toBe("56'");
    expect(rowMinuteText({ s: 4, pst: 1000, period: null }, 1000 + 50 * 60)).toBe('90+');
  });

  it('shows nothing when no clock runs', () => {
    expect(rowMinuteText({ s: 3, pst: 1000, period: null }, 5000)).toBe('');
    expect(rowMinuteText({ s: 1, pst: null, period: null }, 5000)).toBe('');
    expect(rowMinuteText({ s: 2, pst: null, period: null }, 5000)).toBe('');
  });
});

describe('shownMinute (what a clock tick can change on a row)', () => {
  it("shows the server's minute until the page runs, then the clock's, changing only with the minute", () => {
    const live = row(1, { s: 2, pst: 1000, timIng: "19'" });
    expect(shownMinute(live, null)).toBe("19'");
    expect(shownMinute(live, 1000 + 19 * 60)).toBe("20'");
    expect(shownMinute(live, 1000 + 19 * 60 + 59)).toBe("20'");
    expect(shownMinute(live, 1000 + 20 * 60)).toBe("21'");
  });

  it('is nothing for a match not in play, whatever the clock says', () => {
    for (const s of [FootballStatus.notStarted, FootballStatus.finished, FootballStatus.postponed]) {
      const idle = row(1, { s, pst: 1000 });
      expect(shownMinute(idle, null)).toBeNull();
      expect(shownMinute(idle, 1000 + 30 * 60)).toBeNull();
    }
  });
});
