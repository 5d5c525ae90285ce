import { describe, expect, it } from 'vitest';
import { historyResults } from './history-results';
import type { HistoryMatch } from './types';

const team = (teamId: number | null, name: string) => ({ teamId, name, zh: null, zhFull: null });
const played = (home: ReturnType<typeof team>, away: ReturnType<typeof team>, date: string): HistoryMatch => ({
  round: 1,
  date,
  localTime: '15:00',
  home,
  away,
  ft: [2, 1],
  ht: null,
});

describe('history results', () => {
  it('gives negative ids to the results and to clubs without a Kanqiu id, the same club the same id', () => {
    const hull = team(null, 'Hull City');
    const results = historyResults({
      history: [
        {
          competition: 'England',
          season: '2016-17',
          name: 'Premier League 2016/17',
          matches: [
            played(team(1609, 'Arsenal'), hull, '2016-08-13'),
            played(hull, team(1625, 'Manchester City'), '2016-08-20'),
          ],
        },
      ],
    });
    expect(results.map((r) => r.id)).toEqual([-1, -2]);
    expect(results[0]).toMatchObject({ competitionId: 1, homeTeamId: 1609, awayTeamId: -1, ft: [2, 1] });
    expect(results[1]).toMatchObject({ homeTeamId: -1, awayTeamId: 1625 });
    expect(results[0]?.kickoffAt).toBe(Date.parse('2016-08-13T15:00:00Z') / 1000);
  });
});
