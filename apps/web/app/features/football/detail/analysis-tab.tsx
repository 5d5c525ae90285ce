import { analysisFuture, analysisHistory, analysisTable, type FormSummary, type PastMatch } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { resultLabels } from '../../../lib/labels';
import type { AnalysisTabProps } from '../../live';
import { AnalysisCard, FormSummaryLine, ListSkeleton, PastDateCell, PastTable, usePublicQuery } from '../../live';
import { EmptyState, ErrorState } from '../../shell/states';
import { formatShanghai } from '../../../lib/format-date';
import { MatchPrediction } from '../../predictions';
import { StandingsHead, StandingsRecord } from '../../database';

function Summary({ summary, title }: { summary: FormSummary; title: string }): ReactElement {
  return <FormSummaryLine title={title} counts={summary} note={`进${summary.goalsFor} 失${summary.goalsAgainst}`} />;
}

function PastList({ list }: { list: PastMatch[] }): ReactElement {
  return (
    <PastTable
      rows={list.map((m, index) => (
        <tr key={`${m.id ?? 'old'}-${m.date}-${index}`}>
          <PastDateCell date={m.date} competition={m.competition} />
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
    />
  );
}

/** 分析: head-to-head with its W/D/L, each side's recent form, the league table, upcoming fixtures. */
export function AnalysisTab({ matchId, homeName, awayName }: AnalysisTabProps): ReactElement {
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
          <AnalysisCard title="历史交锋">
            <Summary summary={h.headToHead.summary} title={`近${h.headToHead.list.length}场 ${homeName}`} />
            <PastList list={h.headToHead.list} />
          </AnalysisCard>
          <AnalysisCard title={`近期战绩 · ${homeName}`}>
            <Summary summary={h.homeRecent.summary} title={`近${h.homeRecent.list.length}场`} />
            <PastList list={h.homeRecent.list} />
          </AnalysisCard>
          <AnalysisCard title={`近期战绩 · ${awayName}`}>
            <Summary summary={h.awayRecent.summary} title={`近${h.awayRecent.list.length}场`} />
            <PastList list={h.awayRecent.list} />
          </AnalysisCard>
        </>
      ) : null}
      <AnalysisCard title={`积分榜${table.data ? ` · ${table.data.competition}` : ''}`}>
        {table.error ? <ErrorState message={table.error} onRetry={table.reload} /> : null}
        {table.data && table.data.groups.length === 0 ? <EmptyState title="暂无积分榜" /> : null}
        {table.data?.groups.map((group) => (
          <table key={group.name ?? 'table'} className="kq-standings" data-testid="standings">
            <StandingsHead first={group.name ?? '排名'} />
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.teamId} className={row.highlight ? 'is-highlight' : ''}>
                  <td>{row.rank}</td>
                  <td className="is-team">{row.teamName}</td>
                  <StandingsRecord
                    played={row.played}
                    results={[row.win, row.draw, row.loss]}
                    goals={[row.goalsFor, row.goalsAgainst]}
                  />
                  <td>
                    <b>{row.points}</b>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </AnalysisCard>
      <AnalysisCard title="未来赛程">
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
      </AnalysisCard>
    </div>
  );
}
