import type { ReactElement } from 'react';
import { BasketballTeamPage } from '../features/database';
import { loadBasketballTeam } from '../features/database/loaders.server';
import type { Route } from './+types/database-team-lq';

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `${loaderData.detail.team.name} 球队资料 - 看球直播` : '球队资料 - 看球直播' },
];

export const loader = (args: Route.LoaderArgs) => loadBasketballTeam(args);

export default function DatabaseTeamLq({ loaderData }: Route.ComponentProps): ReactElement {
  return <BasketballTeamPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
