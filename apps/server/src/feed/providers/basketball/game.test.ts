import { describe, expect, it } from 'vitest';
import { boxScoreOf, type TeamBoxScore } from './box-score';
import { simulateGame, type GameResult } from './game';
import { CBA, elapsedAt, NBA } from './league';
import { BasketballPlayType } from '@kanqiu/domain';
import type { Play } from './play';
import { cbaRatings, nbaRatings, type TeamRating } from './ratings';
import { basketballData } from './test-data';

const nbaTeams = nbaRatings(basketballData.nba);
const cbaTeams = cbaRatings(basketballData.cba);
const team = (teams: TeamRating[], i: number) => teams[i] as TeamRating;
const games = Array.from({ length: 40 }, (_, g) =>
  simulateGame(
    NBA,
    team(nbaTeams, g % 30),
    team(nbaTeams, (g * 7 + 3) % 30 === g % 30 ? 0 : (g * 7 + 3) % 30),
    `test:${g}`,
  ),
);
const overtimeGame = Array.from({ length: 200 }, (_, g) =>
  simulateGame(NBA, team(nbaTeams, 1), team(nbaTeams, 2), `ot:${g}`),
).find((r) => r.periods.length > 4) as GameResult;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const ofType = (plays: readonly Play[], type: number) => plays.filter((p) => p[4] === type);

describe('simulateGame', () => {
  it('plays the same game for the same seed, and another for another seed', () => {
    const [home, away] = [team(nbaTeams, 0), team(nbaTeams, 1)];
    expect(simulateGame(NBA, home, away, 'nba:20000:3')).toEqual(simulateGame(NBA, home, away, 'nba:20000:3'));
    expect(simulateGame(NBA, home, away, 'nba:20000:4').plays).not.toEqual(
      simulateGame(NBA, home, away, 'nba:20000:3').plays,
    );
  });

  it('plays four quarters, then five-minute overtimes until someone leads', () => {
    for (const game of [...games, overtimeGame]) {
      expect(game.periods.length).toBeGreaterThanOrEqual(4);
      expect(game.score[0]).not.toBe(game.score[1]);
      expect(ofType(game.plays, BasketballPlayType.periodStart).map((p) => p[1])).toEqual(
        game.periods.map((_, i) => (i < 4 ? 720 : 300)),
      );
    }
    const regulation = overtimeGame.periods.slice(0, 4);
    expect(sum(regulation.map((p) => p[0]))).toBe(sum(regulation.map((p) => p[1])));
  });

  it('keeps the running score, the period scores and the final score in agreement', () => {
    for (const game of games) {
      const running: [number, number] = [0, 0];
      const wrong = game.plays.filter((play) => {
        if (play[2] && play[5] > 0) running[play[2] === 'home' ? 0 : 1] += play[5];
        return play[6][0] !== running[0] || play[6][1] !== running[1];
      });
      expect(wrong).toEqual([]);
      expect(game.score).toEqual(running);
      expect([sum(game.periods.map((p) => p[0])), sum(game.periods.map((p) => p[1]))]).toEqual(game.score);
    }
  });

  it('runs the clock down within each period', () => {
    for (const game of games) {
      const times = game.plays.map((p) => elapsedAt(NBA, p[0], p[1]));
      expect(times.filter((t, i) => i > 0 && t < (times[i - 1] ?? 0))).toEqual([]);
    }
  });

  it('calls at most seven timeouts a side, and one after every 8-0 run while it has one', () => {
    for (const game of games) {
      const left = { home: NBA.timeouts, away: NBA.timeouts };
      let run = { side: '', points: 0 };
      game.plays.forEach((play, i) => {
        const [, , side, , type, points] = play;
        if (!side) return;
        if (type === BasketballPlayType.timeout) {
          left[side]--;
          run = { side: '', points: 0 };
        }
        if (points > 0) run = run.side === side ? { side, points: run.points + points } : { side, points };
        const next = game.plays.slice(i + 1).find((p) => p[4] !== BasketballPlayType.assist);
        const scoredOn = side === 'home' ? 'away' : 'home';
        const madeShot = type === BasketballPlayType.twoPointMade || type === BasketballPlayType.threePointMade;
        if (madeShot && next?.[4] !== BasketballPlayType.foul && run.points >= 8 && left[scoredOn] > 0) {
          expect(next?.[4]).toBe(BasketballPlayType.timeout);
          expect(next?.[2]).toBe(scoredOn);
        }
      });
      expect(Math.min(left.home, left.away)).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives a box score that adds up to the score, with 240 minutes a side', () => {
    for (const game of [...games, overtimeGame]) {
      const box = boxScoreOf(NBA, game.home, game.away, game.plays);
      const minutes = 5 * elapsedAt(NBA, game.periods.length, 0);
      for (const [side, i] of [
        [box.home, 0],
        [box.away, 1],
      ] as [TeamBoxScore, number][]) {
        expect(side.totals.points).toBe(game.score[i]);
        expect(sum(side.players.map((p) => p.points))).toBe(game.score[i]);
        expect(sum(side.players.map((p) => p.secondsPlayed))).toBe(minutes);
        expect(side.totals.secondsPlayed).toBe(minutes);
        const t = side.totals;
        expect(t.points).toBe(2 * t.fieldGoalsMade + t.threePointersMade + t.freeThrowsMade);
        expect(t.fieldGoalPercent).toBeCloseTo((100 * t.fieldGoalsMade) / t.fieldGoalsAttempted, 1);
        for (const p of side.players) expect(p.fouls).toBeLessThanOrEqual(NBA.foulOut);
      }
    }
  });

  it('plays the rotation by minutes: everyone near his share', () => {
    const seconds = new Map<number, number>();
    const own = Array.from({ length: 30 }, (_, g) =>
      simulateGame(NBA, team(nbaTeams, 5), team(nbaTeams, g === 5 ? 0 : g), `rotation:${g}`),
    );
    for (const game of own) {
      for (const p of boxScoreOf(NBA, game.home, game.away, game.plays).home.players) {
        seconds.set(p.playerId, (seconds.get(p.playerId) ?? 0) + p.secondsPlayed / own.length);
      }
    }
    for (const p of team(nbaTeams, 5).rotation)
      expect(Math.abs((seconds.get(p.id) ?? 0) - p.seconds)).toBeLessThan(120);
  });

  it('writes team-level play-by-play for the CBA', () => {
    const game = simulateGame(CBA, team(cbaTeams, 0), team(cbaTeams, 1), 'cba:20000:0');
    expect(game.plays.every((p) => p[3] === null && p[7] === null)).toBe(true);
    expect(ofType(game.plays, BasketballPlayType.substitution)).toEqual([]);
    const box = boxScoreOf(CBA, game.home, game.away, game.plays);
    expect(box.home.players).toEqual([]);
    expect([box.home.totals.points, box.away.totals.points]).toEqual(game.score);
    expect(box.home.totals.assists).toBeGreaterThan(0);
  });
});
