import type { ReactElement } from 'react';
import { RankPage } from '../features/experts';
import { loadRank } from '../features/experts/loaders.server';
import type { Route } from './+types/proposal-rank-attention';

export const meta = () => [{ title: '关注的专家 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadRank(args, true);

export default function ProposalRankAttentionRoute({ loaderData }: Route.ComponentProps): ReactElement {
  return <RankPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
