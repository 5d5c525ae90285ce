import type { Readable } from 'node:stream';

/** An object's bytes as a stream, and how many there are. */
export type StoredObject = { body: Readable; size: number };

/**
 * Where uploads and replays are kept (docs/decisions/0074-one-object-store.md): the one interface every module writes
 * through, so a backend other than the local directory (an S3-compatible bucket) replaces it in `compose.ts` alone.
 * Keys are relative paths such as `uploads/portraits/<random>.webp`: segments of letters, digits, `_`, `-` and `.`,
 * none starting with a dot (so no `..`), separated by single slashes. A key is written once; its content type follows
 * from its extension (`contentTypeOf`).
 */
export interface ObjectStore {
  /** Stores the object whole: a reader never sees part of it. */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<StoredObject | null>;
  /** Renames an object (an approved portrait leaving `uploads/pending/`). */
  move(from: string, to: string): Promise<void>;
  /** Removes the object; one already gone is no error. */
  delete(key: string): Promise<void>;
  /**
   * What lies directly in a folder (`folder` ends with a slash), in no particular order: its objects' keys, and its
   * folders' with a slash at the end (an S3 listing with the `/` delimiter).
   */
  list(folder: string): Promise<string[]>;
}

const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isObjectKey(key: string): boolean {
  return key.length <= 512 && keyPattern.test(key);
}

/** Every backend refuses a key that could leave its place (`../`, an absolute path, a hidden file). */
export function checkedKey(key: string): string {
  if (!isObjectKey(key)) throw new Error(`Refused object key: ${JSON.stringify(key)}`);
  return key;
}

/** A folder for `list`: a key and a slash. */
export function checkedFolder(folder: string): string {
  if (!folder.endsWith('/')) throw new Error(`Refused folder: ${JSON.stringify(folder)}`);
  return `${checkedKey(folder.slice(0, -1))}/`;
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  json: 'application/json; charset=utf-8',
};

export function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Objects are served at their key after a slash: `uploads/covers/x.webp` at `/uploads/covers/x.webp`. */
export const pathOfKey = (key: string): string => `/${key}`;
export const keyOfPath = (path: string): string => path.slice(1);
