import type { ReactElement } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { followAction } from '../features/live/follow-action.server';
import { loadLiveNow } from '../features/live-now/loader.server';
import { LiveNowPage } from '../features/live-now/live-now-page';
import type { Route } from './+types/live';

export const meta = () => [{ title: '直播中 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadLiveNow(args);

export const action = (args: Route.ActionArgs) => followAction(args);

/** Both sports come with the page: the sport switch (`?sport=`) asks for nothing; a fan's stars come with the root. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  const samePage = args.currentUrl.pathname === args.nextUrl.pathname && args.formMethod === undefined;
  if (samePage && args.currentUrl.search !== args.nextUrl.search) return false;
  return args.defaultShouldRevalidate;
}

export default function Live({ loaderData }: Route.ComponentProps): ReactElement {
  return <LiveNowPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
