import { describe, expect, it } from 'vitest';
import { parseHalfTime, resultTeamStats } from './result-stats';

describe('team statistics from scores only', () => {
  // 中超 2024, round 1: 山东泰山 4-2 长春亚泰 (3-0 at half time); round 2 invented around them.
  const matches = [
    { homeId: 1, awayId: 2, ft: [4, 2] as const, ht: [3, 0] as const },
    { homeId: 2, awayId: 1, ft: [1, 0] as const, ht: [0, 0] as const },
    { homeId: 3, awayId: 1, ft: [0, 0] as const, ht: null },
    { homeId: 1, awayId: 3, ft: [1, 1] as const, ht: [1, 0] as const },
  ];
  const [taishan, yatai, third] = resultTeamStats(matches);

  it('splits home and away records with their goals', () => {
    expect(taishan!.home).toEqual({ played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 5, goalsAgainst: 3 });
    expect(taishan!.away).toEqual({ played: 2, won: 0, drawn: 1, lost: 1, goalsFor: 0, goalsAgainst: 1 });
    expect(yatai!.away).toEqual({ played: 1, won: 0, drawn: 0, lost: 1, goalsFor: 2, goalsAgainst: 4 });
  });

  it('counts clean sheets, blanks and half-time leads kept or lost', () => {
    expect(taishan).toMatchObject({ cleanSheets: 1, failedToScore: 2, halfTimeLeads: 2, halfTimeLeadsWon: 1 });
    expect(yatai).toMatchObject({ cleanSheets: 1, failedToScore: 0, halfTimeLeads: 0 });
    expect(third).toMatchObject({ cleanSheets: 1, failedToScore: 1, halfTimeLeads: 0 });
  });

  it('reads a stored half-time score', () => {
    expect(parseHalfTime('3-0')).toEqual([3, 0]);
    expect(parseHalfTime(null)).toBeNull();
    expect(parseHalfTime('x')).toBeNull();
  });
});
