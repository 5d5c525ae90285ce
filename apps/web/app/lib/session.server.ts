/**
 * Auth as a BFF: the API token lives only in an httpOnly, SameSite=Lax cookie on the web origin.
 * A middleware opens one RequestSession per request (API client with the token, the user info
 * looked up at most once) and writes the cookie changes onto whatever response comes back.
 */
import { userInfo, type UserInfo } from '@kanqiu/contract';
import { userInfoFailureClearsAuth } from '@kanqiu/domain';
import { serialize as serializeCookie } from 'cookie';
import {
  createContext,
  createCookie,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';
import { webConfig } from '../config.server';
import type { ApiHosts } from './api-hosts';
import { createApiClient, type ApiClient } from './api.server';
import { handoffCookie, type ApiExceptionDetail } from './api-exception';
import { loginPath } from './safe-redirect';
import { hasSignedInMarker, SIGNED_IN_COOKIE } from './signed-in-marker';
import { readDeviceId } from './device-cookie';

export const TOKEN_MAX_AGE_SEC = 30 * 24 * 3600;

export const tokenCookie = createCookie('kq_token', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: TOKEN_MAX_AGE_SEC,
});

/** Set by server.mjs from the socket address (never from a header the fan sent). */
export const CLIENT_IP_HEADER = 'x-kq-client-ip';
/** Set by server.mjs for each request: the API logs the calls made for it under this id. */
const REQUEST_ID_HEADER = 'x-kq-request-id';

export type RequestSession = {
  api: ApiClient;
  publicHosts: ApiHosts;
  hasToken: boolean;
  /** The logged-in user, or null; asks the API once per request. */
  user(): Promise<UserInfo | null>;
  signIn(token: string, expiresAt?: number): void;
  signOut(): void;
};

export const sessionContext = createContext<RequestSession>();

type CookieChange = { kind: 'set'; token: string; expiresAt?: number | undefined } | { kind: 'clear' };

async function readToken(cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await tokenCookie.parse(cookieHeader);
  return typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : null;
}

/** The page-readable marker that goes with the session cookie (lib/signed-in-marker.ts), plain `1`. */
const markerHeader = (maxAge: number, secure: boolean): string =>
  serializeCookie(SIGNED_IN_COOKIE, maxAge > 0 ? '1' : '', { path: '/', sameSite: 'lax', maxAge, secure });

async function cookieHeadersFor(change: CookieChange, secure: boolean): Promise<string[]> {
  if (change.kind === 'clear')
    return [await tokenCookie.serialize('', { maxAge: 0, expires: new Date(0), secure }), markerHeader(0, secure)];
  const maxAge = change.expiresAt
    ? Math.max(0, Math.min(TOKEN_MAX_AGE_SEC, change.expiresAt - Math.floor(Date.now() / 1000)))
    : TOKEN_MAX_AGE_SEC;
  return [await tokenCookie.serialize(change.token, { maxAge, secure }), markerHeader(maxAge, secure)];
}

/** What a request brings that a session is opened from. */
export type SessionRequest = {
  cookieHeader: string | null;
  clientIp: string | null;
  requestId: string | null;
  /** An action (not a GET or HEAD): a lost session it meets is the page's to hear of. */
  isAction: boolean;
};

/** A request's session, and what its answer must carry: the cookie changes and the exception to hand over. */
export type OpenedSession = {
  session: RequestSession;
  /** The Set-Cookie headers the answer needs (none when nothing changed). */
  cookieHeaders(secure: boolean): Promise<string[]>;
  /** Whether the answer depends on the session and must never be shared by a cache. */
  isPrivate(): boolean;
};

export async function openSession(request: SessionRequest): Promise<OpenedSession> {
  const config = webConfig();
  const token = await readToken(request.cookieHeader);
  // A holder rather than a `let`: the closures below change it, which narrowing cannot see.
  const pending: { change: CookieChange | null } = { change: null };
  let userPromise: Promise<UserInfo | null> | undefined;
  // The first exception of the request's API calls that the page is to hear of (lib/api-exception.ts).
  let handedOver: ApiExceptionDetail | null = null;

  const api = createApiClient({
    hosts: config.apiHosts,
    token,
    clientIp: request.clientIp,
    requestId: request.requestId,
    deviceId: readDeviceId(request.cookieHeader),
    onNoToken: () => {
      // The API no longer knows this token (expired, revoked): spec §4 "no-token → log out".
      if (token && pending.change?.kind !== 'set') pending.change = { kind: 'clear' };
    },
    onException: (detail) => {
      // A failure's message is its screen's to show (a list's error state, an action's toast); the shell hears of
      // a lost session (of a signed-in fan, or met by an action) and of a bad request.
      const heard = detail.kind === 'home' || (detail.kind === 'login' && (token !== null || request.isAction));
      if (heard) handedOver ??= detail;
    },
  });

  const session: RequestSession = {
    api,
    publicHosts: config.publicHosts,
    hasToken: token !== null,
    user() {
      userPromise ??= token
        ? api.get('/user/center/info', userInfo).then((result) => {
            if (result.ok) return result.data;
            // Spec §4: a failed user-info fetch clears auth (an outage does not, see userInfoFailureClearsAuth).
            if (userInfoFailureClearsAuth(result.code) && pending.change?.kind !== 'set') {
              pending.change = { kind: 'clear' };
            }
            return null;
          })
        : Promise.resolve(null);
      return userPromise;
    },
    signIn(newToken, expiresAt) {
      pending.change = { kind: 'set', token: newToken, expiresAt };
    },
    signOut() {
      pending.change = { kind: 'clear' };
    },
  };

  // A session from before the marker, or a marker its session outlived, is put right.
  const changeNow = () =>
    pending.change ??
    (token && !hasSignedInMarker(request.cookieHeader) ? { kind: 'mark' as const } : null) ??
    (!token && hasSignedInMarker(request.cookieHeader) ? { kind: 'clear' as const } : null);

  return {
    session,
    async cookieHeaders(secure) {
      const change = changeNow();
      const headers = !change
        ? []
        : change.kind === 'mark'
          ? [markerHeader(TOKEN_MAX_AGE_SEC, secure)]
          : await cookieHeadersFor(change, secure);
      return handedOver ? [...headers, handoffCookie(handedOver)] : headers;
    },
    isPrivate: () => token !== null || changeNow() !== null || handedOver !== null,
  };
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const opened = await openSession({
    cookieHeader: request.headers.get('cookie'),
    clientIp: request.headers.get(CLIENT_IP_HEADER),
    requestId: request.headers.get(REQUEST_ID_HEADER),
    isAction: request.method !== 'GET' && request.method !== 'HEAD',
  });
  context.set(sessionContext, opened.session);
  const response = await next();
  for (const header of await opened.cookieHeaders(new URL(request.url).protocol === 'https:'))
    response.headers.append('Set-Cookie', header);
  // Pages that depend on the session must never be shared by a cache.
  if (opened.isPrivate()) response.headers.set('Cache-Control', 'private, no-store');
  return response;
};

export function getSession(context: Readonly<RouterContextProvider>): RequestSession {
  return context.get(sessionContext);
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  // Client-side navigations load data from /<path>.data; send the fan back to the page itself.
  const pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ''}`;
}

/** Guard for login-only pages (spec §2): no user → /user/login?redirect=<this page>. */
export async function requireUser(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<UserInfo> {
  const user = await getSession(args.context).user();
  if (!user) throw redirect(loginPath(pathOf(args.request)));
  return user;
}

/** The loader of a login-only page whose data the browser fetches itself: it only applies the guard above. */
export async function signedInPage(args: Parameters<typeof requireUser>[0]): Promise<null> {
  await requireUser(args);
  return null;
}

/** Guard for login and register (spec §2): a logged-in user goes to /. */
export async function requireGuest(args: { context: Readonly<RouterContextProvider> }): Promise<void> {
  const session = getSession(args.context);
  if (session.hasToken && (await session.user())) throw redirect('/');
}
