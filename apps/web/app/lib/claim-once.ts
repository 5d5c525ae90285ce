/** What the browser's sessionStorage offers that a once-per-window guard needs (a Map in tests). */
export type ClaimStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * True at most once per `windowMs` for `key`, and records the claim: an automatic reload or
 * redirect guarded by it cannot loop.
 */
export function claimOnce(storage: ClaimStorage, key: string, windowMs: number, now: number): boolean {
  const last = Number(storage.getItem(key) ?? 0);
  if (Number.isFinite(last) && now - last < windowMs) return false;
  storage.setItem(key, String(now));
  return true;
}

/** The tab's sessionStorage, or null where there is none (server, or storage blocked). */
export function sessionStore(): ClaimStorage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
