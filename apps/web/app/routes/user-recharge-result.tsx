import { rechargeOrder } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { RechargeResultPage, type RechargeResultData } from '../features/gifts';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/user-recharge-result';

export const meta = () => [{ title: '充值结果 - 看球直播' }];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RechargeResultData> {
  const session = getSession(context);
  if (!session.hasToken) return { order: null, error: '请先登录后查看充值结果' };
  const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
  const reply = await session.api.get(`/user/wallet/recharge/order/${encodeURIComponent(orderNo)}`, rechargeOrder);
  return reply.ok ? { order: reply.data, error: null } : { order: null, error: reply.msg };
}

export default function UserRechargeResult({ loaderData }: Route.ComponentProps): ReactElement {
  return <RechargeResultPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
