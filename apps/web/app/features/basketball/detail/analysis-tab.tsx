import { basketballAnalysis, type BasketballPastGame } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { resultLabels } from '../../../lib/labels';
import { ListSkeleton, usePublicQuery } from '../../live';
import { ErrorState } from '../../shell/states';
import { MatchPrediction } from '../../predictions';

type Summary = { win: number; loss: number; pointsFor: number; pointsAgainst: number };

function SummaryLine({ title, summary }: { title: string; summary: Summary }): ReactElement {
  const total = Math.max(1, summary.win + summary.loss);
  return (
    <div className="kq-form-summary">
      <p>
        {title}：<b className="is-win">{summary.win}胜</b> <b className="is-loss">{summary.loss}负</b>
        <small>
          场均得分 {summary.pointsFor} 失分 {summary.pointsAgainst}
        </small>
      </p>
      <div className="kq-form-bar" aria-hidden="true">
        <i className="is-win" style={{ width: `${(summary.win / total) * 100}%` }} />
        <i className="is-loss" style={{ width: `${(summary.loss / total) * 100}%` }} />
      </div>
    </div>
  );
}

function Games({ list }: { list: BasketballPastGame[] }): ReactElement {
  if (list.length === 0) return <p className="kq-muted">暂无数据</p>;
  return (
    <table className="kq-past-table">
      <tbody>
        {list.map((g) => (
          <tr key={g.providerMatchId} data-testid="past-game">
            <td className="kq-past-date">
              {g.date.slice(2)}
              <small>{g.competition}</small>
            </td>
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
      </tbody>
    </table>
  );
}

/** 分析: head-to-head and each side's recent form (客 vs 主 in every score). */
export function BasketballAnalysisTab({
  matchId,
  homeName,
  awayName,
}: {
  matchId: number;
  homeName: string;
  awayName: string;
}): ReactElement {
  const query = usePublicQuery(`/live/basket/match/analysis/${matchId}`, basketballAnalysis);
  if (query.loading && !query.data) return <ListSkeleton rows={5} />;
  if (query.error || !query.data) return <ErrorState message={query.error ?? '加载失败'} onRetry={query.reload} />;
  const { headToHead, homeRecent, awayRecent } = query.data;
  return (
    <div className="kq-detail-tab" data-testid="tab-analysis">
      <MatchPrediction matchId={matchId} />
      <section className="kq-card kq-detail-card">
        <h3 className="kq-card-title">历史交锋</h3>
        {headToHead.list.length > 0 ? (
          <>
            <SummaryLine title={`${homeName}（主）`} summary={headToHead.summary} />
            <Games list={headToHead.list} />
          </>
        ) : (
          <p className="kq-muted">本赛季两队尚未交手</p>
        )}
      </section>
      <section className="kq-card kq-detail-card">
        <h3 className="kq-card-title">近期战绩 · {awayName}</h3>
        <SummaryLine title={`近${awayRecent.list.length}场`} summary={awayRecent.summary} />
        <Games list={awayRecent.list} />
      </section>
      <section className="kq-card kq-detail-card">
        <h3 className="kq-card-title">近期战绩 · {homeName}</h3>
        <SummaryLine title={`近${homeRecent.list.length}场`} summary={homeRecent.summary} />
        <Games list={homeRecent.list} />
      </section>
    </div>
  );
}
