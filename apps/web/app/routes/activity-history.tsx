import type { ReactElement } from 'react';
import { HistoryPage } from '../features/activity';
import { loadHistory } from '../features/activity/loaders.server';
import type { Route } from './+types/activity-history';

export const meta = () => [{ title: '我的记录 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadHistory(args);

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <HistoryPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
