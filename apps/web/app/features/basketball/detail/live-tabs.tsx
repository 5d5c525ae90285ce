import type { BasketballDetail, PlayView, StatisticEntry, TeamBoxLine, PlayerBoxLine } from '@kanqiu/contract';
import { BasketballPlayType, BasketballStatisticType, boxScoreName } from '@kanqiu/domain';
import { useMemo, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { basketballPeriodShort, basketballPlayLabels, basketballStatisticLabels } from '../../../lib/labels';
import { basketballPeriodLabel } from '../../../lib/basketball-status-labels';
import { basketballPlayerPath } from '../../database';
import { EmptyState } from '../../shell/states';
import { clockText } from '../clock';

type Teams = { homeName: string; awayName: string };

const scoringTypes: ReadonlySet<number> = new Set([
  BasketballPlayType.twoPointMade,
  BasketballPlayType.threePointMade,
  BasketballPlayType.freeThrowMade,
]);

export function playText(play: PlayView): ReactElement {
  const label = basketballPlayLabels[play.type] ?? '';
  const who = play.playerName ?? '';
  if (play.type === BasketballPlayType.substitution)
    return (
      <>
        换人：{who} 替换 {play.relatedPlayerName ?? ''}
      </>
    );
  if (play.type === BasketballPlayType.foul && play.relatedPlayerName)
    return (
      <>
        {who} 犯规（对 {play.relatedPlayerName}）
      </>
    );
  if (play.type === BasketballPlayType.block && play.relatedPlayerName)
    return (
      <>
        {who} 盖帽 {play.relatedPlayerName}
      </>
    );
  return (
    <>
      {who ? `${who} ` : ''}
      <b>{label}</b>
    </>
  );
}

/**
 * 文字直播: newest first, filtered by period; the score after each scoring play. A live feed may have none at all
 * (API-Basketball gives no play-by-play): `withoutPlays` says so instead of promising it.
 */
export function PlaysTab({
  plays,
  homeName,
  awayName,
  withoutPlays = false,
}: { plays: PlayView[]; withoutPlays?: boolean } & Teams): ReactElement {
  const periods = useMemo(() => [...new Set(plays.map((p) => p.period))].sort((a, b) => a - b), [plays]);
  const [period, setPeriod] = useState<number | null>(null);
  const shown = period === null ? plays : plays.filter((p) => p.period === period);
  if (plays.length === 0)
    return (
      <EmptyState
        title={withoutPlays ? '本场数据源不提供文字直播，请看每节比分与技术统计' : '比赛开始后这里将播出文字直播'}
      />
    );
  return (
    <div className="kq-detail-tab" data-testid="tab-plays">
      <div className="kq-lq-chips" role="tablist" aria-label="选择节次">
        <button type="button" className={period === null ? 'is-active' : ''} onClick={() => setPeriod(null)}>
          全部
        </button>
        {periods.map((p) => (
          <button
            key={p}
            type="button"
            className={period === p ? 'is-active' : ''}
            data-testid="period-chip"
            onClick={() => setPeriod(p)}
          >
            {basketballPeriodLabel(p)}
          </button>
        ))}
      </div>
      <section className="kq-card kq-detail-card">
        <ol className="kq-plays">
          {shown.map((play) =>
            play.type === BasketballPlayType.periodStart || play.type === BasketballPlayType.periodEnd ? (
              <li key={play.key} className="kq-play is-period" data-testid="play">
                <span className="kq-play-time">{basketballPeriodLabel(play.period)}</span>
                <span>
                  {basketballPeriodLabel(play.period)}
                  {play.type === BasketballPlayType.periodStart ? '开始' : '结束'}
                </span>
                <span className="kq-play-score">
                  {play.score[1]}-{play.score[0]}
                </span>
              </li>
            ) : (
              <li
                key={play.key}
                className={`kq-play${scoringTypes.has(play.type) ? ' is-scoring' : ''}`}
                data-testid="play"
              >
                <span className="kq-play-time">
                  {clockText(play.secondsLeft)}
                  <small>{basketballPeriodLabel(play.period)}</small>
                </span>
                <span className="kq-play-text">
                  {play.side ? (
                    <span className={`kq-play-team${play.side === 'home' ? ' is-home' : ''}`}>
                      {play.side === 'home' ? homeName : awayName}
                    </span>
                  ) : null}
                  {playText(play)}
                </span>
                <span className="kq-play-score">
                  {scoringTypes.has(play.type) ? `${play.score[1]}-${play.score[0]}` : ''}
                </span>
              </li>
            ),
          )}
        </ol>
      </section>
    </div>
  );
}

/** 比分: the quarter table, overtimes included; 客 above 主. */
export function QuartersTab({ quarters, homeName, awayName }: { quarters: BasketballDetail['quarters'] } & Teams) {
  const count = Math.max(4, quarters.periods.length);
  const cols = Array.from({ length: count }, (_, i) => i);
  const cell = (i: number, side: 0 | 1) => {
    const p = quarters.periods[i];
    return p ? p[side] : '-';
  };
  return (
    <div className="kq-detail-tab" data-testid="tab-quarters">
      <section className="kq-card kq-detail-card">
        <table className="kq-quarter-table">
          <thead>
            <tr>
              <th>球队</th>
              {cols.map((i) => (
                <th key={i}>{basketballPeriodShort(i + 1)}</th>
              ))}
              <th>总分</th>
            </tr>
          </thead>
          <tbody>
            {([1, 0] as const).map((side) => (
              <tr key={side}>
                <td>
                  {side === 1 ? awayName : homeName}
                  <small className="kq-muted">{side === 1 ? ' 客' : ' 主'}</small>
                </td>
                {cols.map((i) => (
                  <td key={i}>{cell(i, side)}</td>
                ))}
                <td className="is-total">{quarters.periods.length > 0 ? quarters.total[side] : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const shootingPairs: ReadonlyArray<[number, number, string]> = [
  [BasketballStatisticType.fieldGoalsMade, BasketballStatisticType.fieldGoalsAttempted, '投篮'],
  [BasketballStatisticType.threePointersMade, BasketballStatisticType.threePointersAttempted, '三分'],
  [BasketballStatisticType.freeThrowsMade, BasketballStatisticType.freeThrowsAttempted, '罚球'],
];
const pct = (made: number, attempted: number): number =>
  attempted > 0 ? Math.round((made / attempted) * 1000) / 10 : 0;

function Bar({
  label,
  home,
  away,
  homeValue,
  awayValue,
}: {
  label: string;
  home: string;
  away: string;
  homeValue: number;
  awayValue: number;
}): ReactElement {
  const sum = homeValue + awayValue;
  const homePercent = sum > 0 ? (homeValue / sum) * 100 : 0;
  const awayPercent = sum > 0 ? (awayValue / sum) * 100 : 0;
  const awayLeads = awayValue > homeValue;
  const homeLeads = homeValue > awayValue;
  return (
    <li className="kq-stat" data-testid="stat-bar">
      <div className="kq-stat-numbers">
        <b className={awayLeads ? 'is-lead' : ''}>{away}</b>
        <span>{label}</span>
        <b className={homeLeads ? 'is-lead' : ''}>{home}</b>
      </div>
      <div className="kq-stat-bars">
        <span className="kq-stat-track is-home">
          <i style={{ width: `${awayPercent}%` }} className={awayLeads ? 'is-lead' : ''} />
        </span>
        <span className="kq-stat-track is-away">
          <i style={{ width: `${homePercent}%` }} className={homeLeads ? 'is-lead' : ''} />
        </span>
      </div>
    </li>
  );
}

/** 统计: team bars (客 left, 主 right), shooting as made-attempted with the percentage. */
export function StatsTab({ statistics, homeName, awayName }: { statistics: StatisticEntry[] } & Teams) {
  if (statistics.length === 0) return <EmptyState title="比赛开始后显示技术统计" />;
  const by = new Map(statistics.map((e) => [e.type, e]));
  const simple = [101, 102, 103, 104, 105, 106, 107]
    .map((type) => by.get(type))
    .filter((e): e is StatisticEntry => e !== undefined);
  return (
    <div className="kq-detail-tab" data-testid="tab-stats">
      <section className="kq-card kq-detail-card">
        <h3 className="kq-card-title">
          {awayName} <small>客</small> vs {homeName} <small>主</small>
        </h3>
        <ul className="kq-stats">
          {shootingPairs.map(([made, attempted, label]) => {
            const m = by.get(made);
            const a = by.get(attempted);
            if (!m || !a) return null;
            const hp = pct(m.home, a.home);
            const ap = pct(m.away, a.away);
            return (
              <Bar
                key={label}
                label={label}
                home={`${m.home}-${a.home} ${hp}%`}
                away={`${m.away}-${a.away} ${ap}%`}
                homeValue={hp}
                awayValue={ap}
              />
            );
          })}
          {simple.map((e) => (
            <Bar
              key={e.type}
              label={basketballStatisticLabels[e.type] ?? String(e.type)}
              home={String(e.home)}
              away={String(e.away)}
              homeValue={e.home}
              awayValue={e.away}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

const minutes = (seconds: number): string => String(Math.round(seconds / 60));
const made = (m: number, a: number): string => `${m}-${a}`;

function BoxRow({
  line,
  name,
  total,
}: {
  line: PlayerBoxLine | TeamBoxLine;
  name: ReactElement | string;
  total?: boolean;
}) {
  return (
    <tr className={total ? 'is-total' : ''} data-testid={total ? undefined : 'box-row'}>
      <td>{name}</td>
      <td>{total ? '-' : minutes(line.secondsPlayed)}</td>
      <td className="is-points">{line.points}</td>
      <td>{line.rebounds}</td>
      <td>{line.assists}</td>
      <td>{line.steals}</td>
      <td>{line.blocks}</td>
      <td>{line.turnovers}</td>
      <td>{line.fouls}</td>
      <td>{made(line.fieldGoalsMade, line.fieldGoalsAttempted)}</td>
      <td>{made(line.threePointersMade, line.threePointersAttempted)}</td>
      <td>{made(line.freeThrowsMade, line.freeThrowsAttempted)}</td>
    </tr>
  );
}

const boxHeads = ['球员', '时间', '得分', '篮板', '助攻', '抢断', '盖帽', '失误', '犯规', '投篮', '三分', '罚球'];

/** 球员: the NBA box score, name column fixed while the numbers scroll; CBA has no player data. */
export function PlayersTab({
  boxScore,
  homeName,
  awayName,
  leagueName,
}: { boxScore: BasketballDetail['boxScore']; leagueName: string } & Teams): ReactElement {
  const [side, setSide] = useState<'away' | 'home'>('away');
  if (!boxScore || (boxScore.home.players.length === 0 && boxScore.away.players.length === 0))
    return (
      <div className="kq-detail-tab" data-testid="tab-players">
        <p className="kq-lq-note" data-testid="players-unavailable">
          {leagueName === 'NBA' ? '比赛开始后显示球员数据' : `${leagueName}暂不提供球员技术统计`}
        </p>
      </div>
    );
  const team = boxScore[side];
  return (
    <div className="kq-detail-tab" data-testid="tab-players">
      <div className="kq-segment" role="tablist">
        {(['away', 'home'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            className={side === s ? 'is-active' : ''}
            onClick={() => setSide(s)}
          >
            {s === 'away' ? `${awayName}（客）` : `${homeName}（主）`}
          </button>
        ))}
      </div>
      <section className="kq-card kq-detail-card">
        <div className="kq-box-scroll">
          <table className="kq-box-table" data-testid="box-table">
            <thead>
              <tr>
                {boxHeads.map((h) => (
                  <th key={h}>{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {team.players.map((p) => (
                <BoxRow
                  key={p.playerId}
                  line={p}
                  name={
                    <Link to={basketballPlayerPath(p.playerId)} title={p.name} data-testid="box-player-link">
                      {p.starter ? <i className="kq-box-starter">首</i> : null}
                      {boxScoreName(p.name)}
                    </Link>
                  }
                />
              ))}
              <BoxRow line={team.totals} name="全队" total />
            </tbody>
          </table>
        </div>
        <p className="kq-odds-note">
          数据截至第 {boxScore.minute} 分钟 · 全队命中率：投篮 {team.totals.fieldGoalPercent}% · 三分{' '}
          {team.totals.threePointPercent}% · 罚球 {team.totals.freeThrowPercent}%
        </p>
      </section>
    </div>
  );
}
