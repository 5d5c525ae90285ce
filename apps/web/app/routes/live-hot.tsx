import type { ReactElement } from 'react';
import { FootballListPage } from '../features/football/football-list-page';
import type { FootballListData } from '../features/football/list-data';
import { loadFootballList } from '../features/football/list-loader.server';
import { followAction } from '../features/live/follow-action.server';
import type { Route } from './+types/live-hot';

export const meta = () => [{ title: '比分 热门 - 看球直播' }];

export function loader(args: Route.LoaderArgs): Promise<FootballListData> {
  return loadFootballList({ ...args, kind: 'hot' });
}

export const action = (args: Route.ActionArgs) => followAction(args);

export default function LiveHot({ loaderData }: Route.ComponentProps): ReactElement {
  return <FootballListPage data={loaderData} />;
}
