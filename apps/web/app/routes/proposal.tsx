import type { ReactElement } from 'react';
import { ProposalHomePage } from '../features/experts';
import { loadProposalHome } from '../features/experts/loaders.server';
import { ErrorPage } from '../features/shell/error-page';
import type { Route } from './+types/proposal';

export const meta = () => [{ title: '专家方案 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadProposalHome(args);

export default function ProposalRoute({ loaderData }: Route.ComponentProps): ReactElement {
  return <ProposalHomePage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
