import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { isObjectKey, keyOfPath, type ObjectStore } from '../platform/storage/object-store';
import { runFfmpeg, spawnFfmpeg, stopFfmpeg } from './ffmpeg';
import { playlistDuration, withEndList } from './hls-playlist';

/** Where the API serves replay files (HLS playlists, segments, posters); their keys in the store are the same. */
export const replaysPrefix = '/media/replays/';
const replaysFolder = keyOfPath(replaysPrefix);

/** One finished broadcast. Paths are on the API, e.g. `/media/replays/<stream>/<startedAt>/index.m3u8`. */
export type Replay = {
  streamName: string;
  /** Epoch milliseconds. */
  startedAt: number;
  endedAt: number;
  durationSeconds: number;
  playlistPath: string;
  posterPath: string | null;
};

type ReplayFacts = Pick<Replay, 'startedAt' | 'endedAt' | 'durationSeconds'> & { poster: boolean };

/** A broadcast being recorded; its playlist, growing until `stop()`, plays as live HLS where MSE is missing. */
export type Recording = { playlistPath: string; stop(): Promise<Replay | null> };

const playlistFile = 'index.m3u8';
const posterFile = 'poster.jpg';
const factsFile = 'replay.json';

function replayOf(streamName: string, facts: ReplayFacts): Replay {
  const base = `${replaysPrefix}${streamName}/${facts.startedAt}/`;
  return {
    streamName,
    startedAt: facts.startedAt,
    endedAt: facts.endedAt,
    durationSeconds: facts.durationSeconds,
    playlistPath: base + playlistFile,
    posterPath: facts.poster ? base + posterFile : null,
  };
}

async function grabPoster(ffmpegPath: string, dir: string, logger: Logger): Promise<boolean> {
  try {
    await runFfmpeg(
      ffmpegPath,
      ['-i', join(dir, playlistFile), '-frames:v', '1', '-q:v', '3', join(dir, posterFile)],
      30_000,
    );
    return true;
  } catch (error) {
    logger.warn({ err: error, dir }, 'no poster frame for a replay');
    return false;
  }
}

/** Ends the playlist, measures it and grabs a poster; a recording with no segment is removed. */
async function finalise(
  ffmpegPath: string,
  dir: string,
  startedAt: number,
  endedAt: number | null,
  logger: Logger,
): Promise<ReplayFacts | null> {
  const playlist = existsSync(join(dir, playlistFile)) ? await readFile(join(dir, playlistFile), 'utf8') : '';
  const durationSeconds = playlistDuration(playlist);
  if (durationSeconds === 0) {
    await rm(dir, { recursive: true, force: true });
    return null;
  }
  await writeFile(join(dir, playlistFile), withEndList(playlist));
  const poster = await grabPoster(ffmpegPath, dir, logger);
  return { startedAt, endedAt: endedAt ?? startedAt + durationSeconds * 1000, durationSeconds, poster };
}

/**
 * Puts a finished recording into the store, then removes it here: the segments and poster first, the playlist
 * after them and `replay.json` last, so a replay is listed, and its playlist played, only once it is whole.
 */
async function keep(store: ObjectStore, dir: string, folder: string, facts: ReplayFacts): Promise<void> {
  const media = (await readdir(dir)).filter((file) => file !== playlistFile && isObjectKey(file));
  for (const file of [...media, playlistFile]) await store.put(folder + file, createReadStream(join(dir, file)));
  await store.put(folder + factsFile, Buffer.from(JSON.stringify(facts)));
  await rm(dir, { recursive: true, force: true });
}

/** Where a broadcast is kept in the store: `media/replays/<stream>/<startedAt>/`. */
const replayFolder = (streamName: string, startedAt: number) => `${replaysFolder}${streamName}/${startedAt}/`;

/** What finishing a recording needs: ffmpeg for its poster, the store that keeps it. */
type Keeping = { ffmpegPath: string; store: ObjectStore; logger: Logger };

async function finish(
  { ffmpegPath, store, logger }: Keeping,
  dir: string,
  streamName: string,
  startedAt: number,
  endedAt: number | null,
): Promise<ReplayFacts | null> {
  const facts = await finalise(ffmpegPath, dir, startedAt, endedAt, logger);
  if (facts) await keep(store, dir, replayFolder(streamName, startedAt), facts);
  return facts;
}

/**
 * Records a live stream as it arrives (`-c copy` into HLS, no re-encoding) in ffmpeg's working directory
 * `<recordingsDir>/<streamName>/<startedAt>/`, served from there while it grows; `stop()` finishes the file, puts it
 * into the store and returns the replay, at the same path.
 */
export async function startRecording(
  options: Keeping & {
    recordingsDir: string;
    streamName: string;
    /** The live stream as FLV bytes; the recording ends when it does. */
    source: Readable;
  },
): Promise<Recording> {
  const { ffmpegPath, streamName, logger } = options;
  const startedAt = Date.now();
  const dir = join(options.recordingsDir, streamName, String(startedAt));
  await mkdir(dir, { recursive: true });
  const recorder = spawnFfmpeg(
    ffmpegPath,
    [
      ...['-f', 'flv', '-i', 'pipe:0', '-map', '0', '-c', 'copy'],
      ...['-f', 'hls', '-hls_time', '4', '-hls_list_size', '0', '-hls_playlist_type', 'event'],
      ...['-hls_segment_filename', join(dir, '%05d.ts'), join(dir, playlistFile)],
    ],
    options.source,
  );
  void recorder.exited.then(({ code, stderr }) => {
    if (code !== 0) logger.warn({ streamName, code, stderr }, 'recorder stopped early');
  });
  return {
    playlistPath: `${replaysPrefix}${streamName}/${startedAt}/${playlistFile}`,
    async stop() {
      options.source.unpipe();
      options.source.destroy();
      await stopFfmpeg(recorder);
      const facts = await finish(options, dir, streamName, startedAt, Date.now());
      return facts && replayOf(streamName, facts);
    },
  };
}

async function readFacts(store: ObjectStore, key: string): Promise<ReplayFacts | null> {
  const bytes = await store.read(key);
  try {
    return bytes && (JSON.parse(bytes.toString('utf8')) as ReplayFacts);
  } catch {
    return null;
  }
}

/** The finished replays of a stream, newest first. */
export async function listReplays(store: ObjectStore, streamName: string): Promise<Replay[]> {
  const folders = (await store.list(`${replaysFolder}${streamName}/`)).filter((key) => key.endsWith('/'));
  const facts = await Promise.all(folders.map((folder) => readFacts(store, folder + factsFile)));
  return facts
    .filter((f): f is ReplayFacts => f !== null)
    .map((f) => replayOf(streamName, f))
    .toSorted((a, b) => b.startedAt - a.startedAt);
}

/** Recordings a crash left in the working directory are finished and kept at start, so no broadcast is lost. */
export async function recoverRecordings(keeping: Keeping, recordingsDir: string): Promise<void> {
  if (!existsSync(recordingsDir)) return;
  for (const streamName of await readdir(recordingsDir)) {
    for (const entry of await readdir(join(recordingsDir, streamName))) {
      if (/^\d+$/.test(entry))
        await finish(keeping, join(recordingsDir, streamName, entry), streamName, Number(entry), null);
    }
  }
}
