import type { ReactElement } from 'react';
import { NewsSearchPage } from '../features/news';
import { loadNewsSearch } from '../features/news/loaders.server';
import type { Route } from './+types/news-search';

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data?.q ? `${data.q} - 搜索 - 看球直播` : '搜索 - 看球直播' },
];

export const loader = (args: Route.LoaderArgs) => loadNewsSearch(args);

export default function NewsSearch({ loaderData }: Route.ComponentProps): ReactElement {
  return <NewsSearchPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
