import {
  accessTokenHeaders,
  apkResource,
  appInfo,
  emojiList,
  envelope,
  feedbackBody,
  feedbackCreated,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { optionalUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { emojis } from './emojis';
import type { FeedbackService } from './feedback.service';

export type InformRoutesDeps = { feedback: FeedbackService; config: Pick<Config, 'app' | 'apk'> };

export const informRoutes: FastifyPluginAsyncZod<InformRoutesDeps> = async (app, { feedback, config }) => {
  app.post(
    '/inform/feedback/add',
    {
      schema: {
        headers: accessTokenHeaders,
        tags: ['inform'],
        summary: '意见反馈（登录可选：带有效令牌时记录用户）',
        body: feedbackBody,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        response: { 200: envelope(feedbackCreated) },
      },
      // Counted after validation: a rejected form should not use up one of the five.
      config: { rateLimit: { max: 5, timeWindow: '1 minute', hook: 'preHandler' } },
    },
    async (request) =>
      ok(await feedback.add({ ...request.body, userId: await optionalUserId(request), ip: request.ip })),
  );

  app.get(
    '/user/common/getEmojis',
    { schema: { tags: ['inform'], summary: '表情列表', response: { 200: envelope(emojiList) } } },
    async () => ok(emojis),
  );

  app.get(
    '/inform/apk/resource',
    { schema: { tags: ['inform'], summary: 'App 下载地址（运营配置）', response: { 200: envelope(apkResource) } } },
    async () => ok(config.apk),
  );

  app.get(
    '/inform/app/info',
    {
      schema: {
        tags: ['inform'],
        summary: '应用信息：名称、站点地址、第四个底部标签',
        response: { 200: envelope(appInfo) },
      },
    },
    async () => ok({ appName: config.app.name, appHost: config.app.host, fourthTab: config.app.fourthTab }),
  );
};
