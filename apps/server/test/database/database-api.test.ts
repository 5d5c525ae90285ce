import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import {
  basketballCompetitionDetail,
  basketballPlayerDetail,
  basketballTeamDetail,
  competitionDetail,
  competitionGroupList,
  playerDetail,
  searchResult,
  teamColorTable,
  teamDetail,
} from '@kanqiu/contract';
import { BasketballStatus, Code, FootballStatus, localDayOf } from '@kanqiu/domain';
import type { PlayerBoxLine } from '@kanqiu/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { get } from '../support/api';
import { basketballProviders, bundledDataset, BASKETBALL_NOW } from '../support/basketball-fixtures';
import { replayFeed, seedFootballReference } from '../support/football-fixtures';
import { expectDocumented } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';


const routes = [
  ['GET', '/database/competitions'],
  ['GET', '/database/search'],
  ['GET', '/database/team-colors'],
  ['GET', '/database/competition/{id}'],
  ['GET', '/database/basketball/{id}'],
  ['GET', '/database/basketball/team/{id}'],
  ['GET', '/database/basketball/player/{id}'],
  ['GET', '/database/team/{id}'],
  ['GET', '/database/player/{id}'],
] as const;

const PREMIER_LEAGUE = 1;
const SUPER_LEAGUE = 8;
const dataFile = (path: string) => new URL(`../../../../data/${path}`, import.meta.url);
const WORLD_CUP = 6;
const MANCHESTER_CITY = 1625;
const LIVERPOOL = 1612;
/** 20 June 2027: the replay's 2017-18 league seasons (the 2026-27 pass) have all been played, the 2026 World Cup too. */
const SEASON_OVER = Date.parse('2027-06-20T12:00:00Z') / 1000;

describe.each(backends())('the database (资料库) on $name', (backend) => {
  const server = useTestServer(backend);
  beforeAll(async () => {
    await seedFootballReference(server());
    server().clock.now = SEASON_OVER;
    await server().ingest.ingest(replayFeed(SEASON_OVER).bootstrap());
  }, 120_000);
  // The basketball tests move the clock to their own day.
  beforeEach(() => {
    server().clock.now = SEASON_OVER;
  });

  const data = async (path: string, query?: Record<string, string>) => {
    const reply = await get(server(), path, query ? { query } : {});
    expect(reply.msg).toBe('成功');
    return reply.data;
  };

  it.each(routes)('documents %s %s in docs/api.md and OpenAPI', async (method, path) => {
    await expectDocumented(server(), [[method, path]], /^database$/);
  });

  it('groups the competitions of each sport', async () => {
    const football = competitionGroupList.parse(await data('/database/competitions', { sport: 'football' }));
    expect(football.groups.map((g) => [g.key, g.competitions.map((c) => c.name)])).toEqual([
      ['topFive', ['英超', '西甲', '意甲', '德甲', '法甲']],
      ['china', ['中超']],
      ['international', ['世界杯', '欧洲杯']],
    ]);
    const basketball = competitionGroupList.parse(await data('/database/competitions', { sport: 'basketball' }));
    expect(basketball.groups.flatMap((g) => g.competitions.map((c) => c.name))).toEqual(['NBA', 'CBA']);
  });

  it('finds 曼城 by pinyin initials, Chinese name, full name and English name, and 萨拉赫 by his name in Chinese, pinyin or English', async () => {
    for (const keyword of ['mc', '曼城', '曼彻斯特城', 'manchester city', 'mancheng']) {
      const found = searchResult.parse(await data('/database/search', { keyword }));
      expect(
        found.teams.map((t) => t.id),
        keyword,
      ).toContain(MANCHESTER_CITY);
    }
    for (const keyword of ['萨拉赫', 'salahe', 'slh', 'Mohamed Salah', 'salah']) {
      const players = searchResult.parse(await data('/database/search', { keyword })).players;
      expect(
        players.map((p) => p.team?.name),
        keyword,
      ).toContain('利物浦');
    }
    const competitions = searchResult.parse(await data('/database/search', { keyword: 'yc' })).competitions;
    expect(competitions.map((c) => c.name)).toContain('英超');
  });

  it("gives every team's badge colours, 曼城 in sky blue and navy, to be cached a day", async () => {
    const response = await fetch(`${server().url}/database/team-colors`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const { colors } = teamColorTable.parse(((await response.json()) as { data: unknown }).data);
    expect(colors[MANCHESTER_CITY]).toEqual(['#6CABDD', '#1C2C5B']);
    expect(colors[LIVERPOOL]).toHaveLength(2);
  });

  it("sends a team's page, cached for every guest, compressed as the client accepts: the same envelope each way", async () => {
    const url = `${server().url}/database/team/${MANCHESTER_CITY}`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const envelope: unknown = await plain.json();
    for (const encoding of ['br', 'gzip']) {
      const encoded = await fetch(url, { headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(encoded.headers.get('content-encoding')).toBe(encoding);
      expect(encoded.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await encoded.json()).toEqual(envelope);
    }
  });

  it('refuses an empty search in Chinese', async () => {
    const reply = await get(server(), '/database/search', { query: { keyword: '  ' } });
    expect(reply.code).toBe(Code.validationFailed);
    expect(reply.msg).toMatch(/搜索/);
  });

  it("shows the real 2017-18 Premier League once the replay has played it: Manchester City champions on 100 points, Salah's goals on top", async () => {
    const detail = competitionDetail.parse(await data(`/database/competition/${PREMIER_LEAGUE}`));
    expect(detail.season).toBe('2017-18');
    expect(detail.seasons.map((s) => s.season)).toContain('2016-17');
    const table = detail.standings[0]!.rows;
    expect(table).toHaveLength(20);
    expect(table[0]).toMatchObject({
      rank: 1,
      team: { id: MANCHESTER_CITY, name: '曼城' },
      points: 100,
      won: 32,
      drawn: 4,
      lost: 2,
    });
    expect(table[0]!.zone).toBe('champions');
    expect(table[19]!.zone).toBe('relegation');
    expect(detail.rounds).toHaveLength(38);
    const scorers = detail.rankings.find((r) => r.kind === 'goals')!.rows;
    expect(scorers[0]).toMatchObject({ rank: 1, value: 32, team: { id: LIVERPOOL } });
    expect(scorers[0]!.player.name).toBe('萨拉赫');
  });

  it('shows a history season from its results and a World Cup group', async () => {
    const history = competitionDetail.parse(
      await data(`/database/competition/${PREMIER_LEAGUE}`, { season: '2016-17' }),
    );
    expect(history.source).toBe('results');
    expect(history.standings[0]!.rows[0]).toMatchObject({ team: { name: '切尔西' }, points: 93 });
    const worldCup = competitionDetail.parse(await data(`/database/competition/${WORLD_CUP}`));
    expect(worldCup.standings.map((g) => g.group)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    const groupA = worldCup.standings[0]!;
    expect(groupA.rows.map((r) => [r.team.name, r.points])).toEqual([
      ['乌拉圭', 9],
      ['俄罗斯', 6],
      ['沙特', 3],
      ['埃及', 0],
    ]);
  });

  it('ranks the generated NBA season by conference and CBA in one table', async () => {
    const nba = basketballCompetitionDetail.parse(await data('/database/basketball/101'));
    expect(nba.standings.map((g) => [g.conference, g.rows.length])).toEqual([
      ['east', 15],
      ['west', 15],
    ]);
    const rows = nba.standings.flatMap((g) => g.rows);
    expect(rows.reduce((sum, r) => sum + r.won, 0)).toBe(rows.reduce((sum, r) => sum + r.lost, 0));
    expect(rows[0]!.division).toMatch(/赛区$/);
    const cba = basketballCompetitionDetail.parse(await data('/database/basketball/102'));
    expect(cba.standings).toHaveLength(1);
    expect(cba.standings[0]!.rows).toHaveLength(20);
    expect((await get(server(), '/database/basketball/1')).code).toBe(Code.notFound);

    const teamId = nba.standings[0]!.rows[0]!.team.id!;
    const team = basketballTeamDetail.parse(await data(`/database/basketball/team/${teamId}`));
    expect(team.ratingsSeason).toBe('2021-22');
    expect(team.roster.length).toBeGreaterThan(8);
    expect(team.record.won).toBe(nba.standings[0]!.rows[0]!.won);
    const top = team.roster[0]!;
    expect(top.raptorTotal).toBeCloseTo(top.raptorOffense + top.raptorDefense, 0);
    const player = basketballPlayerDetail.parse(await data(`/database/basketball/player/${top.player.id}`));
    expect(player.teams.map((t) => t.team.id)).toContain(teamId);
    const cbaTeam = basketballTeamDetail.parse(
      await data(`/database/basketball/team/${cba.standings[0]!.rows[0]!.team.id}`),
    );
    expect(cbaTeam.roster).toEqual([]);
    expect((await get(server(), `/database/basketball/team/${MANCHESTER_CITY}`)).code).toBe(Code.notFound);
    expect((await get(server(), '/database/competition/101')).code).toBe(Code.notFound);
  });

  it('averages NBA players and teams per game from the final box scores of the finished games held', async () => {
    server().clock.now = BASKETBALL_NOW;
    await server().ingest.ingest(basketballProviders(BASKETBALL_NOW).bootstrap());
    // The ingest blocked the loop a while: under-pressure sheds requests until it has caught up.
    await expect
      .poll(async () => (await get(server(), '/database/competitions', { query: { sport: 'football' } })).code, {
        timeout: 30_000,
      })
      .toBe(200);
    // Independently: each finished NBA game's last box score, points summed per player over the games he played.
    const finals = await server()
      .database.db.selectFrom('box_scores as b')
      .innerJoin('matches as m', 'm.id', 'b.match_id')
      .select(['m.id', 'b.minute', 'b.box', 'm.competition_id', 'm.state'])
      .where('m.sport', '=', 'basketball')
      .where('m.state', '=', BasketballStatus.finished)
      .execute();
    const last = new Map<number, (typeof finals)[number]>();
    for (const row of finals) if ((last.get(row.id)?.minute ?? -1) < row.minute) last.set(row.id, row);
    const points = new Map<number, { games: number; points: number }>();
    let nbaGames = 0;
    for (const row of last.values()) {
      if (row.competition_id !== 101) continue;
      nbaGames += 1;
      const box = JSON.parse(row.box) as Record<'home' | 'away', { players: PlayerBoxLine[] }>;
      for (const line of [...box.home.players, ...box.away.players].filter((p) => p.secondsPlayed > 0)) {
        const known = points.get(line.playerId) ?? { games: 0, points: 0 };
        points.set(line.playerId, { games: known.games + 1, points: known.points + line.points });
      }
    }
    expect(nbaGames).toBeGreaterThan(0);

    const nba = basketballCompetitionDetail.parse(await data('/database/basketball/101'));
    expect(nba.averages.games).toBe(nbaGames);
    const scorers = nba.averages.leaders.find((l) => l.stat === 'points')!;
    expect(scorers.rows).toHaveLength(5);
    for (const row of scorers.rows) {
      const expected = points.get(row.player.id)!;
      expect(row.games).toBe(expected.games);
      expect(row.value).toBeCloseTo(expected.points / expected.games, 1);
    }
    expect(nba.averages.leaders.map((l) => l.stat)).toEqual(['points', 'rebounds', 'assists', 'steals', 'blocks']);

    const leader = scorers.rows[0]!;
    const player = basketballPlayerDetail.parse(await data(`/database/basketball/player/${leader.player.id}`));
    expect(player.averages).toMatchObject({ games: leader.games, points: leader.value });
    const team = basketballTeamDetail.parse(await data(`/database/basketball/team/${leader.team.id}`));
    expect(team.averages.find((a) => a.player.id === leader.player.id)?.points).toBe(leader.value);

    // CBA games have no box score (no open player data): no player averages, but team averages from each
    // finished game's last team statistics, counted here independently.
    const statistics = await server()
      .database.db.selectFrom('match_statistics as s')
      .innerJoin('matches as m', 'm.id', 's.match_id')
      .select(['m.id', 's.minute', 's.stats', 'm.home_team_id', 'm.away_team_id'])
      .where('m.competition_id', '=', 102)
      .where('m.state', '=', BasketballStatus.finished)
      .execute();
    const lastStats = new Map<number, (typeof statistics)[number]>();
    for (const row of statistics) if ((lastStats.get(row.id)?.minute ?? -1) < row.minute) lastStats.set(row.id, row);
    const cbaPoints = new Map<number, { games: number; points: number; made: number; attempted: number }>();
    for (const row of lastStats.values()) {
      const values = JSON.parse(row.stats) as Record<string, [number, number]>;
      [row.home_team_id, row.away_team_id].forEach((teamId, side) => {
        const known = cbaPoints.get(teamId) ?? { games: 0, points: 0, made: 0, attempted: 0 };
        cbaPoints.set(teamId, {
          games: known.games + 1,
          points: known.points + values['101']![side]!,
          made: known.made + values['108']![side]!,
          attempted: known.attempted + values['109']![side]!,
        });
      });
    }
    expect(lastStats.size).toBeGreaterThan(0);
    const cba = basketballCompetitionDetail.parse(await data('/database/basketball/102'));
    expect(cba.averages).toMatchObject({ games: lastStats.size, leaders: [], teams: [] });
    expect(cba.averages.teamStatistics).toHaveLength(cbaPoints.size);
    for (const row of cba.averages.teamStatistics) {
      const expected = cbaPoints.get(row.team.id!)!;
      expect(row.games).toBe(expected.games);
      expect(row.points).toBeCloseTo(expected.points / expected.games, 1);
      expect(row.fieldGoalPct).toBeCloseTo((100 * expected.made) / expected.attempted, 1);
    }
    const cbaTeam = cba.averages.teamStatistics[0]!;
    const cbaTeamPage = basketballTeamDetail.parse(await data(`/database/basketball/team/${cbaTeam.team.id}`));
    expect(cbaTeamPage.teamStatistics).toMatchObject({ games: cbaTeam.games, points: cbaTeam.points });
  });

  it('shows 中超 2024 from its real results: 上海海港 champions, AFC places, two down, and a club page', async () => {
    // Independently, from the data file: Shanghai Port's record and the season's size.
    const history = JSON.parse(gunzipSync(readFileSync(dataFile('football/history.json.gz'))).toString()) as {
      competition: string;
      matches: [number, string, string, string, string, [number, number], [number, number] | null][];
    }[];
    const season = history.find((s) => s.competition === 'Chinese_Super_League')!;
    const port = season.matches.flatMap(([, , , home, away, ft, ht]) => {
      if (home !== 'Shanghai Port FC' && away !== 'Shanghai Port FC') return [];
      const [scored, conceded] = home === 'Shanghai Port FC' ? ft : [ft[1], ft[0]];
      const lead = ht !== null && (home === 'Shanghai Port FC' ? ht[0] > ht[1] : ht[1] > ht[0]);
      return [{ scored, conceded, lead }];
    });
    const won = port.filter((m) => m.scored > m.conceded).length;
    const drawn = port.filter((m) => m.scored === m.conceded).length;

    const detail = competitionDetail.parse(await data(`/database/competition/${SUPER_LEAGUE}`));
    expect(detail).toMatchObject({ season: '2024', source: 'results' });
    expect(detail.rounds).toHaveLength(30);
    expect(detail.rounds.flatMap((r) => r.fixtures)).toHaveLength(season.matches.length);
    const table = detail.standings[0]!.rows;
    expect(table).toHaveLength(16);
    expect(table[0]).toMatchObject({ team: { name: '上海海港' }, won, drawn, points: won * 3 + drawn });
    expect(table.map((r) => r.zone)).toEqual([
      ...['champions', 'champions', 'champions', 'europa'],
      ...Array<null>(10).fill(null),
      ...['relegation', 'relegation'],
    ]);
    expect(detail.resultStats).toHaveLength(16);
    const portId = table[0]!.team.id!;
    expect(portId).toBeGreaterThanOrEqual(300_000);

    const club = teamDetail.parse(await data(`/database/team/${portId}`));
    expect(club).toMatchObject({ source: 'results', stats: null, squad: [], standing: { rank: 1 } });
    expect(club.team.name).toBe('上海海港');
    expect(club.fixtures).toHaveLength(port.length);
    expect(club.resultStats).toMatchObject({
      cleanSheets: port.filter((m) => m.conceded === 0).length,
      halfTimeLeads: port.filter((m) => m.lead).length,
    });
    expect(club.resultStats!.home.played + club.resultStats!.away.played).toBe(port.length);

    for (const keyword of ['上海海港', 'shhg']) {
      const found = searchResult.parse(await data('/database/search', { keyword }));
      expect(found.teams.map((t) => t.id)).toContain(portId);
    }
  });

  it("links a team page's result to the match page of its replay, on the day the score pages show it", async () => {
    const real = bundledDataset().football.matches.find(
      (m) => m.home === MANCHESTER_CITY && m.competition === 'England',
    )!;
    const page = teamDetail.parse(await data(`/database/team/${MANCHESTER_CITY}`));
    const replay = await server()
      .database.db.selectFrom('matches')
      .select(['id', 'state', 'kickoff_at'])
      .where('provider', '=', 'replay')
      .where('provider_match_id', 'like', `${real.id}@%`)
      .executeTakeFirstOrThrow();
    expect(replay.state).toBe(FootballStatus.finished);
    const result = page.fixtures.find((f) => f.matchId === replay.id);
    expect(result).toMatchObject({ date: localDayOf(replay.kickoff_at), home: { id: MANCHESTER_CITY } });
    expect(result?.date).not.toBe(localDayOf(real.kickoff));
  });

  it('answers an unknown season, team or player with a Chinese not-found', async () => {
    for (const [path, query] of [
      [`/database/competition/${PREMIER_LEAGUE}`, { season: '1999-00' }],
      ['/database/team/999999', undefined],
      ['/database/player/999999', undefined],
    ] as const) {
      const reply = await get(server(), path, query ? { query } : {});
      expect(reply.code).toBe(Code.notFound);
      expect(reply.msg).toMatch(/\p{Script=Han}/u);
    }
    const bad = await get(server(), `/database/competition/${PREMIER_LEAGUE}`, { query: { season: 'abc' } });
    expect(bad.code).toBe(Code.validationFailed);
  });

  it("shows Manchester City's squad and Salah's season from the real events", async () => {
    const team = teamDetail.parse(await data(`/database/team/${MANCHESTER_CITY}`));
    expect(team.team).toMatchObject({ name: '曼城', stadium: '伊蒂哈德球场' });
    expect(team.standing).toMatchObject({ rank: 1, points: 100 });
    expect(team.fixtures).toHaveLength(38);
    expect(team.squad.map((g) => g.role)).toEqual(['Goalkeeper', 'Defender', 'Midfielder', 'Forward']);

    const salahId = searchResult.parse(await data('/database/search', { keyword: 'salah' })).players[0]!.id;
    const player = playerDetail.parse(await data(`/database/player/${salahId}`));
    expect(player.player).toMatchObject({ name: '萨拉赫', nameSource: 'standard' });
    const league = player.seasons.find((s) => s.competition.id === PREMIER_LEAGUE)!;
    expect(league.stats).toMatchObject({ goals: 32, appearances: 36 });
    expect(player.player.team).toMatchObject({ id: LIVERPOOL });
    const appearances = player.seasons.reduce((sum, s) => sum + s.stats.appearances, 0);
    expect(player.matches).toHaveLength(appearances);
  });

  it('names a player no table knows in Chinese characters, and says so only in the data', async () => {
    const row = await server()
      .database.db.selectFrom('players')
      .select(['id', 'source_name'])
      .where('name_source', '=', 'transliterated')
      .where('sport', '=', 'football')
      .executeTakeFirstOrThrow();
    const player = playerDetail.parse(await data(`/database/player/${row.id}`));
    expect(player.player.name).toMatch(/^[\p{Script=Han}·]+$/u);
    expect(player.player.nameSource).toBe('transliterated');
  });
});
