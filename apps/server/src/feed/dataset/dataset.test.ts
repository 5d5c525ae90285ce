import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  DatasetShapeError,
  loadDataset,
  loadMatches,
  PERIODS,
  type Match,
  type MinuteStatRow,
  type Pair,
  type Period,
} from './dataset';

const dataDir = fileURLToPath(new URL('../../../../../data', import.meta.url));
const dataset = loadDataset(dataDir);
const { football, basketball } = dataset;

const REPLAY_LEAGUES = ['England', 'Spain', 'Italy', 'Germany', 'France'];
/** Promoted in 2017/18 without a top-flight season in 2012-17 (names/history-to-replay-teams.json). */
const NEW_TO_THE_TOP_FLIGHT = [
  'Brighton & Hove Albion',
  'Huddersfield Town',
  'Girona',
  'Benevento',
  'SPAL',
  'Amiens SC',
  'Strasbourg',
];

function goalsIn(match: Match, periods: readonly Period[]): Pair {
  const goals = match.events.filter(
    ([period, , , type]) => periods.includes(period) && ['goal', 'goal_pen', 'own_goal'].includes(type),
  );
  return [goals.filter((e) => e[4] === 'home').length, goals.filter((e) => e[4] === 'away').length];
}

function isCumulative(rows: readonly MinuteStatRow[]): boolean {
  return rows.every((row, i) => i === 0 || row.every((total, column) => total >= (rows[i - 1]?.[column] ?? 0)));
}

describe('replay matches', () => {
  it('has the 1,941 real matches of the seven competitions', () => {
    expect(football.matches).toHaveLength(1941);
    expect(new Set(football.matches.map((m) => m.id)).size).toBe(1941);
    const perCompetition: Record<string, number> = {};
    for (const { competition } of football.matches) {
      perCompetition[competition] = (perCompetition[competition] ?? 0) + 1;
    }
    expect(perCompetition).toEqual({
      England: 380,
      Spain: 380,
      Italy: 380,
      Germany: 306,
      France: 380,
      World_Cup: 64,
      European_Championship: 51,
    });
  });

  it('adds up the goals of every match to its final score', () => {
    for (const match of football.matches) {
      expect(goalsIn(match, ['1H', '2H']), `match ${match.id} ft`).toEqual(match.score.ft);
      if (match.score.et) {
        expect(goalsIn(match, ['1H', '2H', 'E1', 'E2']), `match ${match.id} et`).toEqual(match.score.et);
      }
    }
  });

  it('plays extra time only in the ten knockout matches that went to it', () => {
    const extraTime = football.matches.filter((m) => m.events.some(([period]) => period === 'E1' || period === 'E2'));
    expect(extraTime).toHaveLength(10);
    expect(extraTime.every((m) => m.score.et !== null && m.periods.E2 !== undefined)).toBe(true);
    expect(football.matches.filter((m) => m.score.pens)).toHaveLength(7);
  });

  it('opens the 2017/18 Premier League with Arsenal 4-3 Leicester City', () => {
    const opener = football.matches.find((m) => m.id === 2499719);
    expect(opener).toMatchObject({
      competition: 'England',
      season: '2017-18',
      stage: 'league',
      round: 1,
      kickoff: Date.UTC(2017, 7, 11, 18, 45) / 1000,
      venue: '酋长球场',
      home: 1609,
      away: 1631,
      score: { ht: [2, 2], ft: [4, 3], et: null, pens: null },
    });
    expect(opener?.lineups.home.xi).toHaveLength(11);
    expect(opener?.stats.home.passes).toBe(606);
    expect(opener?.minuteStats.at(-1)?.[2]).toBe(606);
  });

  it('puts every group-stage match in its real group', () => {
    const group = football.matches.filter((m) => m.stage === 'group');
    expect(group.filter((m) => m.group === null)).toEqual([]);
    const opener = group.find((m) => m.competition === 'World_Cup' && m.round === 1);
    expect(opener?.group).toBe('A');
    const groupsOf = (competition: string) =>
      new Set(group.filter((m) => m.competition === competition).map((m) => m.group));
    expect(groupsOf('World_Cup').size).toBe(8);
    expect(groupsOf('European_Championship').size).toBe(6);
  });

  it('ends the 2018 World Cup with the final, France 4-2 Croatia', () => {
    const final = football.matches.find((m) => m.competition === 'World_Cup' && m.stage === 'final');
    expect(final).toMatchObject({ round: null, score: { ft: [4, 2] } });
  });

  it('keeps events in match order and minute statistics cumulative', () => {
    for (const match of football.matches) {
      const order = match.events.map(([period, second]) => [PERIODS.indexOf(period), second] as const);
      const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(order, `match ${match.id}`).toEqual(sorted);
      expect(isCumulative(match.minuteStats), `match ${match.id}`).toBe(true);
    }
  });
});

describe('teams, players and squads', () => {
  it('names all 142 teams and their cities in Chinese', () => {
    expect(football.teams).toHaveLength(142);
    expect(football.teams.filter((t) => !t.zh || !t.zhFull)).toEqual([]);
    expect(football.teams.find((t) => t.name === 'Real Madrid')).toMatchObject({ zh: '皇马', zhFull: '皇家马德里' });
    expect(football.teams.filter((t) => !/^\p{Script=Han}+$/u.test(t.city)).map((t) => t.city)).toEqual([]);
    expect(football.teams.find((t) => t.name === 'Manchester City')?.city).toBe('曼彻斯特');
  });

  it('knows every player of every event', () => {
    const playerIds = new Set(football.players.map((p) => p.id));
    expect(football.players).toHaveLength(3603);
    const unknown = football.matches.flatMap((m) =>
      m.events.filter(([, , , , , id]) => id !== null && !playerIds.has(id)),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every team a non-empty squad of known players', () => {
    const playerIds = new Set(football.players.map((p) => p.id));
    for (const team of football.teams) {
      const squads = football.squads.filter((s) => s.teamId === team.id);
      expect(squads.map((s) => s.competition).sort(), team.name).toEqual([...team.competitions].sort());
      for (const squad of squads) {
        expect(squad.players.length, team.name).toBeGreaterThan(0);
        expect(squad.players.every((p) => playerIds.has(p.playerId) && p.starts <= p.matches)).toBe(true);
      }
    }
  });
});

describe('competitions', () => {
  it('has the 11 competitions with Chinese names and filter letters', () => {
    expect(dataset.competitions.map((c) => c.id).sort()).toEqual(
      [
        'CBA',
        'Champions_League',
        'Chinese_Super_League',
        'England',
        'European_Championship',
        'France',
        'Germany',
        'Italy',
        'NBA',
        'Spain',
        'World_Cup',
      ].sort(),
    );
    expect(dataset.competitions.find((c) => c.id === 'Chinese_Super_League')).toMatchObject({
      zh: '中超',
      letter: 'Z',
    });
  });
});

describe('history', () => {
  it('has the 中超 2024 season: 240 matches, 16 teams, all named in Chinese', () => {
    const csl = football.history.find((s) => s.competition === 'Chinese_Super_League' && s.season === '2024');
    expect(csl?.matches).toHaveLength(240);
    const teams = new Set(csl?.matches.flatMap((m) => [m.home, m.away]));
    expect(teams.size).toBe(16);
    expect([...teams].filter((t) => t.zh === null)).toEqual([]);
    expect(csl?.matches[0]).toMatchObject({ home: { name: 'Shandong Taishan', zh: '山东泰山' }, ft: [4, 2] });
  });

  it.each(REPLAY_LEAGUES)('resolves the %s history teams to the replay teams', (competition) => {
    const seasons = football.history.filter((s) => s.competition === competition);
    expect(seasons.length).toBeGreaterThanOrEqual(3);
    const historyTeamIds = new Set(seasons.flatMap((s) => s.matches.flatMap((m) => [m.home.teamId, m.away.teamId])));
    const replayTeams = football.teams.filter((t) => t.kind === 'club' && t.competitions.includes(competition));
    const expected = replayTeams.filter((t) => !NEW_TO_THE_TOP_FLIGHT.includes(t.name));
    expect(expected.filter((t) => !historyTeamIds.has(t.id)).map((t) => t.name)).toEqual([]);
    expect([...historyTeamIds].filter((id) => id !== null && !replayTeams.some((t) => t.id === id))).toEqual([]);
  });
});

describe('Chinese names and colours', () => {
  const hasLatin = (text: string) => /[A-Za-z]/.test(text);

  it('shows every venue under its Chinese name', () => {
    const venues = new Set(football.matches.flatMap((m) => (m.venue === null ? [] : [m.venue])));
    expect([...venues].filter(hasLatin)).toEqual([]);
    expect(football.matches.find((m) => m.id === 2499719)?.venue).toBe('酋长球场');
  });

  it('gives every player a nationality in Chinese, the national team he played for first', () => {
    expect(football.players.filter((p) => hasLatin(p.nationality))).toEqual([]);
    const bySource = (name: string) => football.players.find((p) => p.sourceName === name);
    expect(bySource('Mohamed Salah')?.nationality).toBe('埃及');
    // A German passport, Brazil's keeper at the 2018 World Cup.
    expect(bySource('Alisson')?.nationality).toBe('巴西');
  });

  it('names every football player in Chinese, from the tables or transliterated, beside the source name', () => {
    // Established nicknames keep their letter: C罗, J罗, B席.
    expect(football.players.filter((p) => /[A-Za-z]{2}/.test(p.name))).toEqual([]);
    const bySource = (name: string) => football.players.find((p) => p.sourceName === name);
    expect(bySource('C. Eriksen')).toMatchObject({ name: '埃里克森', nameSource: 'standard' });
    // A Korean name is never transliterated from its romanisation: the table's characters, even if less certain.
    expect(bySource('Yo-Han Go')).toMatchObject({ name: '高耀汉', nameSource: 'table' });
    const bySourceKind = (kind: string) => football.players.filter((p) => p.nameSource === kind).length;
    expect(bySourceKind('standard')).toBeGreaterThan(1400);
    expect(bySourceKind('table')).toBeGreaterThan(2000);
    // The few the tables know only with low confidence are the product's own transliteration.
    expect(bySourceKind('transliterated')).toBeLessThan(30);
    expect(bySourceKind('source')).toBe(0);
  });

  it('names every NBA player in Chinese: the regulars from the table, the others transliterated', () => {
    expect(basketball.nba.players.filter((p) => hasLatin(p.name)).map((p) => p.sourceName)).toEqual([]);
    const regulars = basketball.nba.players.filter((p) => p.minutes >= 1000);
    expect(regulars.every((p) => p.nameSource === 'standard' || p.nameSource === 'table')).toBe(true);
  });

  it('has two colours for every football, NBA and CBA team', () => {
    const colour = /^#[0-9A-F]{6}$/;
    expect(football.teams.filter((t) => !dataset.teamColours.football.has(String(t.id))).map((t) => t.name)).toEqual(
      [],
    );
    expect(basketball.nba.teams.filter((t) => !dataset.teamColours.nba.has(t.code))).toEqual([]);
    expect(basketball.cba.teams.filter((t) => !dataset.teamColours.cba.has(t.key))).toEqual([]);
    const all = [dataset.teamColours.football, dataset.teamColours.nba, dataset.teamColours.cba].flatMap((m) => [
      ...m.values(),
    ]);
    expect(all.filter((c) => !colour.test(c.primary) || !colour.test(c.secondary))).toEqual([]);
  });
});

describe('basketball', () => {
  it('has the 30 NBA teams with Chinese names and their rated players', () => {
    expect(basketball.nba.teams).toHaveLength(30);
    expect(basketball.nba.players).toHaveLength(715);
    const codes = new Set(basketball.nba.teams.map((t) => t.code));
    expect(basketball.nba.players.every((p) => codes.has(p.teamCode))).toBe(true);
    expect(basketball.nba.teams.find((t) => t.code === 'BRK')).toMatchObject({
      abbr: 'BKN',
      zh: '篮网',
      conference: 'east',
    });
  });

  it('has the 20 CBA teams with Chinese names and cities', () => {
    expect(basketball.cba.teams).toHaveLength(20);
    expect(basketball.cba.teams.every((t) => t.zh && t.zhFull && t.city)).toBe(true);
  });
});

describe('shape checks', () => {
  it('names the bad field of a malformed file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kanqiu-dataset-'));
    mkdirSync(join(dir, 'football/matches'), { recursive: true });
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'names'));
    writeFileSync(join(dir, 'football/groups.json'), '{}');
    writeFileSync(join(dir, 'names/venues.json'), '{}');
    writeFileSync(join(dir, 'football/matches/England.json.gz'), gzipSync(JSON.stringify([{ id: '1' }])));
    expect(() => loadMatches(dir)).toThrow(DatasetShapeError);
    expect(() => loadMatches(dir)).toThrow('football/matches/England.json.gz[0].id: expected a number');
  });
});
