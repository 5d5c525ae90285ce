import type { ReactElement } from 'react';
import { MyCommunityPage } from '../features/community';
import { loadMyCommunity } from '../features/community/loaders.server';
import type { Route } from './+types/user-community';

export const meta = () => [{ title: '我的圈子 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadMyCommunity(args);

export default function UserCommunity({ loaderData }: Route.ComponentProps): ReactElement {
  return <MyCommunityPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
