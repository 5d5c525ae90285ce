import type { ReactElement } from 'react';
import { RankPage } from '../features/experts';
import { loadRank } from '../features/experts/loaders.server';
import type { Route } from './+types/proposal-rank';

export const meta = () => [{ title: '专家排行 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadRank(args, false);

export default function ProposalRankRoute({ loaderData }: Route.ComponentProps): ReactElement {
  return <RankPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
