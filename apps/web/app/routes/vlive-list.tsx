import type { ReactElement } from 'react';
import { RoomListPage } from '../features/vlive';
import { loadRoomList } from '../features/vlive/loaders.server';
import type { Route } from './+types/vlive-list';

export const meta = () => [{ title: '直播 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadRoomList(args);

export default function VliveList({ loaderData }: Route.ComponentProps): ReactElement {
  return <RoomListPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
