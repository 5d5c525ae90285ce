import type { ReactElement } from 'react';
import { BasketballPlayerPage } from '../features/database';
import { loadBasketballPlayer } from '../features/database/loaders.server';
import type { Route } from './+types/database-player-lq';

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `${loaderData.detail.player.name} 球员资料 - 看球直播` : '球员资料 - 看球直播' },
];

export const loader = (args: Route.LoaderArgs) => loadBasketballPlayer(args);

export default function DatabasePlayerLq({ loaderData }: Route.ComponentProps): ReactElement {
  return <BasketballPlayerPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
