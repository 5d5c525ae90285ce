import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import NodeMediaServer from 'node-media-server';
import Context from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createLocalDirectoryStore } from '../platform/storage/local-directory-store';
import type { ObjectStore, StoredObject } from '../platform/storage/object-store';
import {
  defaultClipShape,
  demoPrefix,
  demoStreams,
  prepareDemoClip,
  type ClipShape,
  type DemoStream,
} from './demo-clips';
import { publishLoop, type LoopPublisher } from './demo-publishers';
import { relayToEdge } from './edge-relay';
import { ffmpegAvailable } from './ffmpeg';
import { audience, closeFlvViewers, playFlv } from './flv-player';
import { gatePublish, type PublishSession } from './publish-gate';
import { listReplays, recoverRecordings, startRecording, type Recording, type Replay } from './recorder';

/** Who may publish, and who hears of streams going live and offline: the rooms module sets it. */
export type PublishPolicy = {
  /** `key` is the `?key=` of the publish URL; demo streams are checked by the media server itself. */
  authorize(streamName: string, key: string | undefined): Promise<boolean> | boolean;
  onLive(streamName: string): void;
  onOffline(streamName: string): void;
  /** A broadcast's recording was saved: the stream has one replay more. */
  onReplay(streamName: string): void;
};

export type MediaServer = {
  readonly enabled: boolean;
  /** Listens for RTMP, then renders and publishes the demo streams in the background. */
  start(): Promise<void>;
  stop(): Promise<void>;
  setPolicy(policy: PublishPolicy): void;
  /** The configured demo streams (also when ffmpeg is missing: their rooms then show offline). */
  demoStreams(): DemoStream[];
  /** Where OBS or ffmpeg publishes: server `rtmp://<host>:<port>/live`, stream key `<stream>?key=<secret>`. */
  ingest(hostname: string, streamName: string, key: string): { server: string; streamKey: string };
  /** The HTTP-FLV playback path on the API; it carries no secret. */
  flvUrl(streamName: string): string;
  /**
   * The live broadcast as HLS: the edge's playlist (an absolute URL) when an edge is configured, else the
   * recording's as it grows, null when it is not recorded (demo streams).
   */
  liveHlsUrl(streamName: string): string | null;
  /** Viewers of a stream the origin serves HTTP-FLV before the player turns to the edge's HLS. */
  readonly flvViewerLimit: number;
  isLive(streamName: string): boolean;
  /** Drops the stream's publisher (an operator closed its room); false when nobody publishes it here. */
  disconnect(streamName: string): boolean;
  /** An HTTP-FLV byte stream of a live stream, null when it is not live. */
  play(streamName: string, remoteAddress: string): Readable | null;
  replays(streamName: string): Promise<Replay[]>;
  /** A file of a recording still in ffmpeg's working directory (`<stream>/<startedAt>/<file>`), or null. */
  recordingFile(path: string): Promise<StoredObject | null>;
  /** The live streams published here and their viewers now. */
  audience(): { streams: number; viewers: number };
};

export type MediaServerOptions = {
  config: Config['media'];
  /** Where finished recordings are kept as replays. */
  store: ObjectStore;
  logger: Logger;
  /** Tests render short, small demo clips. */
  demoClip?: ClipShape;
};

/** Stream names are path parts and file names: the characters node-media-server accepts, nothing else. */
export const streamNamePattern = /^[A-Za-z0-9_-]{1,64}$/;

// A publisher that drops (a network blip, OBS reconnecting) keeps its room live for this long.
const publishGraceMs = 3000;

const refuseAll: PublishPolicy = { authorize: () => false, onLive: () => {}, onOffline: () => {}, onReplay: () => {} };

function localHost(bind: string): string {
  return bind === '0.0.0.0' || bind === '::' ? '127.0.0.1' : bind;
}

/** node-media-server writes to the console; its lines go to our log instead, its chatter at debug level. */
function routeLibraryLog(logger: Logger): void {
  nmsLogger.log = (message, level = 'info') => {
    if (level === 'warn' || level === 'error') logger.warn(message);
    else logger.debug(message);
  };
}

export function createMediaServer(options: MediaServerOptions): MediaServer {
  const { config } = options;
  const logger = options.logger.child({ part: 'media' });
  const recordingsDir = join(config.dir, 'recording');
  // Read through a store of its own too, for the keys' checks: no path leaves the directory.
  const recordings = createLocalDirectoryStore(recordingsDir);
  const keeping = { ffmpegPath: config.ffmpegPath, store: options.store, logger };
  const demos = demoStreams(config.demoStreams);
  const demoKeys = new Map(demos.map((demo) => [demo.streamName, randomBytes(16).toString('hex')]));
  const localRtmp = `rtmp://${localHost(config.rtmpHost)}:${config.rtmpPort}/live`;
  const publishers = new WeakSet<PublishSession>();
  const live = new Map<string, Recording | null>();
  const relays = new Map<string, LoopPublisher>();
  const loops: LoopPublisher[] = [];
  let policy = refuseAll;
  let nms: NodeMediaServer | null = null;
  let hasFfmpeg = false;
  let stopping = false;

  const authorize = async (session: PublishSession): Promise<boolean> => {
    const { streamApp, streamName } = session;
    const key = typeof session.streamQuery.key === 'string' ? session.streamQuery.key : undefined;
    if (streamApp !== 'live' || !streamNamePattern.test(streamName)) return false;
    if (streamName.startsWith(demoPrefix)) return key !== undefined && key === demoKeys.get(streamName);
    try {
      return await policy.authorize(streamName, key);
    } catch (error) {
      logger.error({ err: error, streamName }, 'publish authorisation failed');
      return false;
    }
  };

  const goLive = async (session: PublishSession) => {
    publishers.add(session);
    const { streamName } = session;
    // The same publisher coming back within the grace window continues its broadcast and its recording.
    if (live.has(streamName)) return;
    live.set(streamName, null);
    logger.info({ streamName }, 'stream live');
    policy.onLive(streamName);
    if (hasFfmpeg && config.edgeRtmpUrl) {
      const { ffmpegPath, edgeRtmpUrl } = config;
      relays.set(streamName, relayToEdge({ ffmpegPath, edgeRtmpUrl, streamName, logger }));
    }
    const source = hasFfmpeg && !demoKeys.has(streamName) ? playFlv(streamName, 'recorder') : null;
    if (source) {
      const recording = await startRecording({ ...keeping, recordingsDir, streamName, source });
      if (live.has(streamName)) live.set(streamName, recording);
      else await recording.stop();
    }
  };

  const finishing = new Set<Promise<void>>();
  const goOffline = async (streamName: string) => {
    if (!live.has(streamName)) return;
    const recording = live.get(streamName);
    live.delete(streamName);
    const relay = relays.get(streamName);
    relays.delete(streamName);
    logger.info({ streamName }, 'stream offline');
    policy.onOffline(streamName);
    const [replay] = await Promise.all([recording?.stop(), relay?.stop()]);
    if (!replay) return;
    logger.info({ streamName, durationSeconds: replay.durationSeconds }, 'replay saved');
    policy.onReplay(streamName);
  };

  const onPrePublish = (session: PublishSession) => {
    session.broadcast.publishGraceMs = publishGraceMs;
    void gatePublish(session, () => authorize(session))
      .then((allowed) => {
        if (!allowed) logger.warn({ streamName: session.streamName, address: session.ip }, 'publish refused');
        else if (!stopping) return goLive(session);
      })
      .catch((error: unknown) => logger.error({ err: error }, 'going live failed'));
  };

  const onDonePublish = (session: PublishSession) => {
    if (!publishers.has(session)) return;
    publishers.delete(session);
    const done = goOffline(session.streamName)
      .catch((error: unknown) => logger.error({ err: error }, 'going offline failed'))
      .finally(() => finishing.delete(done));
    finishing.add(done);
  };

  const startDemos = async (shape: ClipShape) => {
    for (const demo of demos) {
      const clip = await prepareDemoClip(config.ffmpegPath, join(config.dir, 'demo'), demo, shape);
      if (stopping) return;
      const target = `${localRtmp}/${demo.streamName}?key=${demoKeys.get(demo.streamName)}`;
      loops.push(publishLoop(config.ffmpegPath, clip, target, logger.child({ streamName: demo.streamName })));
    }
  };

  const listen = async (server: NodeMediaServer) => {
    const running = server.run();
    const tcp = server.rtmpServer.tcpServer;
    // node-media-server exits the process when its port is taken; the API stays up without video instead.
    tcp?.removeAllListeners('error').on('error', (error) => logger.error({ err: error }, 'RTMP server error'));
    if (tcp && !tcp.listening) await once(tcp, 'listening');
    await running;
  };

  const stop = async () => {
    if (stopping || !nms) return;
    stopping = true;
    await Promise.all(loops.map((loop) => loop.stop()));
    await Promise.all([...live.keys()].map(goOffline));
    await Promise.all(finishing);
    closeFlvViewers();
    Context.eventEmitter.off('prePublish', onPrePublish);
    Context.eventEmitter.off('donePublish', onDonePublish);
    await nms.stop();
  };

  return {
    enabled: config.enabled,
    async start() {
      if (!config.enabled) {
        logger.info('media server off (MEDIA=off)');
        return;
      }
      routeLibraryLog(logger);
      nms = new NodeMediaServer({
        bind: config.rtmpHost,
        rtmp: { port: config.rtmpPort },
        store: { path: join(config.dir, 'nms') },
        webadmin: { enable: false },
      });
      Context.eventEmitter.on('prePublish', onPrePublish);
      Context.eventEmitter.on('donePublish', onDonePublish);
      try {
        await listen(nms);
      } catch (error) {
        logger.error({ err: error }, `RTMP could not listen on port ${config.rtmpPort}; no live video`);
        await stop();
        return;
      }
      logger.info(`RTMP ingest on rtmp://${config.rtmpHost}:${config.rtmpPort}/live`);
      hasFfmpeg = await ffmpegAvailable(config.ffmpegPath);
      if (!hasFfmpeg) {
        logger.warn(
          `ffmpeg not found (${config.ffmpegPath}): no demo streams and no replays; install ffmpeg (Debian: apt-get install ffmpeg)`,
        );
        return;
      }
      await recoverRecordings(keeping, recordingsDir);
      startDemos(options.demoClip ?? defaultClipShape).catch((error: unknown) =>
        logger.error({ err: error }, 'demo streams failed to start'),
      );
    },
    stop,
    setPolicy(next) {
      policy = next;
    },
    demoStreams: () => demos,
    ingest: (hostname, streamName, key) => ({
      server: `rtmp://${hostname}:${config.rtmpPort}/live`,
      streamKey: `${streamName}?key=${encodeURIComponent(key)}`,
    }),
    flvUrl: (streamName) => `/live-media/${streamName}.flv`,
    liveHlsUrl: (streamName) =>
      config.edgeHlsUrl ? `${config.edgeHlsUrl}/${streamName}.m3u8` : (live.get(streamName)?.playlistPath ?? null),
    flvViewerLimit: config.flvViewerLimit,
    isLive: (streamName) => live.has(streamName),
    disconnect(streamName) {
      const publisher = Context.broadcasts.get(`/live/${streamName}`)?.publisher;
      publisher?.close();
      return publisher !== null && publisher !== undefined;
    },
    play: (streamName, remoteAddress) => (live.has(streamName) ? playFlv(streamName, remoteAddress) : null),
    audience,
    replays: (streamName) =>
      streamNamePattern.test(streamName) ? listReplays(options.store, streamName) : Promise.resolve([]),
    recordingFile: (path) => recordings.stream(path),
  };
}
