import type {
  BasketballCompetitionDetail,
  BasketballPlayerDetail,
  BasketballStandingRow,
  BasketballTeamDetail,
} from '@kanqiu/contract';
import {
  AVERAGED_STATS,
  localDayOf,
  matchResult,
  seasonAverages,
  statLeaders,
  teamStatisticAverages,
  type Averages,
  type MatchResult,
  type PlayerAverages,
} from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import { fail } from '../../platform/http/app-error';
import type { BasketballServices } from '../basketball';
import type { ReplayLookup } from '../match';
import type { BasketballArchive, BasketballGame, BasketballTeamPlace, NbaRating } from './archive';
import type { CompetitionRow, DatabaseRepository } from './database.repository';
import { summary } from './summary';

const SEASON_GAMES = 82;
const TEAM_GAMES = 10;
const LEAGUES = [101, 102] as const;
const FORM_GAMES = 5;
const RESULTS = 30;
const NBA = 101;
const LEADERS = 5;

type Deps = {
  repository: DatabaseRepository;
  basketball: BasketballArchive;
  boxScores: BasketballServices['boxScores'];
  replays: ReplayLookup;
  clock: Clock;
};

const averagesLine = ({ games, points, rebounds, assists, steals, blocks }: Averages) => ({
  games,
  points,
  rebounds,
  assists,
  steals,
  blocks,
});

type Record = { place: BasketballTeamPlace; won: number; lost: number; form: MatchResult[] };

function record(place: BasketballTeamPlace, games: readonly BasketballGame[]): Record {
  const results = games.map((g) => {
    const home = g.homeTeamId === place.teamId;
    return matchResult(home ? g.score[0] : g.score[1], home ? g.score[1] : g.score[0]);
  });
  const won = results.filter((r) => r === 'win').length;
  return { place, won, lost: results.length - won, form: results.slice(0, FORM_GAMES) };
}

const rate = (r: Record) => (r.won + r.lost === 0 ? 0 : r.won / (r.won + r.lost));

/** Ordered by winning percentage, then wins; games behind the first: half the differences of wins and losses. */
function table(records: Record[], names: ReadonlyMap<number, string>): BasketballStandingRow[] {
  const sorted = [...records].sort((a, b) => rate(b) - rate(a) || b.won - a.won || a.place.teamId - b.place.teamId);
  const leader = sorted[0];
  return sorted.map((r, i) => ({
    rank: i + 1,
    team: { id: r.place.teamId, name: names.get(r.place.teamId) ?? String(r.place.teamId) },
    division: r.place.division,
    played: r.won + r.lost,
    won: r.won,
    lost: r.lost,
    winRate: Math.round(rate(r) * 1000) / 1000,
    gamesBehind: leader ? (leader.won - r.won + (r.lost - leader.lost)) / 2 : 0,
    form: r.form,
  }));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function omitTeamId<T extends { teamId: number }>({ teamId: _team, ...rest }: T): Omit<T, 'teamId'> {
  return rest;
}

function raptor(r: NbaRating) {
  return {
    minutes: r.minutes,
    possessions: r.possessions,
    raptorOffense: round1(r.raptorOffense),
    raptorDefense: round1(r.raptorDefense),
    raptorTotal: round1(r.raptorOffense + r.raptorDefense),
  };
}

/** NBA and CBA pages of the database from the generated season (模拟) and the NBA's real ratings. */
export function createBasketballDatabase({ repository, basketball, boxScores, replays, clock }: Deps) {
  /** Players' averages, named as the 资料库 names them (the box score's name when it has none). */
  async function namedPlayers(players: readonly PlayerAverages[]) {
    const names = await repository.playerNames(players.map((p) => p.playerId));
    return players.map((p) => ({ ...p, player: { id: p.playerId, name: names.get(p.playerId) ?? p.name } }));
  }

  /** A competition's players', teams' and team statistics' averages over its finished games. */
  async function computeSeason(competitionId: number) {
    const [box, statistics] = await Promise.all([boxScores.sides(competitionId), boxScores.statistics(competitionId)]);
    const { players, teams } = seasonAverages(box.sides);
    return {
      // The CBA's games have team statistics but no box scores.
      games: Math.max(box.games, statistics.length),
      players: await namedPlayers(players),
      teams,
      teamStatistics: teamStatisticAverages(statistics),
    };
  }

  /**
   * The season's aggregates change only when one of its games finishes (its final box score and statistics land
   * with it), so they are computed once per finished-game count and shared by every page until the next.
   */
  const seasons = new Map<number, { finished: number; season: ReturnType<typeof computeSeason> }>();
  async function seasonOf(competitionId: number) {
    const finished = await boxScores.finishedGames(competitionId);
    const known = seasons.get(competitionId);
    if (known?.finished === finished) return known.season;
    const entry = { finished, season: computeSeason(competitionId) };
    seasons.set(competitionId, entry);
    entry.season.catch(() => {
      if (seasons.get(competitionId) === entry) seasons.delete(competitionId);
    });
    return entry.season;
  }

  /** NBA leaders of each averaged statistic (players with at least half the games of the busiest) and team averages. */
  async function averages(competitionId: number, names: ReadonlyMap<number, string>) {
    const { games, players, teams, teamStatistics } = await seasonOf(competitionId);
    const minGames = Math.max(1, Math.floor(Math.max(0, ...players.map((p) => p.games)) / 2));
    const team = (id: number) => ({ id, name: names.get(id) ?? String(id) });
    return {
      games,
      leaders:
        competitionId === NBA && players.length > 0
          ? AVERAGED_STATS.map((stat) => ({
              stat,
              rows: statLeaders(players, stat, LEADERS, minGames).map((p) => ({
                player: p.player,
                team: team(p.teamId),
                games: p.games,
                value: p[stat],
              })),
            }))
          : [],
      teams: teams
        .toSorted((a, b) => b.points - a.points || a.teamId - b.teamId)
        .map((t) => ({ team: team(t.teamId), ...averagesLine(t) })),
      teamStatistics: teamStatistics.map(({ teamId, ...line }) => ({ team: team(teamId), ...line })),
    };
  }

  /** A team's players' averages over its finished games with a box score, most points first. */
  async function teamAverages(competitionId: number, teamId: number) {
    const season = await seasonOf(competitionId);
    const line = season.teamStatistics.find((t) => t.teamId === teamId);
    return {
      players: season.players
        .filter((p) => p.teamId === teamId)
        .toSorted((a, b) => b.points - a.points || a.playerId - b.playerId)
        .map((p) => ({ player: p.player, ...averagesLine(p) })),
      teamStatistics: line ? omitTeamId(line) : null,
    };
  }

  async function gameLines(games: readonly BasketballGame[], now: number) {
    const names = await repository.teamNames(games.flatMap((g) => [g.homeTeamId, g.awayTeamId]));
    const links = await replays.latestByPrefix(
      basketball.provider,
      games.map((g) => g.providerMatchId),
      now,
    );
    return games.map((g) => ({
      matchId: links.get(g.providerMatchId) ?? null,
      date: localDayOf(g.kickoffAt),
      home: { id: g.homeTeamId, name: names.get(g.homeTeamId) ?? String(g.homeTeamId) },
      away: { id: g.awayTeamId, name: names.get(g.awayTeamId) ?? String(g.awayTeamId) },
      homeScore: g.score[0],
      awayScore: g.score[1],
    }));
  }

  const leagueOf = (teamId: number) => {
    for (const competitionId of LEAGUES) {
      const place = basketball.teams(competitionId).find((p) => p.teamId === teamId);
      if (place) return { competitionId, place };
    }
    return undefined;
  };

  async function team(teamId: number): Promise<BasketballTeamDetail> {
    const found = leagueOf(teamId);
    const row = await repository.team(teamId);
    if (!found || !row) return fail('notFound', '球队不存在');
    const competition = await repository.competition(found.competitionId);
    if (!competition) return fail('notFound', '赛事不存在');
    const now = clock();
    const games = basketball.gamesOf(teamId, now, SEASON_GAMES);
    const season = record(found.place, games);
    const ratings = basketball.nbaRatings();
    const own = ratings.rows.filter((r) => r.teamId === teamId).sort((a, b) => b.minutes - a.minutes);
    const players = await repository.playerNames(own.map((r) => r.playerId));
    const ownAverages = await teamAverages(found.competitionId, teamId);
    return {
      team: {
        id: row.id,
        name: row.name_zh,
        nameFull: row.name_zh_full,
        city: row.city,
        conference: found.place.conference,
        division: found.place.division,
      },
      competition: summary(competition),
      record: { played: season.won + season.lost, won: season.won, lost: season.lost, form: season.form },
      games: await gameLines(games.slice(0, TEAM_GAMES), now),
      ratingsSeason: found.competitionId === 101 ? ratings.season : null,
      roster: own.map((r) => ({
        player: { id: r.playerId, name: players.get(r.playerId) ?? String(r.playerId) },
        ...raptor(r),
      })),
      averages: ownAverages.players,
      teamStatistics: ownAverages.teamStatistics,
    };
  }

  async function playerAverages(playerId: number) {
    const found = (await seasonOf(NBA)).players.find((p) => p.playerId === playerId);
    return found ? averagesLine(found) : null;
  }

  async function player(playerId: number): Promise<BasketballPlayerDetail> {
    const row = await repository.player(playerId);
    const ratings = basketball.nbaRatings();
    const rows = ratings.rows.filter((r) => r.playerId === playerId);
    if (!row || row.sport !== 'basketball' || rows.length === 0) return fail('notFound', '球员不存在');
    const names = await repository.teamNames(rows.map((r) => r.teamId));
    const now = clock();
    // A traded player has a row per team, most minutes first: his games are those of the first.
    const current = rows[0];
    const games = current ? basketball.gamesOf(current.teamId, now, TEAM_GAMES) : [];
    return {
      player: { id: row.id, name: row.name, nameSource: row.name_source ?? 'source' },
      ratingsSeason: ratings.season,
      teams: rows.map((r) => ({ team: { id: r.teamId, name: names.get(r.teamId) ?? String(r.teamId) }, ...raptor(r) })),
      teamGames: await gameLines(games, now),
      averages: current ? await playerAverages(playerId) : null,
    };
  }

  async function competition(row: CompetitionRow): Promise<BasketballCompetitionDetail> {
    const places = basketball.teams(row.id);
    if (places.length === 0) return fail('notFound', '该赛事暂无资料');
    const now = clock();
    const gamesByTeam = places.map((place) => ({ place, games: basketball.gamesOf(place.teamId, now, SEASON_GAMES) }));
    const names = await repository.teamNames(places.map((p) => p.teamId));
    const records = gamesByTeam.map(({ place, games }) => record(place, games));
    const conferences = row.id === 101 ? (['east', 'west'] as const) : [null];
    const recent = new Map<string, BasketballGame>();
    for (const { games } of gamesByTeam) for (const g of games) recent.set(g.providerMatchId, g);
    const results = [...recent.values()].sort((a, b) => b.kickoffAt - a.kickoffAt).slice(0, RESULTS);
    return {
      competition: summary(row),
      generated: true,
      standings: conferences.map((conference) => ({
        conference,
        rows: table(
          records.filter((r) => conference === null || r.place.conference === conference),
          names,
        ),
      })),
      results: await gameLines(results, now),
      averages: await averages(row.id, names),
    };
  }

  return { competition, team, player };
}
