/**
 * Spec §7 "hosts by path": the product talks to three API hosts. The live/anchor host serves
 * paths under /api, the messaging host /imapi and /imserver, the main host everything else.
 * By default all three are the same server; each is configurable.
 */
export type ApiHosts = {
  main: string;
  live: string;
  im: string;
};

export type ApiHostName = keyof ApiHosts;

const startsWithSegment = (path: string, segment: string): boolean =>
  path === segment || path.startsWith(`${segment}/`) || path.startsWith(`${segment}?`);

export function apiHostFor(path: string): ApiHostName {
  if (startsWithSegment(path, '/api')) return 'live';
  if (startsWithSegment(path, '/imapi') || startsWithSegment(path, '/imserver')) return 'im';
  return 'main';
}

/** The absolute URL of an API path, on the host the path belongs to. */
export function apiUrl(path: string, hosts: ApiHosts): string {
  if (!path.startsWith('/')) throw new Error(`API paths start with '/': ${path}`);
  const base = hosts[apiHostFor(path)].replace(/\/+$/, '');
  return `${base}${path}`;
}

/** Resolves an asset path the API returned (e.g. /uploads/…) against the main host; absolute URLs pass through. */
export function apiAssetUrl(path: string | null | undefined, hosts: ApiHosts): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return apiUrl(path.startsWith('/') ? path : `/${path}`, hosts);
}
