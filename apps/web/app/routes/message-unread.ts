import { chatList } from '@kanqiu/contract';
import { unreadBadge } from '@kanqiu/domain';
import type { Route } from './+types/message-unread';
import { getSession } from '../lib/session.server';

/** The 消息 tab badge on every tab page: the sum of `count` over conversations with `messageStatus` 0. */
export async function loader({ context }: Route.LoaderArgs): Promise<Response> {
  const session = getSession(context);
  const list = session.hasToken ? await session.api.get('/imapi/chat/list', chatList) : null;
  const unread = list?.ok ? unreadBadge(list.data) : 0;
  return Response.json({ unread }, { headers: { 'Cache-Control': 'private, no-store' } });
}
