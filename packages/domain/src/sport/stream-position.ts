/** Where a snapshot stands in a sport's live stream: diffs are numbered `seq` inside an `epoch`. */
export type StreamPosition = { epoch: string; seq: number };

/**
 * What a list carries when the server could not read the stream position (Redis unreachable). No diff
 * ever has the empty epoch, so a client holding it refetches on the next diff, and on its own timer.
 */
export const unknownStreamPosition: StreamPosition = { epoch: '', seq: 0 };

export function isUnknownStreamPosition(position: StreamPosition): boolean {
  return position.epoch === unknownStreamPosition.epoch;
}
