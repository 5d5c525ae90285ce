import type { ReactElement } from 'react';
import type { Route } from './+types/message-favor';
import { FavorPage } from '../features/message';
import { requireUser } from '../lib/session.server';

export const meta = () => [{ title: '我的收藏 - 看球直播' }];

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

export default function Page(): ReactElement {
  return <FavorPage />;
}
