import { createHash, randomBytes } from 'node:crypto';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { findLiveSession, insertSession, revokeAllSessions, revokeSession } from './session.repository';

export const sessionLifetimeSec = 30 * 24 * 3600;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A session read is remembered this long at most, should a revocation's message be lost with the bus. */
const REMEMBERED_MS = 10_000;
const sessionTag = (tokenHash: string) => `session:${tokenHash}`;

/**
 * Opaque 256-bit tokens; only their SHA-256 is stored, so a leaked table grants nothing. Every signed-in read asks
 * who a token is, so the answer is remembered until the session is revoked (on every instance) or expires.
 */
export function createSessionService(db: Db, clock: Clock, cache: ReadCache) {
  /** Forgets revoked sessions everywhere; call once their revocation is committed. */
  const forget = (tokenHashes: readonly string[]) => cache.invalidate(tokenHashes.map(sessionTag));

  return {
    async issue(userId: number): Promise<{ token: string; expiresAt: number }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = now + sessionLifetimeSec;
      await insertSession(db, { userId, tokenHash: hashToken(token), now, expiresAt });
      return { token, expiresAt };
    },
    async verify(token: string): Promise<number | null> {
      const tokenHash = hashToken(token);
      const tag = sessionTag(tokenHash);
      const session = await cache.read(tag, { dependsOn: [tag], maxAgeMs: REMEMBERED_MS }, () =>
        findLiveSession(db, tokenHash, clock()),
      );
      return session && session.expires_at > clock() ? session.user_id : null;
    },
    async revoke(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      await revokeSession(db, tokenHash, clock());
      forget([tokenHash]);
    },
    /** `within` lets a caller revoke inside its own transaction; it calls `forget` with the result once committed. */
    revokeAll(userId: number, within: Db = db): Promise<string[]> {
      return revokeAllSessions(within, userId, clock());
    },
    revokeAllExcept(userId: number, keepToken: string, within: Db = db): Promise<string[]> {
      return revokeAllSessions(within, userId, clock(), hashToken(keepToken));
    },
    forget,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
