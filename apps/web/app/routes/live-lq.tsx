import type { ReactElement } from 'react';
import { data } from 'react-router';
import { BasketballListPage, basketballTabs } from '../features/basketball/basketball-list-page';
import { parseBasketballListKind, type BasketballListData } from '../features/basketball/list-data';
import { loadBasketballList } from '../features/basketball/list-loader.server';
import { followAction } from '../features/live/follow-action.server';
import type { Route } from './+types/live-lq';

export const meta = ({ params }: Route.MetaArgs) => {
  const tab = basketballTabs.find((t) => t.key === String(parseBasketballListKind(params.type) ?? 0));
  return [{ title: `篮球${tab?.label ?? '比分'} - 看球直播` }];
};

export function loader(args: Route.LoaderArgs): Promise<BasketballListData> {
  const kind = parseBasketballListKind(args.params.type);
  if (kind === null) throw data('Not Found', { status: 404 });
  return loadBasketballList({ ...args, kind });
}

export const action = (args: Route.ActionArgs) => followAction(args);

export default function LiveLq({ loaderData }: Route.ComponentProps): ReactElement {
  return <BasketballListPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
