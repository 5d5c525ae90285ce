import type { ReactElement } from 'react';
import { MatchListPage } from '../features/experts';
import { loadMatchList } from '../features/experts/loaders.server';
import type { Route } from './+types/proposal-match-list';

export const meta = () => [{ title: '赛事方案 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadMatchList(args);

export default function ProposalMatchListRoute({ loaderData }: Route.ComponentProps): ReactElement {
  return <MatchListPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
