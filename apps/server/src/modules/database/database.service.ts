import {
  type CompetitionDetail,
  type CompetitionSummary,
  type DatabaseFixture,
  type PlayerDetail,
  type TeamDetail,
} from '@kanqiu/contract';
import {
  competitionGroups,
  localDayOf,
  playerRankingKinds,
  rankPlayers,
  type ArchiveMatch,
  type PlayerSeason,
} from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import { fail } from '../../platform/http/app-error';
import type { ReplayLookup } from '../match';
import type { BasketballArchive } from './archive';
import { createBasketballDatabase } from './basketball.service';
import type { CompetitionRow, DatabaseRepository, PastResultRow, TeamRow } from './database.repository';
import { resultsSeason } from './results-season';
import { tableRows } from './standing-rows';
import type { BasketballServices } from '../basketball';
import type { FootballServices } from '../football';
import { createSearch } from './search.service';
import { summary } from './summary';
import type { CompetitionSeason, SeasonBook } from './season-book';
import type { SeasonNow, SeasonNowOf } from './season-now';

const RANKING_SIZE = 20;
/** Team and player pages kept serialised: every club and more than a season's busiest players. */
const ROLE_ORDER = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'];

type Deps = {
  repository: DatabaseRepository;
  book: () => SeasonBook;
  basketball: BasketballArchive;
  boxScores: BasketballServices['boxScores'];
  replays: ReplayLookup;
  clock: Clock;
  /** The real seasons as the replay has played them by now (season-now.ts). */
  seasonNow: SeasonNowOf;
  /** A team's next fixtures on the replay calendar after an instant (football's 未来赛程). */
  upcoming: FootballServices['upcoming'];
};

const UPCOMING = 3;

const round1 = (value: number) => Math.round(value * 10) / 10;
const perMatch = (total: number, played: number) => (played === 0 ? 0 : round1(total / played));

type Names = ReadonlyMap<number, string>;
const teamRef = (names: Names, id: number) => ({ id, name: names.get(id) ?? String(id) });

/** Real season totals of one team over the given matches, per match. */
function teamStats(teamId: number, matches: readonly ArchiveMatch[]) {
  const own = matches.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);
  const sum = {
    goalsFor: 0,
    goalsAgainst: 0,
    shots: 0,
    shotsOnTarget: 0,
    possession: 0,
    corners: 0,
    yellow: 0,
    red: 0,
  };
  for (const m of own) {
    const side = m.homeTeamId === teamId ? 'home' : 'away';
    const other = side === 'home' ? 'away' : 'home';
    const [scored, conceded] = side === 'home' ? (m.et ?? m.ft) : [...(m.et ?? m.ft)].reverse();
    const stats = m.stats[side];
    const passes = stats.passes + m.stats[other].passes;
    sum.goalsFor += scored ?? 0;
    sum.goalsAgainst += conceded ?? 0;
    sum.shots += stats.shots;
    sum.shotsOnTarget += stats.shotsOnTarget;
    sum.possession += passes === 0 ? 50 : (100 * stats.passes) / passes;
    sum.corners += stats.corners;
    sum.yellow += stats.yellow;
    sum.red += stats.red;
  }
  const played = own.length;
  return {
    played,
    goalsFor: perMatch(sum.goalsFor, played),
    goalsAgainst: perMatch(sum.goalsAgainst, played),
    shots: perMatch(sum.shots, played),
    shotsOnTarget: perMatch(sum.shotsOnTarget, played),
    possession: perMatch(sum.possession, played),
    corners: perMatch(sum.corners, played),
    yellow: perMatch(sum.yellow, played),
    red: perMatch(sum.red, played),
  };
}

export function createDatabaseService(deps: Deps) {
  const { repository, book, basketball, boxScores, replays, clock, seasonNow, upcoming } = deps;
  async function competitionSummaries(): Promise<CompetitionSummary[]> {
    return (await repository.competitions()).map(summary);
  }

  const search = createSearch(repository, competitionSummaries, (playerId) => book().playerTeam(playerId));

  async function groups(sport: 'football' | 'basketball') {
    const byId = new Map((await competitionSummaries()).map((c) => [c.id, c]));
    return {
      groups: competitionGroups[sport].map((g) => ({
        key: g.key,
        competitions: g.competitionIds.flatMap((id) => byId.get(id) ?? []),
      })),
    };
  }

  async function existingCompetition(id: number, sport: CompetitionRow['sport']): Promise<CompetitionRow> {
    const row = await repository.competition(id);
    if (!row || row.sport !== sport) return fail('notFound', '赛事不存在');
    return row;
  }

  const basketballPages = createBasketballDatabase({ repository, basketball, boxScores, replays, clock });

  /** A finished match as the score pages show it: on the replay's day, linked to its page (the real day without one). */
  function fixture(m: ArchiveMatch, names: Names, replays: SeasonNow['replays']): DatabaseFixture {
    const replay = replays.get(m.id);
    return {
      matchId: replay?.matchId ?? null,
      date: localDayOf(replay?.kickoffAt ?? m.kickoffAt),
      stage: m.stage,
      round: m.round,
      home: teamRef(names, m.homeTeamId),
      away: teamRef(names, m.awayTeamId),
      homeScore: m.ft[0],
      awayScore: m.ft[1],
      extraTime: m.et ? [m.et[0], m.et[1]] : null,
      penalties: m.pens ? [m.pens[0], m.pens[1]] : null,
    };
  }

  async function eventsSeason(row: CompetitionRow, season: CompetitionSeason, seasons: CompetitionDetail['seasons']) {
    const teamIds = [...new Set(season.matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
    const now = await seasonNow(season, row.kind);
    const ranked = playerRankingKinds.map((kind) => ({
      kind,
      rows: rankPlayers(now.players, (p: PlayerSeason) => p[kind], RANKING_SIZE),
    }));
    const playerIds = ranked.flatMap((r) => r.rows.map((x) => x.item.playerId));
    const [names, playerNames] = await Promise.all([repository.teamNames(teamIds), repository.playerNames(playerIds)]);
    const ref = (teamId: number) => teamRef(names, teamId);
    const standingGroups = now.groups.map((g) => ({ group: g.group, rows: tableRows(g.rows, row.id, ref) }));
    const rounds = new Map<
      string,
      { stage: ArchiveMatch['stage']; round: number | null; fixtures: DatabaseFixture[] }
    >();
    for (const m of now.matches) {
      const key = `${m.stage}:${m.round ?? ''}`;
      const entry = rounds.get(key) ?? { stage: m.stage, round: m.round, fixtures: [] };
      entry.fixtures.push(fixture(m, names, now.replays));
      rounds.set(key, entry);
    }
    return {
      competition: summary(row),
      seasons,
      season: season.season,
      source: 'events' as const,
      standings: standingGroups,
      rounds: [...rounds.values()],
      rankings: ranked.map((r) => ({
        kind: r.kind,
        rows: r.rows.map((x) => ({
          rank: x.rank,
          value: x.value,
          player: { id: x.item.playerId, name: playerNames.get(x.item.playerId) ?? String(x.item.playerId) },
          team: teamRef(names, x.item.teamId),
          appearances: x.item.appearances,
          minutes: x.item.minutes,
        })),
      })),
      teamStats: teamIds
        .map((id) => ({ team: teamRef(names, id), perMatch: teamStats(id, now.matches) }))
        .sort((a, b) => b.perMatch.goalsFor - a.perMatch.goalsFor),
      resultStats: [],
    };
  }

  function resultsDetail(
    row: CompetitionRow,
    season: string,
    results: readonly PastResultRow[],
    seasons: CompetitionDetail['seasons'],
  ): CompetitionDetail {
    const { standings: rows, rounds, stats } = resultsSeason(row.id, results);
    return {
      competition: summary(row),
      seasons,
      season,
      source: 'results',
      standings: [{ group: null, rows }],
      rounds,
      rankings: [],
      teamStats: [],
      resultStats: stats,
    };
  }

  async function competition(id: number, requested: string | undefined): Promise<CompetitionDetail> {
    const row = await existingCompetition(id, 'football');
    const current = book().competition(id);
    const past = await repository.pastSeasons(id);
    const seasons: CompetitionDetail['seasons'] = [
      ...(current ? [{ season: current.season, source: 'events' as const }] : []),
      ...past.map((season) => ({ season, source: 'results' as const })),
    ];
    const season = requested ?? seasons[0]?.season;
    if (current && season === current.season) return eventsSeason(row, current, seasons);
    if (season !== undefined && past.includes(season)) {
      return resultsDetail(row, season, await repository.pastResults(id, season), seasons);
    }
    return fail('notFound', season === undefined ? '该赛事暂无资料' : `没有 ${season} 赛季的资料`);
  }

  /** A club of a season known from its scores only (中超 2024): its table place, results and statistics, no squad. */
  async function resultsTeam(row: TeamRow, competitionId: number | undefined): Promise<TeamDetail> {
    const played = await repository.teamPastSeasons(row.id);
    const latest = played.find((s) => competitionId === undefined || s.competitionId === competitionId);
    if (!latest) return fail('notFound', competitionId === undefined ? '该球队暂无赛季资料' : '该球队没有参加这项赛事');
    const [competition, results, next] = await Promise.all([
      repository.competition(latest.competitionId),
      repository.pastResults(latest.competitionId, latest.season),
      upcoming(row.id, clock(), UPCOMING),
    ]);
    if (!competition) return fail('notFound', '赛事不存在');
    const season = resultsSeason(latest.competitionId, results);
    const own = (team: { id: number | null }) => team.id === row.id;
    const current = { ...summary(competition), season: latest.season };
    return {
      team: teamCard(row, null),
      competitions: [current],
      competition: current,
      standing: season.standings.find((r) => own(r.team)) ?? null,
      source: 'results',
      stats: null,
      resultStats: season.stats.find((r) => own(r.team)) ?? null,
      squad: [],
      // In the order played: a postponed match keeps its round but not its place.
      fixtures: season.rounds
        .flatMap((r) => r.fixtures)
        .filter((f) => own(f.home) || own(f.away))
        .sort((a, b) => a.date.localeCompare(b.date)),
      upcoming: next,
    };
  }

  async function team(id: number, competitionId: number | undefined): Promise<TeamDetail> {
    const row = await repository.team(id);
    if (!row) return fail('notFound', '球队不存在');
    const seasons = book().teamSeasons(id);
    if (seasons.length === 0) return resultsTeam(row, competitionId);
    const season = competitionId === undefined ? seasons[0] : seasons.find((s) => s.competitionId === competitionId);
    if (!season) return fail('notFound', competitionId === undefined ? '该球队暂无赛季资料' : '该球队没有参加这项赛事');
    const summaries = new Map((await competitionSummaries()).map((c) => [c.id, c]));
    const competitionOf = (s: CompetitionSeason) => {
      const c = summaries.get(s.competitionId);
      return c ? [{ ...c, season: s.season }] : [];
    };
    const now = await seasonNow(season, summaries.get(season.competitionId)?.kind ?? 'league');
    const ownOf = (list: readonly ArchiveMatch[]) => list.filter((m) => m.homeTeamId === id || m.awayTeamId === id);
    const own = ownOf(now.matches);
    const opponents = ownOf(season.matches).flatMap((m) => [m.homeTeamId, m.awayTeamId]);
    const squad = now.players.filter((p) => p.teamId === id);
    const [names, playerRows, next] = await Promise.all([
      repository.teamNames(opponents),
      repository.players(squad.map((p) => p.playerId)),
      upcoming(id, clock(), UPCOMING),
    ]);
    const ownGroup = now.groups.find((g) => g.rows.some((r) => r.teamId === id));
    const table = tableRows(ownGroup?.rows ?? [], season.competitionId, (t) => teamRef(names, t));
    const roles = new Map(playerRows.map((p) => [p.id, p]));
    const homeVenues = ownOf(season.matches)
      .filter((m) => m.homeTeamId === id && m.venue !== null)
      .map((m) => m.venue as string);
    const stadium = mostCommon(homeVenues);
    const byRole = ROLE_ORDER.map((role) => ({
      role,
      players: squad
        .filter((p) => roles.get(p.playerId)?.role === role)
        .sort((a, b) => b.minutes - a.minutes)
        .map(({ playerId, teamId: _team, ...stats }) => ({
          ...stats,
          player: { id: playerId, name: roles.get(playerId)?.name ?? String(playerId) },
        })),
    })).filter((g) => g.players.length > 0);
    const current = competitionOf(season)[0];
    if (!current) return fail('notFound', '赛事不存在');
    return {
      team: teamCard(row, stadium),
      competitions: seasons.flatMap(competitionOf),
      competition: current,
      standing: table.find((r) => r.team.id === id) ?? null,
      source: 'events',
      stats: teamStats(id, now.matches),
      resultStats: null,
      squad: byRole,
      fixtures: own.map((m) => fixture(m, names, now.replays)),
      upcoming: next,
    };
  }

  async function player(id: number): Promise<PlayerDetail> {
    const row = await repository.player(id);
    if (!row) return fail('notFound', '球员不存在');
    const career = book().playerMatches(id);
    const summaries = await competitionSummaries();
    const competitions = new Map(summaries.map((c) => [c.id, c]));
    const nows = new Map(
      await Promise.all(
        [...new Set(career.map(({ match }) => match.competitionId))].flatMap((competitionId) => {
          const season = book().competition(competitionId);
          const kind = competitions.get(competitionId)?.kind ?? 'league';
          return season ? [seasonNow(season, kind).then((now) => [competitionId, now] as const)] : [];
        }),
      ),
    );
    const played = new Set([...nows.values()].flatMap((now) => now.matches.map((m) => m.id)));
    const log = career.filter(({ match }) => played.has(match.id));
    const teamIds = log.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]);
    const names = await repository.teamNames([...teamIds, ...career.map(({ line }) => line.teamId)]);
    const replays = new Map([...nows.values()].flatMap((now) => [...now.replays]));
    const seasons = new Map<string, PlayerDetail['seasons'][number]>();
    for (const { match, line } of log) {
      const key = `${match.competitionId}:${line.teamId}`;
      const c = competitions.get(match.competitionId);
      if (!c || seasons.has(key)) continue;
      const stats = nows.get(match.competitionId)?.players.find((p) => p.playerId === id && p.teamId === line.teamId);
      if (!stats) continue;
      const { playerId: _player, teamId: _team, ...totals } = stats;
      seasons.set(key, { competition: c, season: match.season, team: teamRef(names, line.teamId), stats: totals });
    }
    const last = career.at(-1);
    const teamId = book().playerTeam(id);
    return {
      player: {
        id: row.id,
        name: row.name,
        nameSource: row.name_source ?? 'source',
        role: row.role,
        birthDate: row.birth_date,
        age: row.birth_date && last ? ageOn(row.birth_date, localDayOf(last.match.kickoffAt)) : null,
        height: row.height,
        weight: row.weight,
        foot: row.foot,
        nationality: row.nationality,
        team: teamId === undefined ? null : teamRef(names, teamId),
      },
      seasons: [...seasons.values()],
      matches: log
        .map(({ match, line }) => ({
          ...fixture(match, names, replays),
          competition: competitions.get(match.competitionId)?.name ?? '',
          started: line.started,
          minutes: line.minutes,
          goals: line.goals,
          yellow: line.yellow,
          red: line.red,
        }))
        .reverse(),
    };
  }

  return {
    groups,
    search,
    competition,
    team,
    player,
    basketball: async (id: number) => basketballPages.competition(await existingCompetition(id, 'basketball')),
    basketballTeam: basketballPages.team,
    basketballPlayer: basketballPages.player,
  };
}

function teamCard(row: TeamRow, stadium: string | null): TeamDetail['team'] {
  return {
    id: row.id,
    name: row.name_zh,
    nameFull: row.name_zh_full,
    englishName: row.name,
    city: row.city,
    country: row.country,
    stadium,
  };
}

function mostCommon(values: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [v, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = v;
  return best;
}

/** Whole years from a birth date to a day, both YYYY-MM-DD. */
function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export type DatabaseService = ReturnType<typeof createDatabaseService>;
