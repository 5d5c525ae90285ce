import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import type { WechatJsapiConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { callProvider, ProviderError } from './gateways/gateway-http';

/** A 网页授权 started this long ago can no longer be finished (WeChat's code itself lives five minutes). */
const STATE_LIFETIME_SECONDS = 600;

/** The web page WeChat sends the fan back to with the code; it finishes the authorisation through the API. */
export const WECHAT_OAUTH_RETURN_PATH = '/user/recharge/wechat';

type OauthDeps = { db: Db; clock: Clock; logger: Logger; jsapi: WechatJsapiConfig; returnBaseUrl: string };

/**
 * WeChat's 网页授权 (`snsapi_base`, silent) for JSAPI 支付: the fan's browser is sent to WeChat with a `state` signed
 * for this fan and a few minutes, comes back with a code, and the code is exchanged for the fan's openid, kept for
 * the account. The state is `<userId>x<expires>x<HMAC-SHA256 hex>`, only letters and digits as WeChat requires.
 */
export function createWechatOauth({ db, clock, logger, jsapi, returnBaseUrl }: OauthDeps) {
  const signature = (userId: number, expires: number) =>
    createHmac('sha256', jsapi.appSecret).update(`kanqiu-wechat-oauth-state:${userId}:${expires}`).digest('hex');

  function stateFor(userId: number): string {
    const expires = clock() + STATE_LIFETIME_SECONDS;
    return `${userId}x${expires}x${signature(userId, expires)}`;
  }

  /** True when this state was signed here, for this fan, and has not expired. */
  function stateHolds(state: string, userId: number): boolean {
    const match = /^(\d{1,10})x(\d{10})x([0-9a-f]{64})$/.exec(state);
    if (!match || Number(match[1]) !== userId || Number(match[2]) < clock()) return false;
    const expected = Buffer.from(signature(userId, Number(match[2])), 'hex');
    return timingSafeEqual(expected, Buffer.from(match[3] ?? '', 'hex'));
  }

  /** WeChat's answer to the code: the openid, or null when WeChat refused the code (used, expired, forged). */
  async function openidOfCode(code: string): Promise<string | null> {
    const query = new URLSearchParams({
      appid: jsapi.appId,
      secret: jsapi.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    let answer: { openid?: string; errcode?: number; errmsg?: string };
    try {
      const reply = await callProvider(`${jsapi.apiBaseUrl}/sns/oauth2/access_token?${query.toString()}`, {
        method: 'GET',
      });
      if (reply.status !== 200) throw new ProviderError(`WeChat 网页授权 answered ${reply.status}`);
      answer = JSON.parse(reply.text) as typeof answer;
    } catch (error) {
      logger.error({ err: error }, 'WeChat 网页授权 could not be reached');
      return fail('paymentUnavailable');
    }
    if (typeof answer.openid === 'string' && answer.openid.length > 0 && answer.openid.length <= 64)
      return answer.openid;
    logger.warn({ errcode: answer.errcode, errmsg: answer.errmsg }, 'WeChat refused a 网页授权 code');
    return null;
  }

  return {
    appId: jsapi.appId,

    /** WeChat's 网页授权 address for this fan, coming back to the web's page and then to `returnTo` (a path). */
    authorizeUrl(userId: number, returnTo: string): string {
      const redirect = `${returnBaseUrl}${WECHAT_OAUTH_RETURN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
      // WeChat reads these parameters in this order, and only with the #wechat_redirect fragment.
      const query = new URLSearchParams({
        appid: jsapi.appId,
        redirect_uri: redirect,
        response_type: 'code',
        scope: 'snsapi_base',
        state: stateFor(userId),
      });
      return `${jsapi.authorizeUrl}?${query.toString()}#wechat_redirect`;
    },

    /** Keeps the fan's openid from WeChat's code; refused when the state is not this fan's recent one. */
    async bind(userId: number, code: string, state: string): Promise<void> {
      if (!stateHolds(state, userId)) fail('forbidden', '微信授权已失效，请重新发起支付');
      const openid = (await openidOfCode(code)) ?? fail('validationFailed', '微信授权失败，请重新发起支付');
      await db
        .insertInto('wechat_openids')
        .values({ user_id: userId, app_id: jsapi.appId, openid, updated_at: clock() })
        .onConflict((oc) => oc.columns(['user_id', 'app_id']).doUpdateSet({ openid, updated_at: clock() }))
        .execute();
    },

    /** The fan's openid in the 公众号, or null before their first 网页授权. */
    async openidOf(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('wechat_openids')
        .select('openid')
        .where('user_id', '=', userId)
        .where('app_id', '=', jsapi.appId)
        .executeTakeFirst();
      return row?.openid ?? null;
    },
  };
}

export type WechatOauth = ReturnType<typeof createWechatOauth>;
