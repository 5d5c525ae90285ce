import type { IncomingMessage, ServerResponse } from 'node:http';
import { followedMatchIds } from '@kanqiu/contract';
import type { FanData } from './fan-data';
import { openSession, type RequestSession } from './session.server';
import { resolveTheme } from './theme';
import { themeCookie } from './theme-cookie.server';

/** A signed-in fan's followed match ids (the stars of every list and header); null for a guest or on a failure. */
async function loadFollows(session: RequestSession): Promise<number[] | null> {
  if (!session.hasToken) return null;
  const result = await session.api.get('/live/match/follow/ids', followedMatchIds);
  return result.ok ? result.data.ids : null;
}

/** The part of the root's data that is the viewer's own: who they are, their stars, their theme. */
export async function fanPartOf(session: RequestSession, cookieHeader: string | null): Promise<FanData> {
  const [user, follows, savedTheme] = await Promise.all([
    session.user(),
    loadFollows(session),
    themeCookie.parse(cookieHeader) as Promise<unknown>,
  ]);
  return { user, follows: user ? follows : null, theme: resolveTheme(user?.themeColor, savedTheme) };
}

/** A page's own parts for the viewer, by the page's path (app/fan-parts.server.ts). */
export type PageParts = (page: string, session: RequestSession) => Promise<Partial<FanData>>;

/**
 * GET /_fan?page=<path>: a signed-in fan given the guests' render of a shared page asks here for their own part of
 * it: the root's and the page's (lib/fan-data.ts). Answered before the framework, as the guests' pages are: a crowd
 * at a kick-off asks it once per page view, and the framework's routing and rendering would cost several times the
 * API reads.
 */
export async function serveFanData(
  request: IncomingMessage,
  response: ServerResponse,
  fan: { clientIp: string; requestId: string; secure: boolean; pageParts: PageParts },
): Promise<void> {
  const cookieHeader = request.headers.cookie ?? null;
  const page = new URL(request.url ?? '/', 'http://web').searchParams.get('page') ?? '';
  const opened = await openSession({ cookieHeader, clientIp: fan.clientIp, requestId: fan.requestId, isAction: false });
  const [root, parts] = await Promise.all([
    fanPartOf(opened.session, cookieHeader),
    opened.session.hasToken ? fan.pageParts(page, opened.session) : {},
  ]);
  const body = JSON.stringify({ ...root, ...parts });
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Set-Cookie': await opened.cookieHeaders(fan.secure),
  });
  response.end(body);
}
