import type { ReactElement } from 'react';
import { PostPage } from '../features/community';
import { communityAction, loadPost } from '../features/community/loaders.server';
import type { Route } from './+types/community-detail';

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.post.title ?? data?.post.excerpt.slice(0, 20) ?? '帖子'} - 看球直播` },
];

export const loader = (args: Route.LoaderArgs) => loadPost(args);

export const action = (args: Route.ActionArgs) => communityAction(args);

export default function CommunityDetail({ loaderData }: Route.ComponentProps): ReactElement {
  return <PostPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
