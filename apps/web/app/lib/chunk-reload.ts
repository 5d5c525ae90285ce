import { claimOnce, sessionStore, type ClaimStorage } from './claim-once';

/**
 * Spec §4/§8: a chunk-load failure (a deploy replaced the hashed files the open page still
 * points at) reloads the page. Only once per minute, so a broken deploy cannot loop reloading.
 */
const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : undefined;
  if (!message) return false;
  return error instanceof Error && error.name === 'ChunkLoadError'
    ? true
    : chunkErrorPatterns.some((pattern) => pattern.test(message));
}

const reloadKey = 'kq_chunk_reload_at';
export const chunkReloadWindowMs = 60_000;

/** True when the caller should reload now; records the attempt. */
export const shouldReloadForChunkError = (storage: ClaimStorage, now: number): boolean =>
  claimOnce(storage, reloadKey, chunkReloadWindowMs, now);

/** Browser-only: reload once if the error is a chunk-load failure. Returns whether it reloads. */
export function reloadOnChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = sessionStore();
  if (!storage || !shouldReloadForChunkError(storage, Date.now())) return false;
  window.location.reload();
  return true;
}
