import type { ResultStatsRow } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { TeamName } from './links';
import { ColumnHeads, SeasonStatsCard } from './parts';

type SideRecord = ResultStatsRow['home'];

const wdl = (r: SideRecord) => `${r.won}/${r.drawn}/${r.lost}`;
const goals = (r: SideRecord) => `${r.goalsFor}/${r.goalsAgainst}`;
const played = (s: ResultStatsRow) => s.home.played + s.away.played;
const perMatch = (total: number, matches: number) => (matches === 0 ? '0' : (total / matches).toFixed(2));

/** A season known from its scores: each team's home and away records, clean sheets and half-time leads. */
export function ResultStatsTable({
  rows,
  competition,
}: {
  rows: readonly ResultStatsRow[];
  competition: number;
}): ReactElement {
  return (
    <div className="kq-db-card kq-db-scroll">
      <table className="kq-db-table is-wide" data-testid="db-result-stats">
        <ColumnHeads
          columns={[
            '球队',
            '主场胜/平/负',
            '主场进/失',
            '客场胜/平/负',
            '客场进/失',
            '零封',
            '未进球',
            '半场领先',
            '领先赢球',
          ]}
          wide={['球队']}
        />
        <tbody>
          {rows.map((s) => (
            <tr key={s.team.id ?? s.team.name}>
              <td className="is-team">
                <TeamName team={s.team} competition={competition} />
              </td>
              <td>{wdl(s.home)}</td>
              <td>{goals(s.home)}</td>
              <td>{wdl(s.away)}</td>
              <td>{goals(s.away)}</td>
              <td className="is-points">{s.cleanSheets}</td>
              <td>{s.failedToScore}</td>
              <td>{s.halfTimeLeads}</td>
              <td>{s.halfTimeLeadsWon}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One club's season from its scores as a grid. */
export function ResultStatsGrid({ stats }: { stats: ResultStatsRow }): ReactElement {
  const matches = played(stats);
  const items = [
    ['场均进球', perMatch(stats.home.goalsFor + stats.away.goalsFor, matches)],
    ['场均失球', perMatch(stats.home.goalsAgainst + stats.away.goalsAgainst, matches)],
    ['主场胜/平/负', wdl(stats.home)],
    ['主场进/失', goals(stats.home)],
    ['客场胜/平/负', wdl(stats.away)],
    ['客场进/失', goals(stats.away)],
    ['零封', stats.cleanSheets],
    ['未进球', stats.failedToScore],
    ['半场领先', stats.halfTimeLeads],
    ['半场领先后赢球', stats.halfTimeLeadsWon],
  ] as const;
  return <SeasonStatsCard played={matches} items={items} testId="db-team-result-stats" />;
}
