import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDirectoryStore } from './local-directory-store';
import type { ObjectStore } from './object-store';

describe('the local directory store', () => {
  let root: string;
  let store: ObjectStore;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'kanqiu-store-'));
    store = createLocalDirectoryStore(join(root, 'data'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps an object as the file at its key, reads it whole or as a stream, and deletes it', async () => {
    await store.put('uploads/covers/a.webp', Buffer.from('cover'));
    expect(readFileSync(join(root, 'data/uploads/covers/a.webp'), 'utf8')).toBe('cover');
    expect(await store.read('uploads/covers/a.webp')).toEqual(Buffer.from('cover'));
    const streamed = await store.stream('uploads/covers/a.webp');
    expect(streamed?.size).toBe(5);
    expect((await buffer(streamed!.body)).toString()).toBe('cover');

    await store.delete('uploads/covers/a.webp');
    expect(await store.read('uploads/covers/a.webp')).toBeNull();
    expect(await store.stream('uploads/covers/a.webp')).toBeNull();
    await store.delete('uploads/covers/a.webp');
  });

  it('takes a stream, leaving no partial file behind', async () => {
    await store.put('media/replays/s/1/00000.ts', Readable.from([Buffer.from('seg'), Buffer.from('ment')]));
    expect(await store.read('media/replays/s/1/00000.ts')).toEqual(Buffer.from('segment'));
    expect(readdirSync(join(root, 'data/media/replays/s/1'))).toEqual(['00000.ts']);
  });

  it('moves an object and lists a folder: objects, then folders with a slash', async () => {
    await store.put('uploads/pending/p.webp', Buffer.from('p'));
    await store.move('uploads/pending/p.webp', 'uploads/portraits/p.webp');
    expect(await store.read('uploads/pending/p.webp')).toBeNull();
    expect(await store.read('uploads/portraits/p.webp')).toEqual(Buffer.from('p'));

    await store.put('media/replays/s/1/replay.json', Buffer.from('{}'));
    await store.put('media/replays/s/2/index.m3u8', Buffer.from('#EXTM3U'));
    await store.put('media/replays/s/notes.txt', Buffer.from('n'));
    writeFileSync(join(root, 'data/media/replays/s/.abc.partial'), 'half');
    expect((await store.list('media/replays/s/')).toSorted()).toEqual([
      'media/replays/s/1/',
      'media/replays/s/2/',
      'media/replays/s/notes.txt',
    ]);
    expect(await store.list('media/replays/none/')).toEqual([]);
  });

  it('refuses keys that could leave its directory', async () => {
    writeFileSync(join(root, 'secret'), 'secret');
    const escaping = ['../secret', 'uploads/../../secret', '/etc/passwd', 'uploads//x', '.hidden', 'a\\..\\b', ''];
    for (const key of escaping) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Refused/);
      await expect(store.read(key)).rejects.toThrow(/Refused/);
      await expect(store.stream(key)).rejects.toThrow(/Refused/);
      await expect(store.delete(key)).rejects.toThrow(/Refused/);
    }
    await expect(store.move('uploads/a.webp', '../secret')).rejects.toThrow(/Refused/);
    await expect(store.list('../')).rejects.toThrow(/Refused/);
    await expect(store.list('uploads')).rejects.toThrow(/Refused/);
    expect(readFileSync(join(root, 'secret'), 'utf8')).toBe('secret');
    expect(existsSync(join(root, 'data'))).toBe(false);
  });
});
