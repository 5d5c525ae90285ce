import { describe, expect, it } from 'vitest';
import { rankPlayers } from './rankings';
import { leagueZones, tableZone, zoneConfederation } from './zones';

describe('table zones', () => {
  // Both tables' first and last Champions League places, first Europa place, mid-table and relegation places.
  it.each([
    {
      table: 'the Premier League table: four to the Champions League, three down',
      id: 1,
      teams: 20,
      at: [1, 4, 5, 6, 17, 18, 20],
    },
    { table: 'the 中超 2024 table with the AFC places and two down', id: 8, teams: 16, at: [1, 3, 4, 5, 14, 15, 16] },
  ])('colours $table', ({ id, teams, at }) => {
    const zones = at.map((position) => tableZone(leagueZones[id], position, teams));
    expect(zones).toEqual(['champions', 'champions', 'europa', null, null, 'relegation', 'relegation']);
  });

  it('marks a relegation play-off place, and nothing in a competition without zones', () => {
    expect(tableZone(leagueZones[4], 16, 18)).toBe('relegationPlayoff');
    expect(tableZone(undefined, 1, 20)).toBeNull();
  });

  it("tells the AFC's leagues from UEFA's", () => {
    expect(zoneConfederation(8)).toBe('afc');
    expect(zoneConfederation(1)).toBe('uefa');
  });
});

describe('player rankings', () => {
  it('puts the same total in fewer minutes first and lets equal totals share a rank', () => {
    const players = [
      { id: 1, goals: 32, minutes: 2900 },
      { id: 2, goals: 30, minutes: 2500 },
      { id: 3, goals: 30, minutes: 2400 },
      { id: 4, goals: 0, minutes: 3000 },
    ];
    const ranked = rankPlayers(players, (p) => p.goals, 10);
    expect(ranked.map((x) => [x.item.id, x.rank])).toEqual([
      [1, 1],
      [3, 2],
      [2, 2],
    ]);
  });
});
