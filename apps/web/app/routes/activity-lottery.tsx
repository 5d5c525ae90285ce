import type { ReactElement } from 'react';
import { LotteryPage } from '../features/activity';
import { loadLottery, activityAction } from '../features/activity/loaders.server';
import type { Route } from './+types/activity-lottery';

export const meta = () => [{ title: '幸运转盘 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadLottery(args);

export const action = (args: Route.ActionArgs) => activityAction(args);

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <LotteryPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
