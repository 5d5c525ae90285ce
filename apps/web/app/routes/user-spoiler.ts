import { spoilerSettings } from '@kanqiu/contract';
import { data } from 'react-router';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/user-spoiler';

/** The signed-in fan's 防剧透 settings on the API, read and saved with the session (features/spoiler). */
export async function loader({ context }: Route.LoaderArgs) {
  const session = getSession(context);
  if (!session.hasToken) throw data(null, { status: 401 });
  const result = await session.api.get('/user/spoiler', spoilerSettings);
  if (!result.ok) throw data(null, { status: result.code === 401 ? 401 : 502 });
  return Response.json(result.data, { headers: { 'cache-control': 'no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = getSession(context);
  if (!session.hasToken) return data(null, { status: 401 });
  const parsed = spoilerSettings.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return data(null, { status: 400 });
  const result = await session.api.post('/user/spoiler', spoilerSettings, { json: parsed.data });
  return data(result.ok ? result.data : null, { status: result.ok ? 200 : 502 });
}
