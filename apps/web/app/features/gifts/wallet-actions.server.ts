import {
  giftCatalogue,
  giftRanking,
  giftSendResult,
  nobleBuyResult,
  rechargeOptions,
  rechargeResult,
  wechatAuthorizeUrl,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import type { RouterContextProvider } from 'react-router';
import { getSession, type RequestSession } from '../../lib/session.server';
import type { RoomGiftsData, WalletActionResult } from './data';
import { readForm } from '../../lib/read-form.server';
import { safeRedirect } from '../../lib/safe-redirect';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What a room's support shows every viewer alike: its 最近支持 and the 充值 packages. */
export async function loadRoomSupport(
  context: Readonly<RouterContextProvider>,
  roomId: number,
): Promise<Omit<RoomGiftsData, 'catalogue'>> {
  const api = getSession(context).api;
  const [ranking, recharge] = await Promise.all([
    api.get(`/vlive/room/${roomId}/rank`, giftRanking),
    api.get('/user/wallet/recharge/packages', rechargeOptions),
  ]);
  return { ranking: ranking.ok ? ranking.data : null, recharge: recharge.ok ? recharge.data : null };
}

/** The gifts at this viewer's price, with their balances and noble tier (a guest's: list prices, no balances). */
export async function loadGiftCatalogue(session: RequestSession): Promise<RoomGiftsData['catalogue']> {
  const catalogue = await session.api.get('/vlive/gift/list', giftCatalogue);
  return catalogue.ok ? catalogue.data : null;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * 充值: the sandbox credits at once; a provider's order is paid on its page (`payUrl`) or, inside WeChat, through
 * WeChat's bridge (`jsapi`). The fan's User-Agent goes to the API, which tells WeChat's browser by it; a fan there
 * without an openid is sent through WeChat's 网页授权 first, back to the page they were on.
 */
async function recharge(session: RequestSession, form: FormData, userAgent: string): Promise<WalletActionResult> {
  const json = { packageId: text(form, 'packageId'), requestId: text(form, 'requestId') };
  const headers = { 'user-agent': userAgent };
  const result = await session.api.post('/user/wallet/recharge', rechargeResult, { json, headers });
  if (!result.ok && result.code === Code.wechatAuthRequired) {
    const returnTo = safeRedirect(text(form, 'returnTo'), '/vlive');
    const authorize = await session.api.get('/user/wallet/wechat/authorize', wechatAuthorizeUrl, { returnTo });
    if (!authorize.ok) return { ok: false, msg: authorize.msg, code: authorize.code };
    return { ok: true, intent: 'recharge', msg: '正在前往微信授权…', payUrl: authorize.data.url };
  }
  if (!result.ok) return { ok: false, msg: result.msg, code: result.code };
  const { order, jsapi } = result.data;
  if (order && jsapi) return { ok: true, intent: 'recharge', msg: '正在调起微信支付…', jsapi, orderNo: order.orderNo };
  // A real provider: the fan pays on its page and comes back to the order's result page.
  const payUrl = order?.payUrl;
  return payUrl
    ? { ok: true, intent: 'recharge', msg: '正在前往支付…', payUrl }
    : { ok: true, intent: 'recharge', msg: result.msg };
}

/**
 * The gift panel's and the noble page's action: send a gift, 充值 (the sandbox, or an order to pay), buy a noble tier. The API checks
 * every field; its message is shown as it is (spec §8).
 */
export async function walletAction({ request, context }: Args): Promise<WalletActionResult> {
  const form = await readForm(request);
  const session = getSession(context);
  if (!session.hasToken) return { ok: false, msg: '请先登录', code: Code.noToken };
  const intent = text(form, 'intent');
  if (intent === 'gift') {
    const json = {
      roomId: Number(text(form, 'roomId')),
      giftId: text(form, 'giftId'),
      count: Number(text(form, 'count') || '1'),
      clientId: text(form, 'clientId'),
    };
    // The panel asked the fan to confirm the amount before it posts (the API's check of large spends).
    const headers = text(form, 'confirmed') === '1' ? { 'x-kq-spend-confirmed': '1' } : undefined;
    const result = await session.api.post('/vlive/gift/send', giftSendResult, {
      json,
      ...(headers ? { headers } : {}),
    });
    if (!result.ok) return { ok: false, msg: result.msg, code: result.code };
    return { ok: true, intent, gift: result.data.gift, balance: result.data.balance, msg: result.msg };
  }
  if (intent === 'recharge') return recharge(session, form, request.headers.get('user-agent') ?? '');
  if (intent === 'noble') {
    const json = { tierId: text(form, 'tierId'), requestId: text(form, 'requestId') };
    // The noble page asked the fan to confirm the price before it posts.
    const headers = { 'x-kq-spend-confirmed': '1' };
    const result = await session.api.post('/vlive/noble/buy', nobleBuyResult, { json, headers });
    return result.ok ? { ok: true, intent, msg: result.msg } : { ok: false, msg: result.msg, code: result.code };
  }
  return { ok: false, msg: '无法识别的操作' };
}
