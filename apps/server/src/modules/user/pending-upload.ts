import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock';

/** The folder of the store where uploads wait for an operator; not served as the other uploads are. */
export const pendingFolder = 'pending';
const pendingPrefix = `/uploads/${pendingFolder}/`;
const linkLifetimeSec = 3600;

/**
 * Links to pending uploads that work for an hour, signed with UPLOAD_URL_KEY: the API hands them only to
 * the uploader (their profile) and to operators (the review answer), so nobody else sees a picture
 * before it is approved.
 */
export function createPendingLinks(key: string, clock: Clock) {
  const signature = (file: string, expires: number) =>
    createHmac('sha256', key).update(`${file}:${expires}`).digest('base64url');

  return {
    /** A pending upload's path made into a signed link; any other path (an approved portrait) as it is. */
    link(path: string | null): string | null {
      if (!path?.startsWith(pendingPrefix)) return path;
      const expires = clock() + linkLifetimeSec;
      return `${path}?expires=${expires}&sig=${signature(path.slice(pendingPrefix.length), expires)}`;
    },

    isValid(file: string, expires: number, sig: string): boolean {
      const expected = Buffer.from(signature(file, expires));
      const given = Buffer.from(sig);
      return expires > clock() && expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type PendingLinks = ReturnType<typeof createPendingLinks>;
