import type { ReactElement } from 'react';
import { NewsListPage } from '../features/news';
import { loadNewsList } from '../features/news/loaders.server';
import { ErrorPage } from '../features/shell/error-page';
import type { Route } from './+types/news-list';
import { sameForEveryViewer } from '../lib/fan-data';

export const meta = () => [{ title: '头条 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadNewsList(args);

/** The same for every viewer (a fan's stars come from /_fan): a fan's own ask leaves it out. */
export const shouldRevalidate = sameForEveryViewer;

export default function NewsList({ loaderData }: Route.ComponentProps): ReactElement {
  return <NewsListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
