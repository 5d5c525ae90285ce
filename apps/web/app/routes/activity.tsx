import type { ReactElement } from 'react';
import { ActivityHome } from '../features/activity';
import { loadHome, activityAction } from '../features/activity/loaders.server';
import { ErrorPage } from '../features/shell/error-page';
import type { Route } from './+types/activity';

export const meta = () => [{ title: '活动中心 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadHome(args);

export const action = (args: Route.ActionArgs) => activityAction(args);

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <ActivityHome data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
