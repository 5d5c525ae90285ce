/** Where a snapshot stands in a sport's live stream: diffs are numbered `seq` inside an `epoch`. */
export type StreamPosition = { epoch: string; seq: number };

/** The epoch a position carries when the hub cannot read it (its store is unreachable): never equal to a real one. */
export const unknownEpoch = 'unknown';

/**
 * What a list carries when the server could not read the stream position (Redis unreachable). No diff
 * ever has this epoch, so a client holding it refetches on the next diff, and on its own timer.
 */
export const unknownStreamPosition: StreamPosition = { epoch: unknownEpoch, seq: 0 };

export function isUnknownStreamPosition(position: StreamPosition): boolean {
  return position.epoch === unknownStreamPosition.epoch;
}
