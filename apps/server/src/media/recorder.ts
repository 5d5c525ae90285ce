import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { runFfmpeg, spawnFfmpeg, stopFfmpeg } from './ffmpeg';
import { playlistDuration, withEndList } from './hls-playlist';

/** Where the API serves replay files (HLS playlists, segments, posters). */
export const replaysPrefix = '/media/replays/';

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

/** Ends the playlist, measures it, grabs a poster and writes `replay.json`; a recording with no segment is removed. */
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
  const facts: ReplayFacts = {
    startedAt,
    endedAt: endedAt ?? startedAt + durationSeconds * 1000,
    durationSeconds,
    poster,
  };
  await writeFile(join(dir, factsFile), JSON.stringify(facts));
  return facts;
}

/**
 * Records a live stream as it arrives (`-c copy` into HLS, no re-encoding) under
 * `<replaysDir>/<streamName>/<startedAt>/`; `stop()` finishes the file and returns the replay.
 */
export async function startRecording(options: {
  ffmpegPath: string;
  replaysDir: string;
  streamName: string;
  /** The live stream as FLV bytes; the recording ends when it does. */
  source: Readable;
  logger: Logger;
}): Promise<Recording> {
  const { ffmpegPath, streamName, logger } = options;
  const startedAt = Date.now();
  const dir = join(options.replaysDir, streamName, String(startedAt));
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
      const facts = await finalise(ffmpegPath, dir, startedAt, Date.now(), logger);
      return facts && replayOf(streamName, facts);
    },
  };
}

async function readFacts(file: string): Promise<ReplayFacts | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as ReplayFacts;
  } catch {
    return null;
  }
}

/** The finished replays of a stream, newest first. */
export async function listReplays(replaysDir: string, streamName: string): Promise<Replay[]> {
  const streamDir = join(replaysDir, streamName);
  const entries = existsSync(streamDir) ? await readdir(streamDir) : [];
  const facts = await Promise.all(entries.map((entry) => readFacts(join(streamDir, entry, factsFile))));
  return facts
    .filter((f): f is ReplayFacts => f !== null)
    .map((f) => replayOf(streamName, f))
    .toSorted((a, b) => b.startedAt - a.startedAt);
}

/** Recordings a crash left without `replay.json` are finished at start, so no broadcast is lost. */
export async function recoverRecordings(ffmpegPath: string, replaysDir: string, logger: Logger): Promise<void> {
  if (!existsSync(replaysDir)) return;
  for (const streamName of await readdir(replaysDir)) {
    for (const entry of await readdir(join(replaysDir, streamName))) {
      const dir = join(replaysDir, streamName, entry);
      if (/^\d+$/.test(entry) && !existsSync(join(dir, factsFile)))
        await finalise(ffmpegPath, dir, Number(entry), null, logger);
    }
  }
}
