/**
 * Password transport (spec "Password IV module", docs/api.md): the password travels as
 * base64(AES-256-CBC with PKCS#7 padding of its UTF-8 bytes) under a one-time key and iv the
 * API hands out with an ivId. @noble/ciphers rather than crypto.subtle, because a phone on the
 * LAN opens the site over plain http, where crypto.subtle does not exist.
 */
import { cbc } from '@noble/ciphers/aes.js';

export type PasswordIvMaterial = { ivId: string; key: string; iv: string; expiresAt: number };

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function encryptPassword(password: string, material: Pick<PasswordIvMaterial, 'key' | 'iv'>): string {
  const key = base64ToBytes(material.key);
  const iv = base64ToBytes(material.iv);
  if (key.length !== 32) throw new Error('AES-256 needs a 32-byte key');
  if (iv.length !== 16) throw new Error('AES-CBC needs a 16-byte iv');
  return bytesToBase64(cbc(key, iv).encrypt(new TextEncoder().encode(password)));
}

export function isPasswordIvMaterial(value: unknown): value is PasswordIvMaterial {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.ivId === 'string' &&
    typeof v.key === 'string' &&
    typeof v.iv === 'string' &&
    typeof v.expiresAt === 'number'
  );
}
