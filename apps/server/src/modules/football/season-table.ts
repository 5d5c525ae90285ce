import { isFootballFinished, standings, type Standing } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { findLatestPass, findSeasonMatches, type NamedMatch } from './analysis.repository';

/** Group matches of a cup: round "A" or "Group A". */
const GROUP_ROUND = /^(?:group\s*)?([a-z])$/i;

export type SeasonTableGroup = {
  /** A cup group's letter, null for a league's one table. */
  readonly name: string | null;
  readonly rows: readonly (Standing & { readonly teamName: string })[];
};

/** A stored match a table counts: its page, its provider id and its kick-off on the score pages. */
export type CountedMatch = { readonly id: number; readonly providerMatchId: string; readonly kickoffAt: number };

export type SeasonTable = {
  readonly groups: readonly SeasonTableGroup[];
  /** The season's stored matches the table counts (finished by now), in kick-off order. */
  readonly counted: readonly CountedMatch[];
};

/** League: one table. Cup: one per group when rounds name groups, else one table of every match. */
function tableGroups(kind: string, rows: readonly NamedMatch[]): { name: string | null; rows: NamedMatch[] }[] {
  const lettered = kind === 'league' ? [] : rows.filter((row) => GROUP_ROUND.test(row.round ?? ''));
  if (lettered.length === 0) return [{ name: null, rows: [...rows] }];
  const groups = new Map<string, NamedMatch[]>();
  for (const row of lettered) {
    const name = (GROUP_ROUND.exec(row.round ?? '')?.[1] ?? '').toUpperCase();
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, group]) => ({ name, rows: group }));
}

function teamNames(rows: readonly NamedMatch[]): Map<number, string> {
  return new Map(
    rows.flatMap((row) => [[row.home_team_id, row.home_name] as const, [row.away_team_id, row.away_name] as const]),
  );
}

const countedBy = (now: number) => (row: NamedMatch) => isFootballFinished(row.state) && row.kickoff_at <= now;
const countedMatch = (row: NamedMatch): CountedMatch => ({
  id: row.id,
  providerMatchId: row.provider_match_id,
  kickoffAt: row.kickoff_at,
});

/**
 * The one table of a stored season, as of now: standings from the season's matches finished by now, every team
 * with a stored match of the season listed. The match page's 分析 and the 资料库 both read it, so they agree.
 */
export function createSeasonTables(db: Db, clock: Clock) {
  return {
    async table(competitionId: number, season: string, kind: string): Promise<SeasonTable> {
      const rows = await findSeasonMatches(db, competitionId, season);
      const counted = countedBy(clock());
      const groups = tableGroups(kind, rows).map((group) => {
        const names = teamNames(group.rows);
        const played = group.rows.filter(counted).map((row) => ({
          homeId: row.home_team_id,
          awayId: row.away_team_id,
          homeGoals: row.home_score,
          awayGoals: row.away_score,
          at: row.kickoff_at,
        }));
        return {
          name: group.name,
          rows: standings([...names.keys()], played).map((row) => ({ ...row, teamName: names.get(row.teamId) ?? '' })),
        };
      });
      return {
        groups,
        counted: rows
          .filter(counted)
          .map((row) => ({ id: row.id, providerMatchId: row.provider_match_id, kickoffAt: row.kickoff_at })),
      };
    },

    /**
     * The replay's pass of a real season (`<season>#<year>`) a competition is playing now: the latest one stored
     * with a match kicked off by now; null when none is stored.
     */
    latestPass: (competitionId: number, realSeason: string): Promise<string | null> =>
      findLatestPass(db, competitionId, realSeason, clock()),

    /**
     * The matches of a real season its latest pass has finished by now (those its table counts); null while no
     * pass is stored (the score pages show none of it: the season is history, whole).
     */
    async played(competitionId: number, realSeason: string): Promise<readonly CountedMatch[] | null> {
      const now = clock();
      const pass = await findLatestPass(db, competitionId, realSeason, now);
      if (pass === null) return null;
      return (await findSeasonMatches(db, competitionId, pass)).filter(countedBy(now)).map(countedMatch);
    },
  };
}

export type SeasonTables = ReturnType<typeof createSeasonTables>;
