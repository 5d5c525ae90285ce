import type { ReactElement } from 'react';
import { CirclePage } from '../features/community';
import { communityAction, loadCircle } from '../features/community/loaders.server';
import { ErrorPage } from '../features/shell/error-page';
import type { Route } from './+types/community-list';

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data?.circle.name ?? '圈子'} - 看球直播` }];

export const loader = (args: Route.LoaderArgs) => loadCircle(args);

export const action = (args: Route.ActionArgs) => communityAction(args);

export default function CommunityList({ loaderData }: Route.ComponentProps): ReactElement {
  return <CirclePage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
