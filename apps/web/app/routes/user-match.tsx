import type { ReactElement } from 'react';
import { followAction } from '../features/live/follow-action.server';
import { loadMyMatches } from '../features/my-matches/loader.server';
import { MyMatchesPage } from '../features/my-matches/my-matches-page';
import type { Route } from './+types/user-match';

export const meta = () => [{ title: '我的比赛 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadMyMatches(args);

export const action = (args: Route.ActionArgs) => followAction(args);

export default function UserMatch({ loaderData }: Route.ComponentProps): ReactElement {
  return <MyMatchesPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
