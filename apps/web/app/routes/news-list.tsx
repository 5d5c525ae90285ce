import type { ReactElement } from 'react';
import { NewsListPage } from '../features/news';
import { loadNewsList } from '../features/news/loaders.server';
import { ErrorPage } from '../features/shell/error-page';
import type { Route } from './+types/news-list';

export const meta = () => [{ title: '头条 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadNewsList(args);

export default function NewsList({ loaderData }: Route.ComponentProps): ReactElement {
  return <NewsListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
