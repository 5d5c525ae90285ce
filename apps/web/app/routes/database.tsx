import type { ReactElement } from 'react';
import { DatabaseHomePage } from '../features/database';
import { loadDatabaseHome } from '../features/database/loaders.server';
import type { Route } from './+types/database';

export const meta = () => [{ title: '资料库 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadDatabaseHome(args);

export default function Database({ loaderData }: Route.ComponentProps): ReactElement {
  return <DatabaseHomePage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
