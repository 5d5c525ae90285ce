import type { StreamPosition } from '@kanqiu/domain';

/**
 * Where a client stands in a live stream (docs/realtime.md): each sport stream numbers its diffs
 * with `seq` inside an `epoch`. A diff at the next seq applies, an older one is already in the
 * snapshot, and a gap or a new epoch means the snapshot must be fetched again. A snapshot with an
 * unknown position (epoch 'unknown', the server's Redis was down) resyncs on any diff.
 */
export type { StreamPosition };

export type DiffVerdict = 'apply' | 'stale' | 'resync';

export function judgeStreamDiff(position: StreamPosition, epoch: string, seq: number): DiffVerdict {
  if (epoch !== position.epoch) return 'resync';
  if (seq <= position.seq) return 'stale';
  if (seq === position.seq + 1) return 'apply';
  return 'resync';
}

/** After subscribing: the stream moved on since the snapshot was read, so diffs were missed. */
export function missedSinceSnapshot(
  position: StreamPosition,
  epoch: string | null,
  current: number | undefined,
): boolean {
  if (epoch !== null && epoch !== position.epoch) return true;
  return current !== undefined && current > position.seq;
}

/**
 * A single match topic relies on the match version (it only grows by one per ingest): the next
 * version applies, an older one is stale, a jump means a diff was missed.
 */
export function judgeMatchVersion(current: number, incoming: number): DiffVerdict {
  if (incoming <= current) return 'stale';
  if (incoming === current + 1) return 'apply';
  return 'resync';
}
