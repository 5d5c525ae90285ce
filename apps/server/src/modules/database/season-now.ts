/**
 * A real season as the replay has played it by now (docs/decisions/0058-everything-as-of-replay-now.md): the 资料库 counts
 * only the matches the score pages show finished, so it never tells a fan how a season ends before the replay gets
 * there. The replay's pass is the latest one stored that has kicked off; once its last match has finished the season is
 * whole again. Which matches those are, and the table they make, come from football's `seasons`, the table of the match
 * page's 分析.
 */
import {
  standings,
  sumPlayerLines,
  type ArchiveMatch,
  type PlayedMatch,
  type PlayerSeason,
  type Standing,
} from '@kanqiu/domain';
import type { SeasonTables } from '../football';
import type { FootballArchive } from './archive';
import type { CompetitionSeason, SeasonBook } from './season-book';

export type SeasonNow = {
  /** The season's matches finished on the replay's calendar, in kick-off order. */
  readonly matches: readonly ArchiveMatch[];
  /** Players' sums over those matches. */
  readonly players: readonly PlayerSeason[];
  /** Where the score pages show each of those matches (by real match id): its page and its kick-off on today's calendar. */
  readonly replays: ReadonlyMap<number, { readonly matchId: number; readonly kickoffAt: number }>;
  /** The table by group (a league's one group is null). */
  readonly groups: readonly { readonly group: string | null; readonly rows: readonly Standing[] }[];
};

const played = (m: ArchiveMatch): PlayedMatch => ({
  homeId: m.homeTeamId,
  awayId: m.awayTeamId,
  homeGoals: m.ft[0],
  awayGoals: m.ft[1],
  at: m.kickoffAt,
});

/**
 * The real season as it was played, for an API whose matches table holds no pass of it (no replay runs: the score
 * pages show none of it, so it is history, as the earlier seasons are).
 */
function wholeSeason(season: CompetitionSeason): SeasonNow {
  const league = season.matches.filter((m) => m.stage === 'league');
  const teams = (list: readonly ArchiveMatch[]) => [...new Set(list.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
  const groups = new Map<string, ArchiveMatch[]>();
  for (const m of season.matches) {
    if (m.stage === 'group' && m.group !== null) groups.set(m.group, [...(groups.get(m.group) ?? []), m]);
  }
  return {
    matches: season.matches,
    players: season.players,
    replays: new Map(),
    groups:
      league.length > 0
        ? [{ group: null, rows: standings(teams(league), league.map(played)) }]
        : [...groups]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([group, list]) => ({ group, rows: standings(teams(list), list.map(played)) })),
  };
}

export function createSeasonNow(deps: { book: () => SeasonBook; archive: FootballArchive; seasons: SeasonTables }) {
  const { book, archive, seasons } = deps;

  /** The real match a stored replay plays (`<id>@<day>`), if it is one of the archive's. */
  function archiveMatchId(providerMatchId: string): number | undefined {
    const match = book().match(Number.parseInt(providerMatchId, 10));
    return match && providerMatchId.startsWith(archive.replayIdPrefix(match.id)) ? match.id : undefined;
  }

  /** `kind` is the competition's (`league` or a cup), as the 分析 table groups it. */
  return async function seasonNow(season: CompetitionSeason, kind: string): Promise<SeasonNow> {
    const pass = await seasons.latestPass(season.competitionId, season.season);
    if (pass === null) return wholeSeason(season);
    const table = await seasons.table(season.competitionId, pass, kind);
    const replays = new Map(
      table.counted.flatMap((m) => {
        const id = archiveMatchId(m.providerMatchId);
        return id === undefined ? [] : [[id, { matchId: m.id, kickoffAt: m.kickoffAt }] as const];
      }),
    );
    const matches = season.matches.filter((m) => replays.has(m.id));
    return {
      matches,
      replays,
      players: sumPlayerLines(matches.flatMap((m) => book().lines(m.id))),
      groups: table.groups.map((g) => ({ group: g.name, rows: g.rows })),
    };
  };
}

export type SeasonNowOf = ReturnType<typeof createSeasonNow>;
