import {
  envelope,
  wechatAuthorizeQuery,
  wechatAuthorizeUrl,
  wechatOpenidBody,
  wechatOpenidResult,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { signedInSchema } from '../../platform/http/route-schema';
import type { WechatOauth } from './wechat-oauth';

/** WeChat's 网页授权 for JSAPI 支付: registered only when the 公众号 (WECHAT_MP_APP_SECRET) is configured. */
export const wechatOauthRoutes: FastifyPluginAsyncZod<{ oauth: WechatOauth }> = async (app, { oauth }) => {
  const tags = ['wallet'];

  app.get(
    '/user/wallet/wechat/authorize',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '微信网页授权（snsapi_base）地址：微信内支付前取得公众号 openid；state 为本人签名、10 分钟有效',
        querystring: wechatAuthorizeQuery,
        response: { 200: envelope(wechatAuthorizeUrl) },
      },
    },
    async (request) => ok({ url: oauth.authorizeUrl(await requireUserId(request), request.query.returnTo) }),
  );

  app.post(
    '/user/wallet/wechat/openid',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '完成微信网页授权：校验 state，用 code 换取 openid 并绑定到本人（之后微信内充值走 JSAPI）',
        body: wechatOpenidBody,
        response: { 200: envelope(wechatOpenidResult) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await oauth.bind(userId, request.body.code, request.body.state);
      return ok({ bound: true as const });
    },
  );
};
