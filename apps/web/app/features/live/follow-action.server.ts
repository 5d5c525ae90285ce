import { followResult } from '@kanqiu/contract';
import type { RouterContextProvider } from 'react-router';
import { getSession } from '../../lib/session.server';
import { readForm } from '../../lib/read-form.server';

export type FollowActionResult = { ok: boolean; msg?: string };

/** The follow star's action on the live pages: POST /live/match/follow with the session's token. */
export async function followAction(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<FollowActionResult> {
  const form = await readForm(args.request);
  if (form.get('intent') !== 'follow') return { ok: false, msg: '无法识别的操作' };
  const matchId = Number(form.get('matchId'));
  const follow = form.get('follow') === '1' ? 1 : 0;
  if (!Number.isInteger(matchId) || matchId <= 0) return { ok: false, msg: '比赛不存在' };
  const session = getSession(args.context);
  if (!session.hasToken) return { ok: false, msg: '请先登录' };
  const result = await session.api.post('/live/match/follow', followResult, { json: { matchId, follow } });
  return result.ok ? { ok: true } : { ok: false, msg: result.msg };
}
