import type { ReactElement } from 'react';
import { RankPage } from '../features/activity';
import { loadRank } from '../features/activity/loaders.server';
import { ErrorPage } from '../features/shell/error-page';
import type { Route } from './+types/activity-rank';

export const meta = () => [{ title: '竞猜排行 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadRank(args);

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <RankPage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
