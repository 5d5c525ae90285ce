import {
  envelope,
  prediction,
  predictionBacktest,
  predictionDay,
  predictionMatchParams,
  predictionRecord,
  predictionRecordQuery,
  liveChannel,
  matchChannel,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRead } from '../../platform/http/cached-read';
import type { PredictionsService } from './predictions.service';

const tags = ['predictions'];

/** A prediction is made when its match is stored and settled by its result: both arrive on the sport's channel. */
const bothSports = [liveChannel('football'), liveChannel('basketball')];

export const predictionsRoutes: FastifyPluginAsyncZod<{ predictions: PredictionsService }> = async (
  app,
  { predictions },
) => {
  app.get(
    '/live/ai/v1/today',
    {
      schema: {
        tags,
        summary: 'AI 预测：今日（北京时间）足球与篮球比赛的预测，按赛事分组',
        response: { 200: envelope(predictionDay) },
      },
    },
    // The day and `serverTime` are the clock's.
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: bothSports, perSecond: true }, () => predictions.today()),
  );

  app.get(
    '/live/ai/v1/record',
    {
      schema: {
        tags,
        summary: 'AI 预测战绩：已完场比赛的预测与赛果（新的在前）及命中统计',
        querystring: predictionRecordQuery,
        response: { 200: envelope(predictionRecord) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: bothSports }, () =>
        predictions.record(request.query.page, request.query.size),
      ),
  );

  app.get(
    '/live/ai/v1/backtest',
    {
      schema: {
        tags,
        summary: 'AI 预测回测：回放赛季至今已完场比赛的样本外成绩、基准对比与校准表',
        response: { 200: envelope(predictionBacktest) },
      },
    },
    // Grows as the replay's matches finish, which football's channel carries.
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [liveChannel('football')] }, () => predictions.backtest()),
  );

  app.get(
    '/live/ai/v1/backtest/basketball',
    {
      schema: {
        tags,
        summary: 'AI 预测篮球回测：NBA 模拟赛季至今的样本外成绩、基准对比与校准表',
        response: { 200: envelope(predictionBacktest) },
      },
    },
    // The generated season grows by a day's games as the clock's match day turns.
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [], perSecond: true }, () => predictions.basketballBacktest()),
  );

  app.get(
    '/live/ai/v1/match/:matchId',
    {
      schema: {
        tags,
        summary: '一场比赛的 AI 预测（不存在的比赛答 18021）',
        params: predictionMatchParams,
        response: { 200: envelope(prediction) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [matchChannel(request.params.matchId)] }, () =>
        predictions.match(request.params.matchId),
      ),
  );
};
