import type { ReactElement } from 'react';
import type { Route } from './+types/message-search';
import { SearchPage } from '../features/message';
import { requireUser } from '../lib/session.server';

export const meta = () => [{ title: '搜索 - 看球直播' }];

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

export default function Page(): ReactElement {
  return <SearchPage />;
}
