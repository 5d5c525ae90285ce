import type { ReactElement } from 'react';
import { RegPage } from '../features/activity';
import { loadReg, activityAction } from '../features/activity/loaders.server';
import type { Route } from './+types/activity-reg';

export const meta = () => [{ title: '每日签到 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadReg(args);

export const action = (args: Route.ActionArgs) => activityAction(args);

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <RegPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
