import type {
  BasketballCompetitionDetail,
  BasketballTeamDetail,
  BoxAverages,
  TeamStatisticAveragesLine,
} from '@kanqiu/contract';
import { useState, type ReactElement } from 'react';
import { PlayerName, TeamName } from './links';
import { Chips, ColumnHeads, LabelledValues } from './parts';

type Stat = BasketballCompetitionDetail['averages']['leaders'][number]['stat'];

const statNames: Record<Stat, string> = {
  points: '得分',
  rebounds: '篮板',
  assists: '助攻',
  steals: '抢断',
  blocks: '盖帽',
};
const STATS = Object.keys(statNames) as Stat[];

type TeamColumn = Exclude<keyof TeamStatisticAveragesLine, 'games'>;

/** The team statistics' columns: per-game counts, then shooting percentages. */
const teamColumns: readonly { key: TeamColumn; name: string }[] = [
  { key: 'points', name: '得分' },
  { key: 'rebounds', name: '篮板' },
  { key: 'assists', name: '助攻' },
  { key: 'steals', name: '抢断' },
  { key: 'blocks', name: '盖帽' },
  { key: 'turnovers', name: '失误' },
  { key: 'fouls', name: '犯规' },
  { key: 'fieldGoalPct', name: '命中率' },
  { key: 'threePointPct', name: '三分%' },
  { key: 'freeThrowPct', name: '罚球%' },
];

function teamValue(line: TeamStatisticAveragesLine, key: TeamColumn): string {
  const value = line[key];
  if (value === null) return '—';
  return key.endsWith('Pct') ? `${value.toFixed(1)}%` : value.toFixed(1);
}

/** Every team's per-game team statistics, most points first. */
function TeamStatisticsTable({
  rows,
}: {
  rows: BasketballCompetitionDetail['averages']['teamStatistics'];
}): ReactElement {
  return (
    <div className="kq-db-card kq-db-scroll">
      <table className="kq-db-table is-wide" data-testid="db-basketball-team-averages">
        <ColumnHeads columns={['球队（场均）', '场次', ...teamColumns.map((c) => c.name)]} wide={['球队（场均）']} />
        <tbody>
          {rows.map((t) => (
            <tr key={t.team.id ?? t.team.name}>
              <td className="is-team">
                <TeamName team={t.team} sport="basketball" />
              </td>
              <td>{t.games}</td>
              {teamColumns.map((c) => (
                <td key={c.key} className={c.key === 'points' ? 'is-points' : undefined}>
                  {teamValue(t, c.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One team's per-game team statistics as a grid. */
export function TeamStatisticsGrid({ line }: { line: TeamStatisticAveragesLine }): ReactElement {
  return (
    <LabelledValues
      testId="db-team-statistics"
      items={[
        ['场次', line.games],
        ...teamColumns.map((c) => [c.key.endsWith('Pct') ? c.name : `场均${c.name}`, teamValue(line, c.key)] as const),
      ]}
    />
  );
}

/** 场次 and the five per-game numbers of one averages line. */
function AverageCells({ line }: { line: BoxAverages }): ReactElement {
  return (
    <>
      <td>{line.games}</td>
      {STATS.map((stat) => (
        <td key={stat} className={stat === 'points' ? 'is-points' : undefined}>
          {line[stat].toFixed(1)}
        </td>
      ))}
    </>
  );
}

function AverageHead({ first }: { first: string }): ReactElement {
  return <ColumnHeads columns={[first, '场次', ...STATS.map((stat) => statNames[stat])]} wide={[first]} />;
}

export function AveragesNote({ games }: { games: number }): ReactElement {
  return (
    <p className="kq-db-note">
      场均数据统计自站内已完赛的 {games} 场比赛的技术统计 <span className="kq-db-generated">模拟</span>
    </p>
  );
}

/** 数据榜: the NBA's leaders of each per-game statistic, then every team's averages from its team statistics. */
export function BasketballLeaders({ averages }: { averages: BasketballCompetitionDetail['averages'] }): ReactElement {
  const [stat, setStat] = useState<Stat>('points');
  const leaders = averages.leaders.find((l) => l.stat === stat);
  if (averages.games === 0) return <p className="kq-db-note">暂无已完赛比赛的技术统计。</p>;
  return (
    <>
      <AveragesNote games={averages.games} />
      {averages.leaders.length > 0 && (
        <>
          <Chips>
            {averages.leaders.map((l) => (
              <button
                key={l.stat}
                type="button"
                className={l.stat === stat ? 'is-active' : undefined}
                onClick={() => setStat(l.stat)}
              >
                {statNames[l.stat]}
              </button>
            ))}
          </Chips>
          <table className="kq-db-table kq-db-card" data-testid="db-basketball-leaders">
            <ColumnHeads columns={['排名', '球员', '球队', '场次', `场均${statNames[stat]}`]} wide={['球员', '球队']} />
            <tbody>
              {leaders?.rows.map((r, index) => (
                <tr key={r.player.id}>
                  <td>
                    <span className={index < 3 ? 'kq-db-rank is-top' : 'kq-db-rank'}>{index + 1}</span>
                  </td>
                  <td className="is-team">
                    <PlayerName player={r.player} sport="basketball" />
                  </td>
                  <td className="is-team">
                    <TeamName team={r.team} sport="basketball" />
                  </td>
                  <td>{r.games}</td>
                  <td className="is-points">{r.value.toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {averages.leaders.length === 0 && <p className="kq-db-note">CBA 没有公开的球员数据，只列球队的技术统计。</p>}
      <TeamStatisticsTable rows={averages.teamStatistics} />
    </>
  );
}

/** A team page's players with their per-game averages. */
export function RosterAverages({ averages }: { averages: BasketballTeamDetail['averages'] }): ReactElement {
  return (
    <div className="kq-db-scroll">
      <table className="kq-db-table is-wide" data-testid="db-roster-averages">
        <AverageHead first="球员" />
        <tbody>
          {averages.map((p) => (
            <tr key={p.player.id}>
              <td className="is-team">
                <PlayerName player={p.player} sport="basketball" />
              </td>
              <AverageCells line={p} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A player's per-game averages as a grid. */
export function AveragesGrid({ averages }: { averages: BoxAverages }): ReactElement {
  return (
    <LabelledValues
      testId="db-player-averages"
      items={[
        ['场次', averages.games],
        ...STATS.map((stat) => [`场均${statNames[stat]}`, averages[stat].toFixed(1)] as const),
      ]}
    />
  );
}
