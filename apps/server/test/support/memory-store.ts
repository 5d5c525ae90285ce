import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { checkedFolder, checkedKey, type ObjectStore } from '../../src/platform/storage/object-store';

/** A second backend of the object store, in memory: what it holds is `objects`, and no file is written. */
export function createMemoryStore(): ObjectStore & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  const read = async (key: string) => objects.get(checkedKey(key)) ?? null;
  return {
    objects,
    async put(key, body) {
      objects.set(checkedKey(key), Buffer.isBuffer(body) ? body : await buffer(body));
    },
    read,
    async stream(key) {
      const bytes = await read(key);
      return bytes && { body: Readable.from([bytes]), size: bytes.length };
    },
    async move(from, to) {
      const bytes = await read(from);
      if (!bytes) throw new Error(`No object ${from}`);
      objects.set(checkedKey(to), bytes);
      objects.delete(from);
    },
    async delete(key) {
      objects.delete(checkedKey(key));
    },
    async list(folder) {
      const children = [...objects.keys()]
        .filter((key) => key.startsWith(checkedFolder(folder)))
        .map((key) => key.slice(0, key.indexOf('/', folder.length) + 1) || key);
      return [...new Set(children)];
    },
  };
}
