/**
 * The database's aggregates of the real seasons, computed once from the whole archive (not per request):
 * every player's line of every match, season sums per player and team, the matches of each competition and
 * team. The archive never changes while the server runs.
 */
import { playerLines, sumPlayerLines, type ArchiveMatch, type PlayerLine, type PlayerSeason } from '@kanqiu/domain';
import type { FootballArchive } from './archive';

export type CompetitionSeason = {
  readonly competitionId: number;
  readonly season: string;
  /** In kick-off order. */
  readonly matches: readonly ArchiveMatch[];
  readonly players: readonly PlayerSeason[];
};

export type PlayerMatch = { readonly match: ArchiveMatch; readonly line: PlayerLine };

export type SeasonBook = {
  competition(competitionId: number): CompetitionSeason | undefined;
  /** The competition seasons a team played, in competition id order. */
  teamSeasons(teamId: number): readonly CompetitionSeason[];
  /** A player's matches in kick-off order. */
  playerMatches(playerId: number): readonly PlayerMatch[];
  match(id: number): ArchiveMatch | undefined;
  /** Every player's line of one match. */
  lines(matchId: number): readonly PlayerLine[];
  /** His club when he has one (leagues have the lowest ids), else his national team. */
  playerTeam(playerId: number): number | undefined;
};

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function buildBook(archive: readonly ArchiveMatch[]): SeasonBook {
  const ordered = [...archive].sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
  const matchesByCompetition = new Map<number, ArchiveMatch[]>();
  const linesByCompetition = new Map<number, PlayerLine[]>();
  const playerMatches = new Map<number, PlayerMatch[]>();
  const matches = new Map<number, ArchiveMatch>();
  const linesByMatch = new Map<number, PlayerLine[]>();
  for (const match of ordered) {
    matches.set(match.id, match);
    push(matchesByCompetition, match.competitionId, match);
    const lines = playerLines(match);
    linesByMatch.set(match.id, lines);
    for (const line of lines) {
      push(linesByCompetition, match.competitionId, line);
      push(playerMatches, line.playerId, { match, line });
    }
  }

  const competitions = new Map<number, CompetitionSeason>();
  const teamSeasons = new Map<number, CompetitionSeason[]>();
  for (const [competitionId, list] of [...matchesByCompetition].sort(([a], [b]) => a - b)) {
    const season: CompetitionSeason = {
      competitionId,
      season: list[0]?.season ?? '',
      matches: list,
      players: sumPlayerLines(linesByCompetition.get(competitionId) ?? []),
    };
    competitions.set(competitionId, season);
    const teams = new Set(list.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
    for (const teamId of teams) push(teamSeasons, teamId, season);
  }

  return {
    competition: (id) => competitions.get(id),
    teamSeasons: (id) => teamSeasons.get(id) ?? [],
    playerMatches: (id) => playerMatches.get(id) ?? [],
    match: (id) => matches.get(id),
    lines: (id) => linesByMatch.get(id) ?? [],
    playerTeam(id) {
      const lines = playerMatches.get(id) ?? [];
      const first = [...lines].sort((a, b) => a.match.competitionId - b.match.competitionId)[0];
      return first?.line.teamId;
    },
  };
}

/** Builds the book on first use (a few hundred milliseconds), then answers from memory. */
export function createSeasonBook(archive: FootballArchive): () => SeasonBook {
  let book: SeasonBook | undefined;
  return () => (book ??= buildBook(archive.matches()));
}
