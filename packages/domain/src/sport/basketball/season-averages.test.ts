import { describe, expect, it } from 'vitest';
import { seasonAverages, statLeaders, type BoxPlayerLine, type FinishedSide } from './season-averages';

const line = (playerId: number, points: number, rebounds: number, secondsPlayed = 1800): BoxPlayerLine => ({
  playerId,
  name: `球员${playerId}`,
  secondsPlayed,
  points,
  rebounds,
  assists: 2,
  steals: 1,
  blocks: 0,
});
const totals = (points: number) => ({ points, rebounds: 40, assists: 20, steals: 8, blocks: 5 });
const side = (teamId: number, points: number, players: BoxPlayerLine[]): FinishedSide => ({
  teamId,
  totals: totals(points),
  players,
});

describe('season averages from final box scores', () => {
  const sides = [
    side(1, 110, [line(10, 30, 5), line(11, 10, 12), line(12, 0, 0, 0)]),
    side(2, 100, [line(20, 25, 3)]),
    side(1, 101, [line(10, 21, 7), line(11, 12, 9)]),
    side(3, 95, []),
  ];
  const { players, teams } = seasonAverages(sides);

  it('averages each player over the games he played, a DNP not counted', () => {
    expect(players.find((p) => p.playerId === 10)).toMatchObject({ games: 2, points: 25.5, rebounds: 6, teamId: 1 });
    expect(players.find((p) => p.playerId === 11)).toMatchObject({ games: 2, points: 11, rebounds: 10.5 });
    expect(players.find((p) => p.playerId === 12)).toBeUndefined();
  });

  it('averages each team over its games, a team-level side (no players) included', () => {
    expect(teams.find((t) => t.teamId === 1)).toMatchObject({ games: 2, points: 105.5, rebounds: 40 });
    expect(teams.find((t) => t.teamId === 3)).toMatchObject({ games: 1, points: 95 });
  });

  it('ranks the leaders of a statistic, with a minimum of games', () => {
    expect(statLeaders(players, 'points', 2).map((p) => p.playerId)).toEqual([10, 20]);
    expect(statLeaders(players, 'points', 3, 2).map((p) => p.playerId)).toEqual([10, 11]);
    expect(statLeaders(players, 'rebounds', 1).map((p) => p.playerId)).toEqual([11]);
  });
});
