import type { FilterData } from '@kanqiu/contract';
import { parseFilterIds } from '@kanqiu/domain';

/** What the league filter needs of a list row, in any sport. */
export type LeagueRow = {
  competition_id: number;
  league_name: string;
  league_letter: string;
  league_sort: number;
  league_hot: number;
};

function countByLeague<R extends LeagueRow>(rows: readonly R[]): Map<number, { row: R; count: number }> {
  const leagues = new Map<number, { row: R; count: number }>();
  for (const row of rows) {
    const league = leagues.get(row.competition_id) ?? { row, count: 0 };
    league.count += 1;
    leagues.set(row.competition_id, league);
  }
  return leagues;
}

/** The league filter: the competitions of a list, grouped by initial letter, isChecked per `filterId`. */
export function leagueFilter(rows: readonly LeagueRow[], filterId: string | undefined): FilterData {
  const ids = parseFilterIds(filterId);
  const leagues = [...countByLeague(rows).values()].sort(
    (a, b) => a.row.league_letter.localeCompare(b.row.league_letter) || a.row.league_sort - b.row.league_sort,
  );
  const groups = new Map<string, FilterData['list'][number]>();
  for (const { row, count } of leagues) {
    const group = groups.get(row.league_letter) ?? { letter: row.league_letter, countList: [] };
    group.countList.push({
      leagueId: row.competition_id,
      leagueName: row.league_name,
      count,
      isChecked: ids === null || ids.includes(row.competition_id),
      hot: row.league_hot === 1,
    });
    groups.set(row.league_letter, group);
  }
  return { list: [...groups.values()], total: rows.length };
}
