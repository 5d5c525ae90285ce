import type { ReactElement } from 'react';
import { MyTipsPage } from '../features/experts';
import { loadMyTips } from '../features/experts/loaders.server';
import type { Route } from './+types/user-proposal';

export const meta = () => [{ title: '我的方案 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadMyTips(args);

export default function UserProposalRoute({ loaderData }: Route.ComponentProps): ReactElement {
  return <MyTipsPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
