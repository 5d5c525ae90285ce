import type { ReactElement } from 'react';
import { ErrorPage } from '../features/shell/error-page';
import { StreamedMatchesPage } from '../features/vlive';
import { loadStreamedMatches } from '../features/vlive/loaders.server';
import type { Route } from './+types/vlive-match';

export const meta = () => [{ title: '直播赛程 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadStreamedMatches(args);

export default function VliveMatch({ loaderData }: Route.ComponentProps): ReactElement {
  return <StreamedMatchesPage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
