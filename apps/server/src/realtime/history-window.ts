import type { StreamPosition } from '@kanqiu/domain';

/** A channel's place in its stream: the numbering restarts (a new epoch) when continuity cannot be promised. */
export type { StreamPosition };

export type HistoryEntry = { seq: number; at: number };

export type HistoryLimits = { size: number; maxAgeSeconds: number };

/** The newest `size` entries: what a channel keeps after each publication. */
export function trimHistory<E extends HistoryEntry>(entries: E[], size: number): E[] {
  return entries.length > size ? entries.slice(entries.length - size) : entries;
}

/**
 * Centrifugo's recovery rule: the publications a client missed since `since`, in order, when the history
 * (its entries younger than `maxAgeSeconds` at `nowMs`) still holds every one of them; null when it does
 * not or the epoch changed, and the client must refetch.
 */
export function missedSince<E extends HistoryEntry>(
  entries: readonly E[],
  current: StreamPosition,
  since: StreamPosition,
  limits: HistoryLimits,
  nowMs: number,
): E[] | null {
  if (since.epoch !== current.epoch || since.seq > current.seq) return null;
  const missing = current.seq - since.seq;
  if (missing === 0) return [];
  const oldest = nowMs - limits.maxAgeSeconds * 1000;
  const kept = entries.filter((entry) => entry.seq > since.seq && entry.at >= oldest);
  if (kept.length !== missing || kept[0]!.seq !== since.seq + 1) return null;
  return kept;
}
