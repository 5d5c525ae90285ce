import { wechatOpenidResult } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { redirect } from 'react-router';
import { RechargeResultPage, type RechargeResultData } from '../features/gifts';
import { ErrorPage } from '../features/shell/error-page';
import { safeRedirect } from '../lib/safe-redirect';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/user-recharge-wechat';

export const meta = () => [{ title: '微信授权 - 看球直播' }];

/**
 * Where WeChat's 网页授权 sends the fan back (with `code` and `state`): the API checks the state and keeps the fan's
 * openid, and the fan returns to the page they were paying from, where 充值 now opens WeChat's cashier.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RechargeResultData> {
  const session = getSession(context);
  if (!session.hasToken) return { order: null, error: '请先登录后再充值' };
  const query = new URL(request.url).searchParams;
  const code = query.get('code');
  const state = query.get('state');
  if (!code || !state) return { order: null, error: '微信授权未完成，请重新发起支付' };
  const reply = await session.api.post('/user/wallet/wechat/openid', wechatOpenidResult, { json: { code, state } });
  if (!reply.ok) return { order: null, error: reply.msg };
  throw redirect(safeRedirect(query.get('returnTo'), '/vlive'));
}

export default function UserRechargeWechat({ loaderData }: Route.ComponentProps): ReactElement {
  return <RechargeResultPage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
