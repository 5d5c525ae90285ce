import type { ReactElement } from 'react';
import { ReplayPage } from '../features/vlive';
import { loadReplays } from '../features/vlive/loaders.server';
import type { Route } from './+types/vlive-replay';

export const meta = () => [{ title: '直播回放 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadReplays(args);

export default function VliveReplay({ loaderData }: Route.ComponentProps): ReactElement {
  return <ReplayPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
