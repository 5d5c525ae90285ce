import type { ReactElement } from 'react';
import { CommunityHomePage } from '../features/community';
import { loadCommunityHome } from '../features/community/loaders.server';
import type { Route } from './+types/community';

export const meta = () => [{ title: '圈子 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadCommunityHome(args);

export default function Community({ loaderData }: Route.ComponentProps): ReactElement {
  return <CommunityHomePage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
