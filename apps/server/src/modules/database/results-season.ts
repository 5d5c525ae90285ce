import type { DatabaseFixture, ResultStatsRow, StandingRow } from '@kanqiu/contract';
import { parseHalfTime, resultTeamStats, standings, type PlayedMatch, type ScoredMatch } from '@kanqiu/domain';
import type { PastResultRow } from './database.repository';
import { tableRows } from './standing-rows';

export type ResultsSeason = {
  readonly standings: StandingRow[];
  readonly rounds: { stage: 'league'; round: number | null; fixtures: DatabaseFixture[] }[];
  /** In table order. */
  readonly stats: ResultStatsRow[];
};

function resultFixture(r: PastResultRow): DatabaseFixture {
  return {
    matchId: null,
    date: r.played_on,
    stage: 'league',
    round: r.round === null ? null : Number(r.round),
    home: { id: r.home_team_id, name: r.home_name },
    away: { id: r.away_team_id, name: r.away_name },
    homeScore: r.home_score,
    awayScore: r.away_score,
    extraTime: null,
    penalties: null,
  };
}

/** A season known from its scores (history seasons, 中超 2024): table, rounds and team statistics. */
export function resultsSeason(competitionId: number, results: readonly PastResultRow[]): ResultsSeason {
  // A history team without a replay team has only a name: it gets a negative id for the table.
  const refs = new Map<number, StandingRow['team']>();
  const byName = new Map<string, number>();
  const tableId = (id: number | null, name: string) => {
    const key = id ?? byName.get(name) ?? -(byName.size + 1);
    if (id === null) byName.set(name, key);
    refs.set(key, { id, name });
    return key;
  };
  const played: (PlayedMatch & ScoredMatch)[] = [];
  const rounds = new Map<number | null, DatabaseFixture[]>();
  for (const r of results) {
    const homeId = tableId(r.home_team_id, r.home_name);
    const awayId = tableId(r.away_team_id, r.away_name);
    const ft = [r.home_score, r.away_score] as const;
    played.push({
      homeId,
      awayId,
      homeGoals: ft[0],
      awayGoals: ft[1],
      at: Date.parse(r.played_on) / 1000,
      ft,
      ht: parseHalfTime(r.half_time_score),
    });
    const fixture = resultFixture(r);
    const round = rounds.get(fixture.round) ?? [];
    round.push(fixture);
    rounds.set(fixture.round, round);
  }
  const ref = (id: number) => refs.get(id) ?? { id: null, name: String(id) };
  const table = standings([], played);
  const rank = new Map(table.map((row) => [row.teamId, row.rank]));
  return {
    standings: tableRows(table, competitionId, ref),
    rounds: [...rounds]
      .sort(([a], [b]) => (a ?? 0) - (b ?? 0))
      .map(([round, fixtures]) => ({ stage: 'league', round, fixtures })),
    stats: resultTeamStats(played)
      .sort((a, b) => (rank.get(a.teamId) ?? 0) - (rank.get(b.teamId) ?? 0))
      .map(({ teamId, ...stats }) => ({ team: ref(teamId), ...stats })),
  };
}
