import { describe, expect, it } from 'vitest';
import type { NbaSeason } from '../../dataset/dataset';
import { NBA } from './league';
import {
  CBA_TEAM_ID_BASE,
  CBA_TEAM_RATINGS,
  cbaRatings,
  cbaTeamIds,
  NBA_PLAYER_ID_BASE,
  NBA_TEAM_ID_BASE,
  nbaPlayerIds,
  nbaRatings,
  nbaTeamIds,
  type TeamRating,
} from './ratings';
import { basketballData } from './test-data';

const { nba, cba } = basketballData;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const net = (t: TeamRating) => t.offense - t.defense;

describe('NBA ratings', () => {
  const ratings = nbaRatings(nba);
  const byCode = new Map(nba.teams.map((team, i) => [team.code, ratings[i] as TeamRating]));

  it('gives every team an id from 100000 in the data order, as the id map does', () => {
    expect(ratings.map((r) => r.teamId)).toEqual(nba.teams.map((_, i) => NBA_TEAM_ID_BASE + i));
    expect([...nbaTeamIds(nba).values()]).toEqual(ratings.map((r) => r.teamId));
  });

  it('centres offence, defence and pace on the league (112 points per 100, 98 possessions)', () => {
    expect(mean(ratings.map((r) => r.offense))).toBeCloseTo(NBA.average, 6);
    expect(mean(ratings.map((r) => r.defense))).toBeCloseTo(NBA.average, 6);
    expect(mean(ratings.map((r) => r.pace))).toBeCloseTo(NBA.pace, 6);
  });

  it('spreads net ratings like 2021-22 (about -9 to +7)', () => {
    const nets = ratings.map(net);
    expect(Math.max(...nets)).toBeGreaterThan(5);
    expect(Math.min(...nets)).toBeLessThan(-7);
    for (const good of ['PHO', 'BOS', 'UTA', 'MIL']) expect(net(byCode.get(good) as TeamRating)).toBeGreaterThan(4);
    for (const bad of ['DET', 'HOU', 'OKC', 'ORL']) expect(net(byCode.get(bad) as TeamRating)).toBeLessThan(-6);
    for (const r of ratings) {
      expect(r.pace).toBeGreaterThan(94);
      expect(r.pace).toBeLessThan(102);
    }
  });

  it('plays ten per team, starters first, sharing 240 minutes, each player for one team only', () => {
    const seen = new Set<number>();
    for (const { rotation } of ratings) {
      expect(rotation).toHaveLength(10);
      expect(rotation.reduce((sum, p) => sum + p.seconds, 0)).toBeCloseTo(14_400, -1);
      for (let i = 1; i < rotation.length; i++) {
        expect((rotation[i - 1]?.seconds ?? 0) >= (rotation[i]?.seconds ?? 0)).toBe(true);
      }
      for (const p of rotation) {
        expect(seen.has(p.id)).toBe(false);
        seen.add(p.id);
      }
    }
  });

  it('keeps one player id across a trade', () => {
    const ids = nbaPlayerIds(nba);
    expect(ids.size).toBeLessThan(nba.players.length);
    expect(Math.min(...ids.values())).toBe(NBA_PLAYER_ID_BASE);
  });

  it('weights a traded player by his minutes with each team he played for', () => {
    const row = (teamCode: string, bbrefId: string, minutes: number, raptorOffense: number) => ({
      teamCode,
      bbrefId,
      name: bbrefId,
      sourceName: bbrefId,
      nameSource: 'source' as const,
      minutes,
      possessions: minutes * 2,
      raptorOffense,
      raptorDefense: 0,
      paceImpact: 0,
    });
    const team = (code: string) => ({
      code,
      abbr: code,
      zh: code,
      zhFull: code,
      conference: 'east' as const,
      conferenceZh: '',
      divisionZh: '',
    });
    const season: NbaSeason = {
      season: 'test',
      teams: [team('AAA'), team('BBB')],
      players: [
        row('AAA', 'traded', 1000, 6),
        row('AAA', 'a1', 1000, 0),
        row('BBB', 'traded', 3000, 6),
        row('BBB', 'b1', 1000, 0),
      ],
    };
    const [a, b] = nbaRatings(season) as [TeamRating, TeamRating];
    // A: (1000*6)/2000 = 3, B: (3000*6)/4000 = 4.5 RAPTOR; centred on their mean and scaled by 4.
    expect(a.offense).toBeCloseTo(NBA.average - 3, 6);
    expect(b.offense).toBeCloseTo(NBA.average + 3, 6);
    expect(a.rotation.map((p) => p.name)).toEqual(['a1']);
    expect(b.rotation.map((p) => p.name)).toEqual(['traded', 'b1']);
  });
});

describe('CBA ratings', () => {
  const ratings = cbaRatings(cba);

  it('rates the 20 teams of the data, with ids from 200000', () => {
    expect(ratings).toHaveLength(20);
    expect(Object.keys(CBA_TEAM_RATINGS).sort()).toEqual(cba.teams.map((t) => t.key).sort());
    expect(ratings.map((r) => r.teamId)).toEqual([...cbaTeamIds(cba).values()]);
    expect(ratings[0]?.teamId).toBe(CBA_TEAM_ID_BASE);
  });

  it('centres on 105 points per 100 and pace 100, with no players', () => {
    expect(mean(ratings.map((r) => r.offense))).toBeCloseTo(105, 6);
    expect(mean(ratings.map((r) => r.defense))).toBeCloseTo(105, 6);
    expect(mean(ratings.map((r) => r.pace))).toBeCloseTo(100, 0);
    for (const r of ratings) expect(r.rotation).toEqual([]);
  });

  it('puts Liaoning, Guangdong, Zhejiang, Shanghai and Beijing among the strong', () => {
    const nets = cba.teams.map((t, i) => ({ key: t.key, net: net(ratings[i] as TeamRating) }));
    const topEight = [...nets]
      .sort((x, y) => y.net - x.net)
      .slice(0, 8)
      .map((t) => t.key);
    for (const strong of ['Liaoning', 'Guangdong', 'Zhejiang', 'Shanghai', 'Beijing'])
      expect(topEight).toContain(strong);
  });
});
