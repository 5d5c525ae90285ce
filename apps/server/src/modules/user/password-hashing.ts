import { isAcceptablePassword } from '@kanqiu/domain';
import { hash, verify } from '@node-rs/argon2';
import { fail } from '../../platform/http/app-error';

/** Checks the strength of a password the user is choosing, then hashes it (argon2id, the library's default). */
export async function hashNewPassword(password: string): Promise<string> {
  if (!isAcceptablePassword(password)) fail('passwordTooWeak');
  return hash(password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Without a stored hash it still runs one verification, against a decoy, so an unknown phone
 * answers as slowly as a wrong password and response times do not reveal who is registered.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password);
  decoyHash ??= hash('decoy-password-never-matches');
  await verify(await decoyHash, password);
  return false;
}
