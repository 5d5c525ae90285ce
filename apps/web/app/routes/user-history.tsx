import type { ReactElement } from 'react';
import { HistoryPage } from '../features/news';
import { clearHistory, loadHistory } from '../features/news/loaders.server';
import type { Route } from './+types/user-history';

export const meta = () => [{ title: '浏览记录 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadHistory(args);

export const action = (args: Route.ActionArgs) => clearHistory(args);

export default function UserHistory({ loaderData }: Route.ComponentProps): ReactElement {
  return <HistoryPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
