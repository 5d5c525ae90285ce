import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, encryptPassword, isPasswordIvMaterial } from './password-cipher';

function decrypt(ciphertext: string, key: Buffer, iv: Buffer): string {
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
}

describe('encryptPassword', () => {
  it.each(['abc123', 'a', '看球直播2026', 'exactly16bytes!!', 'x'.repeat(100)])(
    'round-trips %s through node:crypto aes-256-cbc',
    (password) => {
      const key = randomBytes(32);
      const iv = randomBytes(16);
      const ciphertext = encryptPassword(password, { key: key.toString('base64'), iv: iv.toString('base64') });
      expect(decrypt(ciphertext, key, iv)).toBe(password);
    },
  );

  it('matches node:crypto byte for byte (PKCS#7 padding)', () => {
    const key = randomBytes(32);
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    const expected = Buffer.concat([cipher.update('secret99', 'utf8'), cipher.final()]).toString('base64');
    expect(encryptPassword('secret99', { key: key.toString('base64'), iv: iv.toString('base64') })).toBe(expected);
  });

  it('refuses key and iv of the wrong size', () => {
    const b64 = (n: number) => randomBytes(n).toString('base64');
    expect(() => encryptPassword('a1', { key: b64(16), iv: b64(16) })).toThrow();
    expect(() => encryptPassword('a1', { key: b64(32), iv: b64(8) })).toThrow();
  });
});

describe('base64 helpers', () => {
  it('agree with Buffer', () => {
    const bytes = randomBytes(47);
    expect(bytesToBase64(bytes)).toBe(bytes.toString('base64'));
    expect(Buffer.from(base64ToBytes(bytes.toString('base64')))).toEqual(bytes);
  });
});

describe('isPasswordIvMaterial', () => {
  it('accepts the API shape and rejects others', () => {
    expect(isPasswordIvMaterial({ ivId: 'a', key: 'b', iv: 'c', expiresAt: 1 })).toBe(true);
    expect(isPasswordIvMaterial({ ivId: 'a', key: 'b' })).toBe(false);
    expect(isPasswordIvMaterial(null)).toBe(false);
  });
});
