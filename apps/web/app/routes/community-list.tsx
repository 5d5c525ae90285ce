import type { ReactElement } from 'react';
import { CirclePage } from '../features/community';
import { communityAction, loadCircle } from '../features/community/loaders.server';
import type { Route } from './+types/community-list';

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data?.circle.name ?? '圈子'} - 看球直播` }];

export const loader = (args: Route.LoaderArgs) => loadCircle(args);

export const action = (args: Route.ActionArgs) => communityAction(args);

export default function CommunityList({ loaderData }: Route.ComponentProps): ReactElement {
  return <CirclePage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
