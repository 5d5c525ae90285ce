import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../platform/clock';

const prefix = 'ct1';

/**
 * Short-lived socket tokens (spec §3 socket address: the token comes with the address list), signed with
 * SOCKET_TOKEN_KEY so any instance accepts one another issued. A token names the user it was issued to, or
 * nobody for a guest, who may read public channels only; the account token itself never goes on the socket.
 */
export function createConnectionTokens(key: string, clock: Clock) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue(userId: number | null, lifetimeSeconds: number): { token: string; expiresAt: number } {
      const expiresAt = clock() + lifetimeSeconds;
      const payload = `${prefix}.${userId ?? 0}.${expiresAt}`;
      return { token: `${payload}.${mac(payload)}`, expiresAt };
    },

    /** Null when `token` is not a connection token; else who it names (undefined: a guest, or a token no longer valid). */
    read(token: string): { userId: number | undefined } | null {
      const parts = token.split('.');
      if (parts.length !== 4 || parts[0] !== prefix) return null;
      const [, user, expires, given] = parts as [string, string, string, string];
      const expected = Buffer.from(mac(`${prefix}.${user}.${expires}`));
      const valid =
        expected.length === given.length && timingSafeEqual(expected, Buffer.from(given)) && Number(expires) > clock();
      const userId = Number(user);
      return { userId: valid && userId > 0 ? userId : undefined };
    },
  };
}

export type ConnectionTokens = ReturnType<typeof createConnectionTokens>;
