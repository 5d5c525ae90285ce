import type { ReactElement } from 'react';
import { ArticlePage } from '../features/news';
import { articleAction, loadArticle } from '../features/news/loaders.server';
import type { Route } from './+types/news-article';

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data?.article.title ?? '资讯'} - 看球直播` }];

export const loader = (args: Route.LoaderArgs) => loadArticle(args);

export const action = (args: Route.ActionArgs) => articleAction(args);

export default function NewsArticle({ loaderData }: Route.ComponentProps): ReactElement {
  return <ArticlePage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
