import { BasketballStatus } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import type { ScoreChange, StateChange, StatisticsEvent } from '../../events';
import { dayOfDate, fixturesOfDay, type BasketballFixture } from './calendar';
import type { BoxScoreEvent } from '../../events';
import { simulateGame } from './game';
import { BasketballStatisticType } from '@kanqiu/domain';
import { cbaRatings, nbaRatings, type TeamRating } from './ratings';
import { basketballData } from './test-data';
import {
  announcement,
  gameTimeline,
  HALF_TIME_SECONDS,
  QUARTER_BREAK_SECONDS,
  WALL_SECONDS_PER_GAME_SECOND,
} from './timeline';

const ratings = { nba: nbaRatings(basketballData.nba), cba: cbaRatings(basketballData.cba) };
const fixtures = fixturesOfDay(dayOfDate(2026, 11, 23), { nba: 30, cba: 20 });
const teamsOf = (f: BasketballFixture) =>
  [ratings[f.league.key][f.home], ratings[f.league.key][f.away]] as [TeamRating, TeamRating];
const played = (f: BasketballFixture) => {
  const [home, away] = teamsOf(f);
  const result = simulateGame(f.league, home, away, f.providerMatchId);
  return { result, timeline: gameTimeline(f, result) };
};
const nbaFixture = fixtures.find((f) => f.league.key === 'nba') as BasketballFixture;
const cbaFixture = fixtures.find((f) => f.league.key === 'cba') as BasketballFixture;

describe('announcement', () => {
  it('upserts the generated match, not started, with NBA lineups (starters first)', () => {
    const [home, away] = teamsOf(nbaFixture);
    const [match, state, lineups] = announcement(nbaFixture, '2021-22', home, away);
    expect(match).toMatchObject({
      kind: 'match',
      sport: 'basketball',
      source: 'generated',
      competitionId: 101,
      homeTeamId: home.teamId,
      awayTeamId: away.teamId,
      kickoffAt: nbaFixture.kickoffAt,
      round: null,
    });
    expect(state).toMatchObject({ kind: 'state', state: BasketballStatus.notStarted, periodStartAt: null });
    expect(lineups).toMatchObject({
      kind: 'lineups',
      home: { starters: home.rotation.slice(0, 5).map((p) => ({ playerId: p.id, name: p.name })) },
    });
    const [cbaHome, cbaAway] = teamsOf(cbaFixture);
    const cba = announcement(cbaFixture, '2024-25', cbaHome, cbaAway);
    expect(cba.map((e) => e.kind)).toEqual(['match', 'state']);
    expect(cba[0]).toMatchObject({ competitionId: 102, round: String(cbaFixture.round) });
  });
});

describe('gameTimeline', () => {
  const { result, timeline } = played(nbaFixture);
  const events = timeline.map((t) => t.event);
  const states = events.filter((e): e is StateChange => e.kind === 'state');

  it('is in time order with unique keys, and has one play event per play', () => {
    expect(timeline.every((t, i) => i === 0 || t.at >= (timeline[i - 1]?.at ?? 0))).toBe(true);
    expect(new Set(events.map((e) => e.key)).size).toBe(events.length);
    expect(events.filter((e) => e.kind === 'basketballPlay')).toHaveLength(result.plays.length);
  });

  it('walks the spec statuses: Q1, 1节完, Q2, 中场, Q3, 3节完, Q4, then overtime or finished', () => {
    const regulation = [2, 3, 4, 5, 6, 7, 8];
    expect(states.slice(0, 7).map((s) => s.state)).toEqual(regulation);
    expect(states.at(-1)).toMatchObject({ state: BasketballStatus.finished, periodStartAt: null });
    for (const s of states.filter((s) => [2, 4, 6, 8].includes(s.state))) expect(s.periodStartAt).not.toBeNull();
    expect(states.slice(0, 7).map((s) => s.period)).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });

  it('takes 2.2 wall seconds per game second, with 2-minute breaks and a 15-minute half-time', () => {
    const starts = states
      .filter((s) => s.periodStartAt !== null)
      .map((s) => (s.periodStartAt ?? 0) - nbaFixture.kickoffAt);
    const quarter = Math.round(720 * WALL_SECONDS_PER_GAME_SECOND);
    expect(starts.slice(0, 4)).toEqual([
      0,
      quarter + QUARTER_BREAK_SECONDS,
      2 * quarter + QUARTER_BREAK_SECONDS + HALF_TIME_SECONDS,
      3 * quarter + 2 * QUARTER_BREAK_SECONDS + HALF_TIME_SECONDS,
    ]);
    if (result.periods.length === 4)
      expect((timeline.at(-1)?.at ?? 0) - nbaFixture.kickoffAt).toBe(
        4 * quarter + 2 * QUARTER_BREAK_SECONDS + HALF_TIME_SECONDS,
      );
  });

  it('ends with the final score, quarter by quarter, and the half-time score', () => {
    const last = events.filter((e): e is ScoreChange => e.kind === 'score').at(-1);
    expect(last?.score).toEqual(result.score);
    expect(last?.periods).toEqual(result.periods);
    const half = result.periods.slice(0, 2).reduce((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
    expect(last?.halfTime).toEqual(half);
  });

  it('sends team statistics and the box score at every basket, every 2 game minutes and at each period end', () => {
    const stats = events.filter((e): e is StatisticsEvent => e.kind === 'statistics');
    const boxes = events.filter((e): e is BoxScoreEvent => e.kind === 'boxScore');
    const minutes = new Set(stats.map((s) => s.minute));
    for (const minute of [2, 4, 6, 8, 10, 12, 14, 16]) expect(minutes).toContain(minute);
    expect(boxes.map((b) => b.minute)).toEqual(stats.map((s) => s.minute));
    expect(stats.at(-1)?.values[BasketballStatisticType.points]).toEqual(result.score);
    expect(boxes.at(-1)?.home.totals.points).toBe(result.score[0]);
  });

  it('keeps the box score and team points equal to the score after every basket', () => {
    let box: BoxScoreEvent | null = null;
    let stats: StatisticsEvent | null = null;
    let score: ScoreChange | null = null;
    const mismatches: string[] = [];
    for (const { event } of timeline) {
      if (event.kind === 'boxScore') box = event;
      else if (event.kind === 'statistics') stats = event;
      else if (event.kind === 'score') score = event;
      else if (event.kind === 'basketballPlay' && score && box && stats) {
        const boxPoints = [box.home.totals.points, box.away.totals.points];
        const teamPoints = stats.values[BasketballStatisticType.points];
        if (String(boxPoints) !== String(score.score) || String(teamPoints) !== String(score.score))
          mismatches.push(
            `${event.key}: score ${String(score.score)}, box ${String(boxPoints)}, team ${String(teamPoints)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('sends no box score for team-level CBA games', () => {
    const cba = played(cbaFixture).timeline.map((t) => t.event);
    expect(cba.some((e) => e.kind === 'boxScore')).toBe(false);
    expect(cba.some((e) => e.kind === 'statistics')).toBe(true);
  });
});
