import './predictions.css';
import type { PredictionRecord } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { Link, useRevalidator } from 'react-router';
import { EmptyState, ErrorState } from '../shell/states';
import { BacktestSection } from './backtest-section';
import type { PredictionsRecordData } from './data';
import { PredictionCard } from './prediction-card';
import { PredictionsChrome } from './predictions-chrome';
import { percent } from './wording';

function Tally({ tally }: { tally: PredictionRecord['tally'] }): ReactElement {
  const rows = [
    { key: 'football', label: '足球', ...tally.football },
    { key: 'basketball', label: '篮球（模拟）', ...tally.basketball },
  ];
  return (
    <div className="kq-ai-tally" data-testid="prediction-tally">
      {rows.map((row) => (
        <div key={row.key}>
          <strong>{row.played === 0 ? '—' : percent(row.hits / row.played)}</strong>
          <span>
            {row.label} {row.hits}/{row.played} 命中
          </span>
        </div>
      ))}
    </div>
  );
}

/** /live/ai/list: the running tally, the football and NBA backtests, then the finished matches page by page. */
export function PredictionsRecordPage({ data }: { data: PredictionsRecordData }): ReactElement {
  const { revalidate } = useRevalidator();
  const { record, backtest, basketballBacktest } = data;
  return (
    <PredictionsChrome>
      {data.error ? <ErrorState message={data.error} onRetry={() => void revalidate()} /> : null}
      {record ? <Tally tally={record.tally} /> : null}
      {backtest?.matches ? <BacktestSection backtest={backtest} sport="football" /> : null}
      {basketballBacktest?.matches ? <BacktestSection backtest={basketballBacktest} sport="basketball" /> : null}
      {record ? (
        <section className="kq-ai-group">
          <h2>
            近期战绩<small>最近几天完场的比赛</small>
          </h2>
          {record.list.length === 0 ? <EmptyState title="还没有完场的预测" /> : null}
          {record.list.map((p) => (
            <PredictionCard key={p.matchId} prediction={p} brief />
          ))}
          <nav className="kq-ai-pager">
            {record.page > 1 ? <Link to={`?page=${record.page - 1}`}>上一页</Link> : <span />}
            {record.next ? <Link to={`?page=${record.page + 1}`}>下一页</Link> : <span />}
          </nav>
        </section>
      ) : null}
    </PredictionsChrome>
  );
}
