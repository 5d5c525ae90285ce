import type { ReactElement } from 'react';
import { ActivityHome } from '../features/activity';
import { loadHome, activityAction } from '../features/activity/loaders.server';
import type { Route } from './+types/activity';

export const meta = () => [{ title: '活动中心 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadHome(args);

export const action = (args: Route.ActionArgs) => activityAction(args);

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <ActivityHome data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
