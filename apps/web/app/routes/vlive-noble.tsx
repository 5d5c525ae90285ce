import { nobleOverview, rechargeOptions } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { NoblePage, type NoblePageData } from '../features/gifts';
import { walletAction } from '../features/gifts/wallet-actions.server';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/vlive-noble';

export const meta = () => [{ title: '贵族特权 - 看球直播' }];

export async function loader({ context }: Route.LoaderArgs): Promise<NoblePageData> {
  const api = getSession(context).api;
  const [overview, recharge] = await Promise.all([
    api.get('/vlive/noble', nobleOverview),
    api.get('/user/wallet/recharge/packages', rechargeOptions),
  ]);
  return {
    overview: overview.ok ? overview.data : null,
    recharge: recharge.ok ? recharge.data : null,
    error: overview.ok ? null : overview.msg,
    now: Math.floor(Date.now() / 1000),
  };
}

export const action = (args: Route.ActionArgs) => walletAction(args);

export default function VliveNoble({ loaderData }: Route.ComponentProps): ReactElement {
  return <NoblePage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
