import type { ReactElement } from 'react';
import type { Route } from './+types/message-group-list';
import { GroupListPage } from '../features/message';
import { requireUser } from '../lib/session.server';

export const meta = () => [{ title: '群聊 - 看球直播' }];

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

export default function Page(): ReactElement {
  return <GroupListPage />;
}
