import type { ReactElement } from 'react';
import { ErrorPage } from '../features/shell/error-page';
import { ReplayPage } from '../features/vlive';
import { loadReplays } from '../features/vlive/loaders.server';
import type { Route } from './+types/vlive-replay';

export const meta = () => [{ title: '直播回放 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadReplays(args);

export default function VliveReplay({ loaderData }: Route.ComponentProps): ReactElement {
  return <ReplayPage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
