import type { ReactElement } from 'react';
import { MyPostsPage } from '../features/community';
import { loadMyPosts } from '../features/community/loaders.server';
import { ErrorPage } from '../features/shell/error-page';
import type { Route } from './+types/user-community';

export const meta = () => [{ title: '我的帖子 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadMyPosts(args);

export default function UserCommunity({ loaderData }: Route.ComponentProps): ReactElement {
  return <MyPostsPage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
