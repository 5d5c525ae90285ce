import { prediction, predictionBacktest, predictionDay, predictionRecord } from '@kanqiu/contract';
import { getSession } from '../../lib/session.server';
import type { PredictionsRecordData, PredictionsTodayData } from './data';
import { notFound, type LoaderArgs } from '../../lib/loader.server';

const RECORD_PAGE_SIZE = 20;

/** /live/ai: today's predictions by competition; `?match=` puts one match's prediction first. */
export async function loadPredictionsToday({ request, context }: LoaderArgs): Promise<PredictionsTodayData> {
  const { api } = getSession(context);
  const matchId = Number(new URL(request.url).searchParams.get('match'));
  const [day, asked] = await Promise.all([
    api.get('/live/ai/v1/today', predictionDay),
    Number.isInteger(matchId) && matchId > 0 ? api.get(`/live/ai/v1/match/${matchId}`, prediction) : null,
  ]);
  const askedPrediction = asked?.ok ? asked.data : null;
  return day.ok
    ? { day: day.data, asked: askedPrediction, error: null }
    : { day: null, asked: askedPrediction, error: day.msg };
}

/** /live/ai/list: the running record (`?page=` for older pages) and the season's backtest. */
export async function loadPredictionsRecord({ request, context }: LoaderArgs): Promise<PredictionsRecordData> {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 1000) throw notFound();
  const { api } = getSession(context);
  const [record, backtest, basketball] = await Promise.all([
    api.get('/live/ai/v1/record', predictionRecord, { page, size: RECORD_PAGE_SIZE }),
    api.get('/live/ai/v1/backtest', predictionBacktest),
    api.get('/live/ai/v1/backtest/basketball', predictionBacktest),
  ]);
  return {
    record: record.ok ? record.data : null,
    backtest: backtest.ok ? backtest.data : null,
    basketballBacktest: basketball.ok ? basketball.data : null,
    error: !record.ok ? record.msg : !backtest.ok ? backtest.msg : null,
  };
}
