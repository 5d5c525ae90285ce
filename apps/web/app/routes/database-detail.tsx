import type { ReactElement } from 'react';
import { CompetitionPage } from '../features/database';
import { loadCompetition } from '../features/database/loaders.server';
import type { Route } from './+types/database-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: loaderData
      ? `${loaderData.detail.competition.name} ${loaderData.detail.season} 资料 - 看球直播`
      : '赛事资料 - 看球直播',
  },
];

export const loader = (args: Route.LoaderArgs) => loadCompetition(args);

export default function DatabaseDetail({ loaderData }: Route.ComponentProps): ReactElement {
  return <CompetitionPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
