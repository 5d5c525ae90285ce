import './predictions.css';
import type { ReactElement } from 'react';
import { useRevalidator } from 'react-router';
import { EmptyState, ErrorState } from '../shell/states';
import type { PredictionsTodayData } from './data';
import { PredictionCard } from './prediction-card';
import { PredictionsChrome } from './predictions-chrome';

/** /live/ai: today's picks, one section per competition. */
export function PredictionsPage({ data }: { data: PredictionsTodayData }): ReactElement {
  const groups = data.day?.groups ?? [];
  const { revalidate } = useRevalidator();
  return (
    <PredictionsChrome>
      <p className="kq-ai-intro">
        模型只用开赛前已知的赛果：球队攻防评分、近期状态、交手、主场与休整。概率为模型估计，不代表结果。
      </p>
      {data.asked ? (
        <section className="kq-ai-group" data-testid="prediction-asked">
          <h2>本场预测</h2>
          <PredictionCard prediction={data.asked} />
        </section>
      ) : null}
      {data.error ? <ErrorState message={data.error} onRetry={() => void revalidate()} /> : null}
      {!data.error && groups.length === 0 ? <EmptyState title="今天暂无可预测的比赛" /> : null}
      {groups.map((group) => (
        <section key={group.competitionId} className="kq-ai-group" data-testid="prediction-group">
          <h2>
            {group.name}
            <small>{group.predictions.length} 场</small>
          </h2>
          {group.predictions.map((p) => (
            <PredictionCard key={p.matchId} prediction={p} />
          ))}
        </section>
      ))}
    </PredictionsChrome>
  );
}
