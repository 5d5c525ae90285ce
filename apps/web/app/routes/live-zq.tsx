import type { ReactElement } from 'react';
import { data } from 'react-router';
import { FootballListPage, footballTabs } from '../features/football/football-list-page';
import { parseListKind, type FootballListData } from '../features/football/list-data';
import { loadFootballList } from '../features/football/list-loader.server';
import { followAction } from '../features/live/follow-action.server';
import type { Route } from './+types/live-zq';

export const meta = ({ params }: Route.MetaArgs) => {
  const tab = footballTabs.find((t) => t.key === String(parseListKind(params.type) ?? 0));
  return [{ title: `足球${tab?.label ?? '比分'} - 看球直播` }];
};

export function loader(args: Route.LoaderArgs): Promise<FootballListData> {
  const kind = parseListKind(args.params.type);
  if (kind === null) throw data('Not Found', { status: 404 });
  return loadFootballList({ ...args, kind });
}

export const action = (args: Route.ActionArgs) => followAction(args);

export default function LiveZq({ loaderData }: Route.ComponentProps): ReactElement {
  return <FootballListPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
