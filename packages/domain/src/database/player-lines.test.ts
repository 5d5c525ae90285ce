import { describe, expect, it } from 'vitest';
import type { ArchiveEvent, ArchiveMatch } from './archive';
import { playerLines, sumPlayerLines } from './player-lines';

const event = (
  minute: number,
  type: ArchiveEvent['type'],
  side: ArchiveEvent['side'],
  playerId: number,
  extra: Partial<ArchiveEvent> = {},
): ArchiveEvent => ({
  minute,
  type,
  side,
  playerId,
  inPlayerId: null,
  recovered: false,
  ...extra,
});

const stats = { passes: 0, shots: 0, shotsOnTarget: 0, corners: 0, yellow: 0, red: 0 };
const xi = (first: number) => Array.from({ length: 11 }, (_, i) => first + i);

function match(events: ArchiveEvent[], extraTime = false): ArchiveMatch {
  return {
    id: 1,
    competitionId: 1,
    season: '2017-18',
    stage: 'league',
    round: 1,
    group: null,
    kickoffAt: 0,
    venue: null,
    homeTeamId: 100,
    awayTeamId: 200,
    ft: [1, 1],
    et: extraTime ? [1, 1] : null,
    pens: null,
    lineups: { home: { xi: xi(1), bench: [50, 51] }, away: { xi: xi(21), bench: [60] } },
    stats: { home: stats, away: stats },
    events,
  };
}

const lineOf = (m: ArchiveMatch, playerId: number) => playerLines(m).find((l) => l.playerId === playerId);

describe('player lines', () => {
  it('gives a substitute the minutes from when he came on, and the man he replaced those before', () => {
    const m = match([event(67, 'sub', 'home', 5, { inPlayerId: 50 })]);
    expect(lineOf(m, 50)).toMatchObject({ started: false, minutes: 23, teamId: 100 });
    expect(lineOf(m, 5)).toMatchObject({ started: true, minutes: 67 });
    expect(lineOf(m, 1)?.minutes).toBe(90);
    expect(lineOf(m, 51)).toBeUndefined();
  });

  it('counts extra time and gives a substitute on in stoppage time one minute', () => {
    expect(lineOf(match([], true), 1)?.minutes).toBe(120);
    expect(lineOf(match([event(90, 'sub', 'home', 5, { inPlayerId: 50 })]), 50)?.minutes).toBe(1);
  });

  it('does not credit an own goal to the scorer', () => {
    // Player 22 (away) puts the ball in his own net: the goal is credited to home.
    const m = match([event(30, 'own_goal', 'home', 22), event(60, 'goal_pen', 'away', 30)]);
    expect(lineOf(m, 22)).toMatchObject({ goals: 0, ownGoals: 1, teamId: 200, shots: 0 });
    expect(lineOf(m, 30)).toMatchObject({ goals: 1, penalties: 1, shots: 1, shotsOnTarget: 1 });
  });

  it('counts a second yellow once, as a red card, and ends his minutes', () => {
    const m = match([event(20, 'yellow', 'home', 3), event(70, 'second_yellow', 'home', 3)]);
    expect(lineOf(m, 3)).toMatchObject({ yellow: 1, red: 1, minutes: 70 });
  });

  it('counts shots, on target and recovered goals as the data does', () => {
    const m = match([
      event(10, 'shot_off', 'home', 9),
      event(11, 'shot_on', 'home', 9),
      event(12, 'goal', 'home', 9),
      event(13, 'goal', 'home', 9, { recovered: true }),
    ]);
    expect(lineOf(m, 9)).toMatchObject({ goals: 2, shots: 3, shotsOnTarget: 2 });
  });

  it('sums a season per player and team', () => {
    const a = playerLines(match([event(67, 'sub', 'home', 5, { inPlayerId: 50 })]));
    const b = playerLines(match([event(10, 'goal', 'home', 50)]));
    const season = sumPlayerLines([...a, ...b]).find((s) => s.playerId === 50);
    expect(season).toMatchObject({ appearances: 1, minutes: 23, goals: 0 });
    const starter = sumPlayerLines([...a, ...b]).find((s) => s.playerId === 5);
    expect(starter).toMatchObject({ appearances: 2, starts: 2, minutes: 157 });
  });
});
