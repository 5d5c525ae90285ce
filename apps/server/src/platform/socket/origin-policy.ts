const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Which browser pages may open the socket: the configured web origins, and (outside production) any
 * page served from this machine, so `npm start` works whether the page is opened as localhost or 127.0.0.1.
 */
export function createOriginPolicy(allowed: readonly string[], allowLoopback: boolean): (origin: string) => boolean {
  const origins = new Set(allowed.map((origin) => origin.replace(/\/+$/, '').toLowerCase()));
  return (origin) => {
    if (origins.has(origin.toLowerCase())) return true;
    if (!allowLoopback) return false;
    try {
      return loopbackHosts.has(new URL(origin).hostname);
    } catch {
      return false;
    }
  };
}
