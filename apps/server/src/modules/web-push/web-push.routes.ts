import {
  emptyData,
  envelope,
  pushSubscribeBody,
  pushSubscription,
  pushUnsubscribeBody,
  vapidPublicKey,
} from '@kanqiu/contract';
import { defaultPushSettings, readPushSettings } from '@kanqiu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { requireUserId } from '../../platform/http/auth';
import { fail } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { signedInSchema } from '../../platform/http/route-schema';
import { deleteSubscription, saveSubscription } from './subscription.repository';

export type WebPushRoutesDeps = { db: Db; clock: Clock; publicKey: string };

const tags = ['push'];

export const webPushRoutes: FastifyPluginAsyncZod<WebPushRoutesDeps> = async (app, { db, clock, publicKey }) => {
  app.get(
    '/push/vapidPublicKey',
    {
      schema: {
        tags,
        summary: '推送服务器公钥（VAPID，浏览器订阅推送时使用）',
        response: { 200: envelope(vapidPublicKey) },
      },
    },
    async () => ok({ publicKey }),
  );

  app.post(
    '/push/subscribe',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '订阅关注比赛的推送（同一浏览器再次订阅即更新提醒项）',
        body: pushSubscribeBody,
        response: { 200: envelope(pushSubscription) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { endpoint, keys } = request.body;
      const settings = readPushSettings({ ...defaultPushSettings, ...request.body.settings });
      const saved = await saveSubscription(
        db,
        { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, settings: JSON.stringify(settings) },
        clock(),
      );
      if (!saved) fail('forbidden', '该推送地址属于另一个账号');
      return ok({ endpoint, settings });
    },
  );

  app.post(
    '/push/unsubscribe',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '取消本浏览器的推送',
        body: pushUnsubscribeBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await deleteSubscription(db, request.body.endpoint, await requireUserId(request));
      return ok({});
    },
  );
};
