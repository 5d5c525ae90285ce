import { fanChatFilters, type FanChatFilters } from '@kanqiu/contract';
import { z } from 'zod';
import type { RouterContextProvider } from 'react-router';
import { readForm } from '../../lib/read-form.server';
import { getSession } from '../../lib/session.server';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the chat's fan controls answer: the fan's filters (after a change), a report filed, or the server's message. */
export type FanChatResult =
  | { ok: true; intent: 'filters'; filters: FanChatFilters }
  | { ok: true; intent: 'report' }
  | { ok: false; msg: string };

const none: FanChatFilters = { users: [], words: [] };

/** The signed-in fan's own chat filters (a guest has none). */
export async function loadFanChatFilters({ context }: Args): Promise<FanChatResult> {
  const session = getSession(context);
  if (!session.hasToken) return { ok: true, intent: 'filters', filters: none };
  const result = await session.api.get('/chat/filters', fanChatFilters);
  return result.ok ? { ok: true, intent: 'filters', filters: result.data } : { ok: false, msg: result.msg };
}

/**
 * A fan blocks or lets through a user (`intent=user`, userId, blocked) or a keyword (`intent=word`, word,
 * blocked) for themself, or reports a line (`intent=report`, group, id, reason). The API decides; its message is
 * shown as it is.
 */
export async function fanChatAction({ request, context }: Args): Promise<FanChatResult> {
  const form = await readForm(request);
  const intent = form.get('intent');
  const session = getSession(context);
  if (!session.hasToken) return { ok: false, msg: '请先登录' };
  const blocked = form.get('blocked') === 'true';
  if (intent === 'report') {
    const json = { group: String(form.get('group')), id: Number(form.get('id')), reason: String(form.get('reason')) };
    const result = await session.api.post('/chat/report', z.null(), { json });
    return result.ok ? { ok: true, intent: 'report' } : { ok: false, msg: result.msg };
  }
  const json =
    intent === 'user'
      ? { kind: 'user', userId: Number(form.get('userId')), blocked }
      : intent === 'word'
        ? { kind: 'word', word: String(form.get('word')), blocked }
        : null;
  if (!json) return { ok: false, msg: '无法识别的操作' };
  const result = await session.api.post('/chat/filters', fanChatFilters, { json });
  return result.ok ? { ok: true, intent: 'filters', filters: result.data } : { ok: false, msg: result.msg };
}
