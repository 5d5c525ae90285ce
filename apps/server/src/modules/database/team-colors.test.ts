import { describe, expect, it } from 'vitest';
import { createTeamColorTable } from './team-colors';

describe('the team colour table', () => {
  it('keeps teams with both colours, and reads the teams once', async () => {
    let reads = 0;
    const table = createTeamColorTable(async () => {
      reads += 1;
      return [
        { id: 1625, primary_color: '#6CABDD', secondary_color: '#1C2C5B' },
        { id: 7, primary_color: '#DA291C', secondary_color: null },
      ];
    });
    expect(await table()).toEqual({ colors: { 1625: ['#6CABDD', '#1C2C5B'] } });
    await table();
    expect(reads).toBe(1);
  });

  it('reads again while the teams are not seeded yet', async () => {
    const batches = [[], [{ id: 1, primary_color: '#000000', secondary_color: '#FFFFFF' }]];
    const table = createTeamColorTable(async () => batches.shift() ?? []);
    expect(await table()).toEqual({ colors: {} });
    expect(await table()).toEqual({ colors: { 1: ['#000000', '#FFFFFF'] } });
  });
});
