import type { ReactElement } from 'react';
import { TeamPage } from '../features/database';
import { loadTeam } from '../features/database/loaders.server';
import type { Route } from './+types/database-team-zq';

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `${loaderData.detail.team.name} 球队资料 - 看球直播` : '球队资料 - 看球直播' },
];

export const loader = (args: Route.LoaderArgs) => loadTeam(args);

export default function DatabaseTeamZq({ loaderData }: Route.ComponentProps): ReactElement {
  return <TeamPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
