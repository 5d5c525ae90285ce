import type { Route } from './+types/message-token';
import type { ImCredentials } from '../features/message/im-session';
import { getSession, tokenCookie } from '../lib/session.server';

/**
 * The access token for the message socket (spec §7: the client authenticates with it in 10014 and adds it
 * to every frame), handed only to the fan's own page; nulls when logged out.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  const user = await getSession(context).user();
  const token: unknown = user ? await tokenCookie.parse(request.headers.get('cookie')) : null;
  const body: ImCredentials =
    user && typeof token === 'string' ? { accessToken: token, userId: user.id } : { accessToken: null, userId: null };
  return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } });
}
