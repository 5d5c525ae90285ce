import { describe, expect, it } from 'vitest';
import { rankPlayers } from './rankings';
import { leagueZones, tableZone, zoneConfederation } from './zones';

describe('table zones', () => {
  it('colours the Premier League table: four to the Champions League, three down', () => {
    const zone = (position: number) => tableZone(leagueZones[1], position, 20);
    expect([1, 4, 5, 6, 17, 18, 20].map(zone)).toEqual([
      'champions',
      'champions',
      'europa',
      null,
      null,
      'relegation',
      'relegation',
    ]);
    expect(tableZone(leagueZones[4], 16, 18)).toBe('relegationPlayoff');
    expect(tableZone(undefined, 1, 20)).toBeNull();
  });

  it('colours the 中超 2024 table with the AFC places and two down', () => {
    const zone = (position: number) => tableZone(leagueZones[8], position, 16);
    expect([1, 3, 4, 5, 14, 15, 16].map(zone)).toEqual([
      'champions',
      'champions',
      'europa',
      null,
      null,
      'relegation',
      'relegation',
    ]);
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
