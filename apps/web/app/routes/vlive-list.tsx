import type { ReactElement } from 'react';
import { ErrorPage } from '../features/shell/error-page';
import { RoomListPage } from '../features/vlive';
import { loadRoomList } from '../features/vlive/loaders.server';
import type { Route } from './+types/vlive-list';

export const meta = () => [{ title: '直播 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadRoomList(args);

export default function VliveList({ loaderData }: Route.ComponentProps): ReactElement {
  return <RoomListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
