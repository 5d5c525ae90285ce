import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { findLiveSession, insertSession, revokeAllSessions, revokeSession } from './session.repository';

export const sessionLifetimeSec = 30 * 24 * 3600;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque 256-bit tokens; only their SHA-256 is stored, so a leaked table grants nothing. */
export function createSessionService(db: Db, clock: Clock) {
  return {
    async issue(userId: number): Promise<{ token: string; expiresAt: number }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = now + sessionLifetimeSec;
      await insertSession(db, { userId, tokenHash: hashToken(token), now, expiresAt });
      return { token, expiresAt };
    },
    async verify(token: string): Promise<number | null> {
      const session = await findLiveSession(db, hashToken(token), clock());
      return session?.user_id ?? null;
    },
    async revoke(token: string): Promise<void> {
      await revokeSession(db, hashToken(token), clock());
    },
    /** `within` lets a caller revoke inside its own transaction. */
    async revokeAll(userId: number, within: Db = db): Promise<void> {
      await revokeAllSessions(within, userId, clock());
    },
    async revokeAllExcept(userId: number, keepToken: string, within: Db = db): Promise<void> {
      await revokeAllSessions(within, userId, clock(), hashToken(keepToken));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
