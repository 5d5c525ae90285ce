/** AI 预测: today's picks (/live/ai) and the record with the season's backtest (/live/ai/list). */
export { PredictionsPage } from './predictions-page';
export { PredictionsRecordPage } from './record-page';
export { MatchPrediction } from './match-prediction';
