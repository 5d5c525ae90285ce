import type { StandingRow } from '@kanqiu/contract';
import { leagueZones, tableZone, type Standing } from '@kanqiu/domain';

/** A computed table as the API shows it: the competition's zones coloured, each team named by `ref`. */
export function tableRows(
  rows: readonly Standing[],
  competitionId: number,
  ref: (teamId: number) => StandingRow['team'],
): StandingRow[] {
  const rule = leagueZones[competitionId];
  return rows.map((row, i) => ({
    rank: row.rank,
    team: ref(row.teamId),
    played: row.played,
    won: row.win,
    drawn: row.draw,
    lost: row.loss,
    goalsFor: row.goalsFor,
    goalsAgainst: row.goalsAgainst,
    goalDifference: row.goalsFor - row.goalsAgainst,
    points: row.points,
    form: row.form,
    zone: tableZone(rule, i + 1, rows.length),
  }));
}
