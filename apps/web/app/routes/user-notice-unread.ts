import { noticeUnread } from '@kanqiu/contract';
import type { Route } from './+types/user-notice-unread';
import { getSession } from '../lib/session.server';

/** The 我的 tab's badge: the 通知中心's unread notices and friends' messages (0 for a guest). */
export async function loader({ context }: Route.LoaderArgs): Promise<Response> {
  const session = getSession(context);
  const result = session.hasToken ? await session.api.get('/imapi/notice/unread', noticeUnread) : null;
  return Response.json(
    { unread: result?.ok ? result.data.total : 0 },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
