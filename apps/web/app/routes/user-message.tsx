import type { ReactElement } from 'react';
import type { Route } from './+types/user-message';
import { MessageHomePage } from '../features/message';
import { requireUser } from '../lib/session.server';

export const meta = () => [{ title: '消息 - 看球直播' }];

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

/** 我的 → 消息: the same conversations, whatever the fourth tab is. */
export default function Page(): ReactElement {
  return <MessageHomePage backTo="/user" />;
}
