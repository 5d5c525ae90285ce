import type { ReactElement } from 'react';
import { TipDetailPage } from '../features/experts';
import { loadTipDetail } from '../features/experts/loaders.server';
import type { Route } from './+types/proposal-detail';

export const meta = () => [{ title: '方案详情 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadTipDetail(args);

export default function ProposalDetailRoute({ loaderData }: Route.ComponentProps): ReactElement {
  return <TipDetailPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
