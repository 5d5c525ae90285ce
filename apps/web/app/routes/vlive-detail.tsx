import type { ReactElement } from 'react';
import { ErrorPage } from '../features/shell/error-page';
import { RoomPage } from '../features/vlive';
import { loadRoom } from '../features/vlive/loaders.server';
import type { Route } from './+types/vlive-detail';

export const meta = () => [{ title: '直播间 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadRoom(args);

export default function VliveDetail({ loaderData }: Route.ComponentProps): ReactElement {
  return <RoomPage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
