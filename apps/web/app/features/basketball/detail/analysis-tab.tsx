import { basketballAnalysis, type BasketballPastGame } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { resultLabels } from '../../../lib/labels';
import type { AnalysisTabProps } from '../../live';
import { AnalysisCard, FormSummaryLine, ListSkeleton, PastDateCell, PastTable, usePublicQuery } from '../../live';
import { ErrorState } from '../../shell/states';
import { MatchPrediction } from '../../predictions';

type Summary = { win: number; loss: number; pointsFor: number; pointsAgainst: number };

function SummaryLine({ title, summary }: { title: string; summary: Summary }): ReactElement {
  const note = `场均得分 ${summary.pointsFor} 失分 ${summary.pointsAgainst}`;
  return <FormSummaryLine title={title} counts={summary} note={note} />;
}

function Games({ list }: { list: BasketballPastGame[] }): ReactElement {
  return (
    <PastTable
      rows={list.map((g) => (
        <tr key={g.providerMatchId} data-testid="past-game">
          <PastDateCell date={g.date} competition={g.competition} />
          <td className="kq-past-home">{g.awayName}</td>
          <td className="kq-past-score">
            {g.id !== null ? (
              <Link to={`/live/lq/detail/${g.id}`}>
                {g.score[1]}-{g.score[0]}
              </Link>
            ) : (
              `${g.score[1]}-${g.score[0]}`
            )}
          </td>
          <td className="kq-past-away">{g.homeName}</td>
          <td>
            <span className={`kq-result is-${g.result}`}>{resultLabels[g.result]}</span>
          </td>
        </tr>
      ))}
    />
  );
}

/** 分析: head-to-head and each side's recent form (客 vs 主 in every score). */
export function BasketballAnalysisTab({ matchId, homeName, awayName }: AnalysisTabProps): ReactElement {
  const query = usePublicQuery(`/live/basket/match/analysis/${matchId}`, basketballAnalysis);
  if (query.loading && !query.data) return <ListSkeleton rows={5} />;
  if (query.error || !query.data) return <ErrorState message={query.error ?? '加载失败'} onRetry={query.reload} />;
  const { headToHead, homeRecent, awayRecent } = query.data;
  return (
    <div className="kq-detail-tab" data-testid="tab-analysis">
      <MatchPrediction matchId={matchId} />
      <AnalysisCard title="历史交锋">
        {headToHead.list.length > 0 ? (
          <>
            <SummaryLine title={`${homeName}（主）`} summary={headToHead.summary} />
            <Games list={headToHead.list} />
          </>
        ) : (
          <p className="kq-muted">本赛季两队尚未交手</p>
        )}
      </AnalysisCard>
      <AnalysisCard title={`近期战绩 · ${awayName}`}>
        <SummaryLine title={`近${awayRecent.list.length}场`} summary={awayRecent.summary} />
        <Games list={awayRecent.list} />
      </AnalysisCard>
      <AnalysisCard title={`近期战绩 · ${homeName}`}>
        <SummaryLine title={`近${homeRecent.list.length}场`} summary={homeRecent.summary} />
        <Games list={homeRecent.list} />
      </AnalysisCard>
    </div>
  );
}
