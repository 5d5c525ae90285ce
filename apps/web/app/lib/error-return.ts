/**
 * Spec §2 and §8: the error page returns to the index route on mount (an HTTP 400 the same way). The
 * index leads to INDEX_TARGET, so the page there does not return (it would come straight back), and
 * a return happens at most once per window: an index chain that fails somewhere cannot loop.
 */
import { claimOnce, type ClaimStorage } from './claim-once';

/** Where the index route `/` leads (spec §2). */
export const INDEX_TARGET = '/vlive/0';
/** The first tab (比分): what 返回首页 offers on the index's own page, where `/` would lead back here. */
export const FIRST_TAB = '/live/hot';

const returnKey = 'kq_error_return_at';
export const errorReturnWindowMs = 10_000;

/** Whether the error page at `pathname` returns to the index now; records the return. */
export function shouldReturnToIndex(pathname: string, storage: ClaimStorage, now: number): boolean {
  if (pathname === INDEX_TARGET) return false;
  return claimOnce(storage, returnKey, errorReturnWindowMs, now);
}

/** 返回首页: the index, except on the index's own page (it failed; the link must lead elsewhere). */
export const homeLinkTarget = (pathname: string): string => (pathname === INDEX_TARGET ? FIRST_TAB : '/');
