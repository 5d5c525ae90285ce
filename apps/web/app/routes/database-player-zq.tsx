import type { ReactElement } from 'react';
import { PlayerPage } from '../features/database';
import { loadPlayer } from '../features/database/loaders.server';
import type { Route } from './+types/database-player-zq';

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `${loaderData.detail.player.name} 球员资料 - 看球直播` : '球员资料 - 看球直播' },
];

export const loader = (args: Route.LoaderArgs) => loadPlayer(args);

export default function DatabasePlayerZq({ loaderData }: Route.ComponentProps): ReactElement {
  return <PlayerPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
