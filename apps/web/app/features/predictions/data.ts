import type { PredictionBacktest, PredictionDay, PredictionRecord } from '@kanqiu/contract';

export type PredictionsTodayData = { day: PredictionDay | null; error: string | null };

export type PredictionsRecordData = {
  record: PredictionRecord | null;
  backtest: PredictionBacktest | null;
  error: string | null;
};
