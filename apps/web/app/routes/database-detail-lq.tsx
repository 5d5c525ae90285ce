import type { ReactElement } from 'react';
import { BasketballCompetitionPage } from '../features/database';
import { loadBasketballCompetition } from '../features/database/loaders.server';
import type { Route } from './+types/database-detail-lq';

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `${loaderData.detail.competition.name} 资料 - 看球直播` : '篮球赛事资料 - 看球直播' },
];

export const loader = (args: Route.LoaderArgs) => loadBasketballCompetition(args);

export default function DatabaseDetailLq({ loaderData }: Route.ComponentProps): ReactElement {
  return <BasketballCompetitionPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
