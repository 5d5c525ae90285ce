import './predictions.css';
import { prediction } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { usePublicQuery } from '../live';
import { ChanceBar, Verdict } from './prediction-card';

/** The 分析 tab's AI 预测 block: the model's chances for this match and a link to its reasons on /live/ai. */
export function MatchPrediction({ matchId }: { matchId: number }): ReactElement | null {
  const { data } = usePublicQuery(`/live/ai/v1/match/${matchId}`, prediction);
  if (!data) return null;
  return (
    <section className="kq-card kq-detail-card kq-ai-match-prediction" data-testid="analysis-ai-prediction">
      <h3 className="kq-card-title">AI 预测{data.generated ? <span className="kq-ai-tag">模拟</span> : null}</h3>
      <ChanceBar prediction={data} />
      <Verdict prediction={data} />
      <Link className="kq-ai-more" to={`/live/ai?match=${matchId}`} data-testid="analysis-ai-link">
        查看比分预测与理由
      </Link>
    </section>
  );
}
