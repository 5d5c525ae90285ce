import type { ReactElement } from 'react';
import { BroadcastPage } from '../features/vlive/broadcast-page';
import { broadcastAction, loadBroadcast } from '../features/vlive/broadcast.server';
import type { Route } from './+types/user-broadcast';

export const meta = () => [{ title: '我要开播 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadBroadcast(args);

export const action = (args: Route.ActionArgs) => broadcastAction(args);

export default function UserBroadcast({ loaderData }: Route.ComponentProps): ReactElement {
  return <BroadcastPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
