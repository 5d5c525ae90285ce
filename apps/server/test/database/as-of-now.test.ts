import {
  analysisFuture,
  analysisTable,
  competitionDetail,
  playerDetail,
  teamDetail,
  type CompetitionDetail,
} from '@kanqiu/contract';
import { FootballStatus, localDayOf } from '@kanqiu/domain';
import { Team } from '@kanqiu/test-factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../ai/support';
import { dataOf, get } from '../support/api';
import { bundledDataset } from '../support/basketball-fixtures';
import { replayFeed, seedFootballReference } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/** Saturday 28 November 2026, 20:00 Beijing: matchday 13 of the leagues, the evening's matches still to come. */
const SATURDAY = Date.parse('2026-11-28T12:00:00Z') / 1000;
/** Sunday 04:00 Beijing: Saturday's European evening is over. */
const SUNDAY = SATURDAY + 8 * 3600;
const LEAGUES = [1, 2, 3, 4, 5];
const PREMIER_LEAGUE = 1;

type Row = CompetitionDetail['standings'][number]['rows'][number];
const line = (r: Row) => [r.team.id, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points, r.form];

describe.each(backends())('the 资料库 as of the replay’s now on $name', (backend) => {
  const server = useTestServer(backend);
  const feed = replayFeed(SATURDAY);

  /** The stored replays of a league's current pass, with their state and real match id. */
  async function stored(competitionId: number) {
    const rows = await server()
      .database.db.selectFrom('matches')
      .select(['id', 'season', 'state', 'provider_match_id', 'home_team_id', 'away_team_id', 'kickoff_at'])
      .where('competition_id', '=', competitionId)
      .where('provider', '=', 'replay')
      .where('kickoff_at', '<=', server().clock.now)
      .execute();
    const pass = rows
      .map((r) => r.season)
      .sort()
      .at(-1);
    return rows
      .filter((r) => r.season === pass)
      .map((r) => ({ ...r, archiveId: Number.parseInt(r.provider_match_id, 10) }));
  }

  async function finishedOf(competitionId: number) {
    return (await stored(competitionId)).filter((r) => r.state === FootballStatus.finished);
  }

  /** A read once the server has caught up with an ingest that blocked its loop (it sheds requests until then). */
  async function read<S extends Parameters<typeof dataOf>[1]>(path: string, schema: S, query?: Record<string, string>) {
    let reply = await get(server(), path, query ? { query } : {});
    for (let tries = 0; reply.status === 503 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      reply = await get(server(), path, query ? { query } : {});
    }
    return dataOf(reply, schema);
  }

  const competition = (id: number) => read(`/database/competition/${id}`, competitionDetail);

  /** The 资料库's table and the 分析 table of a match of the same league, row by row. */
  async function expectOneTable(competitionId: number) {
    const [match] = await stored(competitionId);
    const analysis = await read(`/live/fb/match/analysis/table/${match!.id}`, analysisTable);
    const database = await competition(competitionId);
    expect(database.standings).toHaveLength(1);
    expect(database.standings[0]!.rows.map(line)).toEqual(
      analysis.groups[0]!.rows.map((r) => [
        r.teamId,
        r.played,
        r.win,
        r.draw,
        r.loss,
        r.goalsFor,
        r.goalsAgainst,
        r.points,
        r.form,
      ]),
    );
    return database;
  }

  beforeAll(async () => {
    await seedFootballReference(server());
    server().clock.now = SATURDAY;
  }, 120_000);

  it('shows the real season whole while no replay of it is stored (the score pages show none of it)', async () => {
    const detail = await competition(PREMIER_LEAGUE);
    expect(detail.standings[0]!.rows[0]).toMatchObject({ team: { id: Team.manCity }, played: 38, points: 100 });
    expect(detail.rounds).toHaveLength(38);
  });

  it('agrees with the match page’s 分析 table in every league, and both move when results come in', async () => {
    await server().ingest.ingest(feed.bootstrap());
    const before = new Map<number, number>();
    for (const id of LEAGUES) {
      const detail = await expectOneTable(id);
      before.set(
        id,
        detail.standings[0]!.rows.reduce((sum, r) => sum + r.played, 0),
      );
      expect(before.get(id)).toBe(2 * (await finishedOf(id)).length);
    }
    // Matchday 13 of 38: the season is being played, not finished.
    const city = (await competition(PREMIER_LEAGUE)).standings[0]!.rows.find((r) => r.team.id === Team.manCity)!;
    expect(city.played).toBeGreaterThanOrEqual(11);
    expect(city.played).toBeLessThanOrEqual(14);

    server().clock.now = SUNDAY;
    await server().ingest.ingest(feed.until(SUNDAY));
    let moved = 0;
    for (const id of LEAGUES) {
      const detail = await expectOneTable(id);
      const played = detail.standings[0]!.rows.reduce((sum, r) => sum + r.played, 0);
      expect(played).toBe(2 * (await finishedOf(id)).length);
      if (played > before.get(id)!) moved += 1;
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('counts no unplayed match in the tables, rounds, leaders, team and player pages', async () => {
    const matches = new Map(bundledDataset().football.matches.map((m) => [m.id, m]));
    for (const id of LEAGUES) {
      const finished = await finishedOf(id);
      const pairs = new Set(finished.map((r) => `${r.home_team_id}-${r.away_team_id}`));
      const detail = await competition(id);
      const rows = detail.standings[0]!.rows;
      // Goals: the real scores of exactly the finished matches.
      const goals = finished.reduce((sum, r) => {
        const [home, away] = matches.get(r.archiveId)!.score.ft;
        return sum + (home ?? 0) + (away ?? 0);
      }, 0);
      expect(rows.reduce((sum, r) => sum + r.goalsFor, 0)).toBe(goals);
      const fixtures = detail.rounds.flatMap((r) => r.fixtures);
      expect(fixtures).toHaveLength(finished.length);
      for (const f of fixtures) expect(pairs.has(`${f.home.id}-${f.away.id}`)).toBe(true);
      // Each on the day and with the page the score pages show it on, never its real 2017 day.
      expect(fixtures.map((f) => [f.matchId, f.date]).sort()).toEqual(
        finished.map((r) => [r.id, localDayOf(r.kickoff_at)]).sort(),
      );
      expect(detail.teamStats.every((t) => t.perMatch.played <= 14)).toBe(true);

      // The top scorer's goals are his goals in finished matches, on the ranking and on his page.
      const scorer = detail.rankings.find((r) => r.kind === 'goals')!.rows[0]!;
      const player = await read(`/database/player/${scorer.player.id}`, playerDetail);
      const own = player.matches.filter((m) => m.competition === detail.competition.name);
      for (const m of player.matches)
        expect(pairs.has(`${m.home.id}-${m.away.id}`) || m.competition !== detail.competition.name).toBe(true);
      const shown = new Map(fixtures.map((f) => [f.matchId, f.date]));
      for (const m of own) expect(m.date).toBe(shown.get(m.matchId));
      expect(own.reduce((sum, m) => sum + m.goals, 0)).toBe(scorer.value);
      const season = player.seasons.find((s) => s.competition.id === id)!;
      expect(season.stats.goals).toBe(scorer.value);
      expect(season.stats.appearances).toBe(own.length);

      // A team's page: its place in the one table, its finished matches only.
      const top = rows[0]!;
      const team = await read(`/database/team/${top.team.id}`, teamDetail, { competition: String(id) });
      expect(team.standing).toEqual(top);
      expect(team.fixtures).toHaveLength(top.played);
      expect(team.stats?.played).toBe(top.played);
      for (const f of team.fixtures) expect(pairs.has(`${f.home.id}-${f.away.id}`)).toBe(true);
      for (const f of team.fixtures) expect(f.date).toBe(shown.get(f.matchId));
      expect(team.squad.flatMap((g) => g.players).every((p) => p.appearances <= top.played)).toBe(true);
    }
  });

  it('shows on a team page its next three fixtures of the replay calendar, as 分析’s 未来赛程 does', async () => {
    const now = server().clock.now;
    const [match] = await stored(PREMIER_LEAGUE);
    const future = await read(`/live/fb/match/analysis/future/${match!.id}`, analysisFuture);
    const team = await read(`/database/team/${match!.home_team_id}`, teamDetail);
    expect(team.upcoming).toHaveLength(3);
    const kickoffs = team.upcoming.map((m) => m.kickoffAt);
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    for (const m of team.upcoming) {
      expect(m.kickoffAt).toBeGreaterThan(now);
      expect([m.homeId, m.awayId]).toContain(match!.home_team_id);
      // On today's dates: this season's calendar, not 2017-18's.
      expect(localDayOf(m.kickoffAt) >= localDayOf(now)).toBe(true);
    }
    // The same calendar as 分析: the fixtures after that match's kick-off lead to the ones after now.
    const after = future.home.filter((m) => m.kickoffAt > now).map((m) => m.kickoffAt);
    expect(kickoffs.slice(0, after.length)).toEqual(after);
  });

  it('has the AI assistant tell the table and the scorers as of now, from the same source', async () => {
    const detail = await competition(PREMIER_LEAGUE);
    const scorers = detail.rankings.find((r) => r.kind === 'goals')!.rows.slice(0, 3);
    const scorersAnswer = await ask(server(), '英超射手榜');
    for (const r of scorers) expect(scorersAnswer.text).toContain(`${r.player.name}（${r.team.name}）${r.value} 球`);
    const leader = detail.standings[0]!.rows[0]!;
    const tableAnswer = await ask(server(), '英超积分榜前四');
    expect(tableAnswer.text).toContain(`${leader.team.name}（${leader.points} 分）`);
    expect(leader.played).toBeLessThan(38);
  });
});
