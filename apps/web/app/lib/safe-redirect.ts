/**
 * Where to go after login: only a path on this site. Anything else (absolute URLs,
 * protocol-relative //host, backslash tricks) falls back, so the redirect parameter
 * cannot send a fan to another origin.
 */
export function safeRedirect(target: unknown, fallback = '/user'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/\p{Cc}/u.test(target)) return fallback;
  return target;
}

/** /user/login?redirect=<path>: the login page a guard sends to. */
export function loginPath(returnTo?: string): string {
  if (!returnTo || returnTo === '/') return '/user/login';
  return `/user/login?redirect=${encodeURIComponent(safeRedirect(returnTo, '/user'))}`;
}
