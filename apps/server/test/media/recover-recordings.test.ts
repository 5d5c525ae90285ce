import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listReplays, recoverRecordings } from '../../src/media/recorder';
import { createMemoryStore } from '../support/memory-store';

const playlist = ['#EXTM3U', '#EXT-X-TARGETDURATION:4', '#EXTINF:4.0,', '00000.ts', '#EXTINF:2.5,', '00001.ts', ''];

describe('recordings a crash left behind', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kanqiu-recordings-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are finished at start and put into the store as replays, an empty one dropped', async () => {
    const cut = join(dir, 'room-a', '1700000000000');
    mkdirSync(cut, { recursive: true });
    writeFileSync(join(cut, 'index.m3u8'), playlist.join('\n'));
    writeFileSync(join(cut, '00000.ts'), 'first');
    writeFileSync(join(cut, '00001.ts'), 'second');
    const empty = join(dir, 'room-a', '1700000600000');
    mkdirSync(empty);
    const store = createMemoryStore();

    // No ffmpeg at that path: the replay is kept without a poster.
    const keeping = { ffmpegPath: join(dir, 'no-ffmpeg'), store, logger: pino({ level: 'silent' }) };
    await recoverRecordings(keeping, dir);

    const folder = 'media/replays/room-a/1700000000000/';
    expect([...store.objects.keys()].toSorted()).toEqual(
      ['00000.ts', '00001.ts', 'index.m3u8', 'replay.json'].map((file) => folder + file),
    );
    expect(store.objects.get(`${folder}index.m3u8`)?.toString()).toContain('#EXT-X-ENDLIST');
    expect(await listReplays(store, 'room-a')).toEqual([
      {
        streamName: 'room-a',
        startedAt: 1700000000000,
        endedAt: 1700000006500,
        durationSeconds: 6.5,
        playlistPath: `/${folder}index.m3u8`,
        posterPath: null,
      },
    ]);
    expect(existsSync(cut)).toBe(false);
    expect(existsSync(empty)).toBe(false);
  });
});
