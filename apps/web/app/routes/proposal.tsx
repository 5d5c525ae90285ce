import type { ReactElement } from 'react';
import { ProposalHomePage } from '../features/experts';
import { loadProposalHome } from '../features/experts/loaders.server';
import type { Route } from './+types/proposal';

export const meta = () => [{ title: '专家方案 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadProposalHome(args);

export default function ProposalRoute({ loaderData }: Route.ComponentProps): ReactElement {
  return <ProposalHomePage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
