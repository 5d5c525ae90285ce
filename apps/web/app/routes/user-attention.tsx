import type { ReactElement } from 'react';
import { AttentionPage } from '../features/experts';
import { loadAttention } from '../features/experts/loaders.server';
import type { Route } from './+types/user-attention';

export const meta = () => [{ title: '我的关注 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadAttention(args);

export default function UserAttentionRoute({ loaderData }: Route.ComponentProps): ReactElement {
  return <AttentionPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
