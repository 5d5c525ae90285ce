import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedFolder, checkedKey, type ObjectStore } from './object-store';

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * The default object store: a key is the file at that path below `root` (`DATA_DIR` by default, so uploads stay
 * in `DATA_DIR/uploads`). A put writes a hidden file beside the target and renames it over, which is atomic on one
 * filesystem, so every instance sharing the directory sees an object whole or not at all.
 */
export function createLocalDirectoryStore(root: string): ObjectStore {
  const fileOf = (key: string) => join(root, checkedKey(key));

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      const partial = join(dirname(file), `.${randomBytes(8).toString('hex')}.partial`);
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async read(key) {
      return orNull(readFile(fileOf(key)));
    },

    async stream(key) {
      const file = fileOf(key);
      const info = await orNull(stat(file));
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size };
    },

    async move(from, to) {
      const target = fileOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(fileOf(from), target);
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async list(folder) {
      const entries = (await orNull(readdir(join(root, checkedFolder(folder)), { withFileTypes: true }))) ?? [];
      // Hidden files are puts in progress.
      return entries
        .filter((entry) => !entry.name.startsWith('.'))
        .map((entry) => folder + entry.name + (entry.isDirectory() ? '/' : ''));
    },
  };
}
