import { analysisFuture, analysisHistory, analysisTable, type FormSummary, type PastMatch } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { resultLabels } from '../../../lib/labels';
import { ListSkeleton, usePublicQuery } from '../../live';
import { EmptyState, ErrorState } from '../../shell/states';
import { formatShanghai } from '../../../lib/format-date';
import { MatchPrediction } from '../../predictions';

function Summary({ summary, title }: { summary: FormSummary; title: string }): ReactElement {
  const total = Math.max(1, summary.win + summary.draw + summary.loss);
  return (
    <div className="kq-form-summary">
      <p>
        {title}：<b className="is-win">{summary.win}胜</b> <b className="is-draw">{summary.draw}平</b>{' '}
        <b className="is-loss">{summary.loss}负</b>
        <small>
          进{summary.goalsFor} 失{summary.goalsAgainst}
        </small>
      </p>
      <div className="kq-form-bar" aria-hidden="true">
        <i className="is-win" style={{ width: `${(summary.win / total) * 100}%` }} />
        <i className="is-draw" style={{ width: `${(summary.draw / total) * 100}%` }} />
        <i className="is-loss" style={{ width: `${(summary.loss / total) * 100}%` }} />
      </div>
    </div>
  );
}

function PastList({ list }: { list: PastMatch[] }): ReactElement {
  if (list.length === 0) return <p className="kq-muted">暂无数据</p>;
  return (
    <table className="kq-past-table">
      <tbody>
        {list.map((m, index) => (
          <tr key={`${m.id ?? 'old'}-${m.date}-${index}`}>
            <td className="kq-past-date">
              {m.date.slice(2)}
              <small>{m.competition}</small>
            </td>
            <td className="kq-past-home">{m.homeName}</td>
            <td className="kq-past-score">
              {m.score[0]}-{m.score[1]}
              {m.halfTime ? (
                <small>
                  ({m.halfTime[0]}-{m.halfTime[1]})
                </small>
              ) : null}
            </td>
            <td className="kq-past-away">{m.awayName}</td>
            <td>{m.result ? <span className={`kq-result is-${m.result}`}>{resultLabels[m.result]}</span> : null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 分析: head-to-head with its W/D/L, each side's recent form, the league table, upcoming fixtures. */
export function AnalysisTab({
  matchId,
  homeName,
  awayName,
}: {
  matchId: number;
  homeName: string;
  awayName: string;
}): ReactElement {
  const history = usePublicQuery(`/live/fb/match/analysis/history/${matchId}`, analysisHistory);
  const table = usePublicQuery(`/live/fb/match/analysis/table/${matchId}`, analysisTable);
  const future = usePublicQuery(`/live/fb/match/analysis/future/${matchId}`, analysisFuture);
  if (history.loading && !history.data) return <ListSkeleton rows={5} />;
  if (history.error) return <ErrorState message={history.error} onRetry={history.reload} />;
  const h = history.data;
  return (
    <div className="kq-detail-tab" data-testid="tab-analysis">
      <MatchPrediction matchId={matchId} />
      {h ? (
        <>
          <section className="kq-card kq-detail-card">
            <h3 className="kq-card-title">历史交锋</h3>
            <Summary summary={h.headToHead.summary} title={`近${h.headToHead.list.length}场 ${homeName}`} />
            <PastList list={h.headToHead.list} />
          </section>
          <section className="kq-card kq-detail-card">
            <h3 className="kq-card-title">近期战绩 · {homeName}</h3>
            <Summary summary={h.homeRecent.summary} title={`近${h.homeRecent.list.length}场`} />
            <PastList list={h.homeRecent.list} />
          </section>
          <section className="kq-card kq-detail-card">
            <h3 className="kq-card-title">近期战绩 · {awayName}</h3>
            <Summary summary={h.awayRecent.summary} title={`近${h.awayRecent.list.length}场`} />
            <PastList list={h.awayRecent.list} />
          </section>
        </>
      ) : null}
      <section className="kq-card kq-detail-card">
        <h3 className="kq-card-title">积分榜{table.data ? ` · ${table.data.competition}` : ''}</h3>
        {table.error ? <ErrorState message={table.error} onRetry={table.reload} /> : null}
        {table.data && table.data.groups.length === 0 ? <EmptyState title="暂无积分榜" /> : null}
        {table.data?.groups.map((group) => (
          <table key={group.name ?? 'table'} className="kq-standings" data-testid="standings">
            <thead>
              <tr>
                <th>{group.name ?? '排名'}</th>
                <th className="is-team">球队</th>
                <th>赛</th>
                <th>胜/平/负</th>
                <th>进/失</th>
                <th>积分</th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.teamId} className={row.highlight ? 'is-highlight' : ''}>
                  <td>{row.rank}</td>
                  <td className="is-team">{row.teamName}</td>
                  <td>{row.played}</td>
                  <td>
                    {row.win}/{row.draw}/{row.loss}
                  </td>
                  <td>
                    {row.goalsFor}/{row.goalsAgainst}
                  </td>
                  <td>
                    <b>{row.points}</b>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>
      <section className="kq-card kq-detail-card">
        <h3 className="kq-card-title">未来赛程</h3>
        {future.data
          ? (
              [
                { key: 'home', name: homeName, list: future.data.home },
                { key: 'away', name: awayName, list: future.data.away },
              ] as const
            ).map((side) => (
              <div key={side.key} className="kq-future">
                <h4>{side.name}</h4>
                {side.list.length === 0 ? <p className="kq-muted">暂无赛程</p> : null}
                {side.list.map((m) => (
                  <p key={`${m.kickoffAt}:${m.homeId}`} className="kq-future-row">
                    <span>{formatShanghai(m.kickoffAt, 'MM-DD HH:mm')}</span>
                    <span className="kq-future-comp">{m.competition}</span>
                    <span className="kq-future-teams">
                      {m.homeName} vs {m.awayName}
                    </span>
                    <small>{m.daysAway}天后</small>
                  </p>
                ))}
              </div>
            ))
          : null}
      </section>
    </div>
  );
}
