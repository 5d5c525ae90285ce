import { randomBytes } from 'node:crypto';
import { keyOfPath, type ObjectStore } from './object-store';

/** A name nobody can guess: uploads are public to whoever has their path. */
export const randomName = (): string => randomBytes(16).toString('hex');

/**
 * A folder of uploads in the store, `uploads/<folder>/`, served at `/uploads/<folder>/`. Modules keep the served
 * paths (in their rows and answers) and hand them back here.
 */
export function uploadFolder(store: ObjectStore, folder: string) {
  const prefix = `/uploads/${folder}/`;
  const pathOf = (file: string) => prefix + file;
  const holds = (path: string | null | undefined): path is string => path?.startsWith(prefix) ?? false;

  /** Stores `bytes` as `file` of the folder; its served path. */
  async function put(file: string, bytes: Buffer): Promise<string> {
    const path = pathOf(file);
    await store.put(keyOfPath(path), bytes);
    return path;
  }

  return {
    holds,
    pathOf,
    put,
    /** Stores a WebP under a random name; its served path. */
    add: (webp: Buffer): Promise<string> => put(`${randomName()}.webp`, webp),
    read: (file: string): Promise<Buffer | null> => store.read(keyOfPath(pathOf(file))),

    /** Removes the upload at a path of this folder; any other path (none, another folder's) is left alone. */
    async remove(path: string | null | undefined): Promise<void> {
      if (holds(path)) await store.delete(keyOfPath(path));
    },

    /** Moves the upload at a path of this folder into `target` under the same name; its new path. */
    async moveTo(path: string, target: { pathOf(file: string): string }): Promise<string> {
      const moved = target.pathOf(path.slice(prefix.length));
      await store.move(keyOfPath(path), keyOfPath(moved));
      return moved;
    },
  };
}
