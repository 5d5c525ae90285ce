import type { Prediction, PredictionBacktest, PredictionDay, PredictionRecord } from '@kanqiu/contract';

/** `asked`: the match of `?match=` (the detail page's 分析 link), shown first. */
export type PredictionsTodayData = { day: PredictionDay | null; asked: Prediction | null; error: string | null };

export type PredictionsRecordData = {
  record: PredictionRecord | null;
  backtest: PredictionBacktest | null;
  basketballBacktest: PredictionBacktest | null;
  error: string | null;
};
