import type { ReactElement } from 'react';
import { RankPage } from '../features/activity';
import { loadRank } from '../features/activity/loaders.server';
import type { Route } from './+types/activity-rank';

export const meta = () => [{ title: '竞猜排行 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadRank(args);

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <RankPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
