import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Only this hash is stored: a leaked database does not let anyone broadcast in a room. */
export const hashStreamKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export const newStreamKey = (): string => randomBytes(18).toString('base64url');

/** A stream name of a user's room: not guessable from its id, never under the demo prefix. */
export const newStreamName = (): string => `room-${randomBytes(8).toString('hex')}`;

export function keyMatches(key: string | undefined, storedHash: string | null): boolean {
  if (key === undefined || storedHash === null) return false;
  return timingSafeEqual(Buffer.from(hashStreamKey(key), 'hex'), Buffer.from(storedHash, 'hex'));
}
