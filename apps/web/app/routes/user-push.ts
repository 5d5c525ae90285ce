import { emptyData, pushSubscribeBody, pushSubscription } from '@kanqiu/contract';
import { data } from 'react-router';
import { actionError, type ActionResult } from '../lib/action-result';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/user-push';

/**
 * The browser's web push subscription, handed to the API with the session's token (which the page's
 * scripts never see): JSON `{subscription, settings}` to subscribe or update, `{endpoint}` with DELETE to stop.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = getSession(context);
  if (!session.hasToken) return data(actionError('请先登录', 401), { status: 401 });
  const body: unknown = await request.json().catch(() => null);
  if (request.method === 'DELETE') {
    const endpoint = typeof body === 'object' && body !== null ? (body as { endpoint?: unknown }).endpoint : undefined;
    if (typeof endpoint !== 'string') return data(actionError('参数不正确'), { status: 400 });
    const result = await session.api.post('/push/unsubscribe', emptyData, { json: { endpoint } });
    return result.ok ? ({ ok: true } satisfies ActionResult) : actionError(result.msg, result.code);
  }
  const parsed = pushSubscribeBody.safeParse(body);
  if (!parsed.success) return data(actionError('推送订阅信息不完整'), { status: 400 });
  const result = await session.api.post('/push/subscribe', pushSubscription, { json: parsed.data });
  return result.ok
    ? ({ ok: true, message: '已开启比赛推送' } satisfies ActionResult)
    : actionError(result.msg, result.code);
}

export const loader = () => {
  throw data('Not Found', { status: 404 });
};
