import { randomBytes, createDecipheriv } from 'node:crypto';
import type { PasswordIv } from '@kanqiu/contract';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { claimPasswordIv, deleteExpiredPasswordIvs, insertPasswordIv } from './password-iv.repository';

const passwordIvLifetimeSec = 5 * 60;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function decryptWith(material: { key: string; iv: string }, ciphertext: string): string {
  try {
    const decipher = createDecipheriv(
      'aes-256-cbc',
      Buffer.from(material.key, 'base64'),
      Buffer.from(material.iv, 'base64'),
    );
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]);
    return strictUtf8.decode(plain);
  } catch {
    fail('passwordUndecryptable');
  }
}

/**
 * Spec "Password IV module": passwords travel AES-256-CBC encrypted under a one-time key and iv.
 * Each iv decrypts exactly one request, so a captured request cannot be replayed and a padding
 * oracle gets a single guess.
 */
export function createPasswordIvService(db: Db, clock: Clock) {
  return {
    async issue(): Promise<PasswordIv> {
      const now = clock();
      const material = {
        id: randomBytes(16).toString('base64url'),
        key: randomBytes(32).toString('base64'),
        iv: randomBytes(16).toString('base64'),
        created_at: now,
        expires_at: now + passwordIvLifetimeSec,
      };
      await deleteExpiredPasswordIvs(db, now);
      await insertPasswordIv(db, material);
      return { ivId: material.id, key: material.key, iv: material.iv, expiresAt: material.expires_at };
    },

    /** Uses up the iv and decrypts every ciphertext sent with it (change-password sends two). */
    async decrypt<T extends readonly string[]>(ivId: string, ciphertexts: T): Promise<{ [K in keyof T]: string }> {
      const material = await claimPasswordIv(db, ivId, clock());
      if (!material) fail('passwordIvInvalid');
      return ciphertexts.map((ciphertext) => decryptWith(material, ciphertext)) as { [K in keyof T]: string };
    },
  };
}

export type PasswordIvService = ReturnType<typeof createPasswordIvService>;
