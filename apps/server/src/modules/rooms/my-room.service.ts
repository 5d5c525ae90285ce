import type { RoomCategory } from '@kanqiu/domain';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';
import { fail } from '../../platform/http/app-error';
import { reencodeImage, type ImageShape } from '../../platform/images/uploaded-image';
import type { ObjectStore } from '../../platform/storage/object-store';
import { uploadFolder } from '../../platform/storage/upload-folder';
import type { RoomMedia } from './room-media';
import { roomChanged } from './room-policy';
import { findMatchSport, findRoomOfAnchor, insertRoom, updateRoom } from './rooms.repository';
import type { RoomsService } from './rooms.service';
import { hashStreamKey, newStreamKey, newStreamName } from './stream-key';

export type MyRoomInput = { title: string; category: RoomCategory; matchId?: number | undefined };

/** Where covers are kept (`uploads/covers/` of the store, served at /uploads/covers/) and the largest upload taken. */
export type CoverStore = { store: ObjectStore; maxBytes: number };

type MyRoomDeps = {
  db: Db;
  media: RoomMedia;
  clock: Clock;
  rooms: RoomsService;
  covers: CoverStore;
  cache: ReadCache;
  /** Whether a room's title holds a word the moderation module refuses. */
  refusesTitle: (title: string) => boolean;
  /** Whether the user is real-name certified (the user module's). */
  isCertified: (userId: number) => Promise<boolean>;
};

/** A 16:9 cover, cropped to fill: the list's cards and the room's share picture. */
const coverShape: ImageShape = { width: 960, height: 540, fit: 'cover' };

/** 开播: a real-name certified user's own room, its settings, its cover and its stream key (shown once, when made). */
export function createMyRoomService({ db, media, clock, rooms, covers, cache, refusesTitle, isCertified }: MyRoomDeps) {
  const coverFolder = uploadFolder(covers.store, 'covers');

  async function certified(userId: number): Promise<void> {
    if (!(await isCertified(userId))) fail('realNameRequired');
  }

  async function linkable(matchId: number | undefined): Promise<number | null> {
    if (!matchId) return null;
    if ((await findMatchSport(db, matchId)) === null) fail('notFound', '关联的比赛不存在');
    return matchId;
  }

  const ingestServer = (hostname: string) => media.ingest(hostname, '', '').server;

  async function view(userId: number, hostname: string, ingest: { streamName: string; key: string } | null) {
    const row = await findRoomOfAnchor(db, userId);
    return {
      room: row ? await rooms.detailOf(row) : null,
      ingestServer: ingestServer(hostname),
      ingest: ingest && media.ingest(hostname, ingest.streamName, ingest.key),
    };
  }

  return {
    async show(userId: number, hostname: string) {
      await certified(userId);
      return view(userId, hostname, null);
    },

    /** Opens the room on first call (and makes its key), updates its settings after. */
    async save(userId: number, hostname: string, input: MyRoomInput) {
      await certified(userId);
      if (refusesTitle(input.title)) fail('contentSensitive', '直播间标题包含敏感词，请修改');
      const values = { title: input.title, category: input.category, match_id: await linkable(input.matchId) };
      const existing = await findRoomOfAnchor(db, userId);
      if (existing) {
        await updateRoom(db, existing.id, values, clock());
        roomChanged(cache, existing.id);
        return view(userId, hostname, null);
      }
      const key = newStreamKey();
      const streamName = newStreamName();
      const room = { ...values, anchor_id: userId, stream_name: streamName, stream_key_hash: hashStreamKey(key) };
      try {
        roomChanged(cache, await insertRoom(db, room, clock()));
      } catch (error) {
        // A second 开播 of the same user racing this one made the room first.
        if (isUniqueViolation(error)) fail('conflict');
        throw error;
      }
      return view(userId, hostname, { streamName, key });
    },

    /** A new cover, re-encoded to a 16:9 WebP; the one it replaces is deleted. */
    async setCover(userId: number, hostname: string, image: Buffer) {
      await certified(userId);
      const existing = await findRoomOfAnchor(db, userId);
      if (!existing) return fail('notFound', '请先开通直播间');
      const encoded = await reencodeImage(image, coverShape, covers.maxBytes);
      await updateRoom(db, existing.id, { cover: await coverFolder.add(encoded) }, clock());
      roomChanged(cache, existing.id);
      await coverFolder.remove(existing.cover);
      return view(userId, hostname, null);
    },

    /** A new key; the old one stops working for the next publish. */
    async resetKey(userId: number, hostname: string) {
      await certified(userId);
      const existing = await findRoomOfAnchor(db, userId);
      if (!existing) return fail('notFound', '请先开通直播间');
      const key = newStreamKey();
      await updateRoom(db, existing.id, { stream_key_hash: hashStreamKey(key) }, clock());
      return view(userId, hostname, { streamName: existing.stream_name, key });
    },
  };
}

export type MyRoomService = ReturnType<typeof createMyRoomService>;
