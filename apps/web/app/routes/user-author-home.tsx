import type { ReactElement } from 'react';
import { AuthorPage } from '../features/experts';
import { loadAuthorHome } from '../features/experts/loaders.server';
import type { Route } from './+types/user-author-home';

export const meta = () => [{ title: '专家主页 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadAuthorHome(args);

export default function UserAuthorHomeRoute({ loaderData }: Route.ComponentProps): ReactElement {
  return <AuthorPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
