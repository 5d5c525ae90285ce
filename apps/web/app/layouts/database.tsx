import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { TeamColorsProvider } from '../features/database';
import { loadTeamColors } from '../features/database/loaders.server';
import type { Route } from './+types/database';

/** The 资料库 pages: every team's badge colours, loaded once (they change only with the reference data). */
export const loader = (args: Route.LoaderArgs) => loadTeamColors(args);

/** Moving between 资料库 pages keeps the colours already loaded. */
export const shouldRevalidate = () => false;

export default function DatabaseLayout({ loaderData }: Route.ComponentProps): ReactElement {
  return (
    <TeamColorsProvider colors={loaderData.colors}>
      <Outlet />
    </TeamColorsProvider>
  );
}
