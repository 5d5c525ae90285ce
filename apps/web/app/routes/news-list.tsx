import type { ReactElement } from 'react';
import { NewsListPage } from '../features/news';
import { loadNewsList } from '../features/news/loaders.server';
import type { Route } from './+types/news-list';

export const meta = () => [{ title: '头条 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadNewsList(args);

export default function NewsList({ loaderData }: Route.ComponentProps): ReactElement {
  return <NewsListPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
