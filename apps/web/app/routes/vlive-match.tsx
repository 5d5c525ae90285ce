import type { ReactElement } from 'react';
import { StreamedMatchesPage } from '../features/vlive';
import { loadStreamedMatches } from '../features/vlive/loaders.server';
import type { Route } from './+types/vlive-match';

export const meta = () => [{ title: '直播赛程 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadStreamedMatches(args);

export default function VliveMatch({ loaderData }: Route.ComponentProps): ReactElement {
  return <StreamedMatchesPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
