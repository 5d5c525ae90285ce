import { roomCategories } from '@kanqiu/domain';
import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { text } from './fields';
import { idField, scoredMatch, teamColors } from './live/common';

export const roomListType = z.coerce.number().int().min(0).max(3);
export const roomCategory = z.union(roomCategories.map((code) => z.literal(code)));

export const roomIdParams = z.object({ id: idField });
export const roomListQuery = pageQuery.extend({ type: roomListType.default(0) });
export const tvMatchListQuery = z.object({ matchId: idField });

/** The match a room is tied to, with its score as stored now (`live:<sport>` and `match:<id>` move it on). */
export const roomMatch = z.object({
  id: z.number().int(),
  ...scoredMatch.shape,
  state: z.number().int(),
  inPlay: z.boolean(),
  kickoffAt: z.number().int(),
});
export type RoomMatch = z.infer<typeof roomMatch>;

/**
 * GET /vlive/anim/list: every match in play as a 动画直播 room (drawn in the browser from the live data), the hot
 * competitions first, then the competitions' order, then kick-off; with the teams' colours for the drawing.
 */
export const animationRoom = roomMatch.extend({ homeColors: teamColors, awayColors: teamColors });
export type AnimationRoom = z.infer<typeof animationRoom>;
export const animationRooms = z.object({ list: z.array(animationRoom) });

export const roomAnchor = z.object({ id: z.number().int(), nickName: z.string(), portrait: z.string().nullable() });

/** One recording of a broadcast: an HLS playlist and a poster frame (paths on the API host). */
export const roomReplay = z.object({
  startedAt: z.number().int(),
  endedAt: z.number().int(),
  durationSeconds: z.number(),
  playlistPath: z.string(),
  posterPath: z.string().nullable(),
});

/** A row of the room list; `demo` rooms are the bundled 演示 streams and have no anchor. */
export const roomSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  category: roomCategory,
  demo: z.boolean(),
  live: z.boolean(),
  liveSince: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  viewerCount: z.number().int(),
  anchor: roomAnchor.nullable(),
  match: roomMatch.nullable(),
  /** The newest replay, shown on an ended room. */
  latestReplay: roomReplay.nullable(),
});
export type RoomSummary = z.infer<typeof roomSummary>;

export const roomPage = pageOf(roomSummary);

/**
 * `flvPath`: HTTP-FLV playback from the origin while live, else null. `hlsUrl`: the same broadcast as HLS while live
 * (the media edge's playlist, an absolute URL; without an edge the recording's as it grows; null for an unrecorded
 * stream). `flvViewerLimit`: the viewers the origin serves FLV; a player meeting `viewerCount` at or over it, or
 * without MSE, plays `hlsUrl` (`chooseLiveProtocol` of the domain).
 */
export const roomDetail = roomSummary.omit({ latestReplay: true }).extend({
  flvPath: z.string().nullable(),
  hlsUrl: z.string().nullable(),
  flvViewerLimit: z.number().int(),
  replays: z.array(roomReplay),
});

export const roomReplays = z.object({ list: z.array(roomReplay) });

/** /vlive/match: today's matches of a sport that have a room, each with its rooms. */
export const streamedMatch = z.object({
  match: roomMatch,
  rooms: z.array(z.object({ id: z.number().int(), title: z.string(), live: z.boolean() })),
});
export const streamedMatches = z.object({
  football: z.array(streamedMatch),
  basketball: z.array(streamedMatch),
});

/**
 * GET /live/tv/match-list: the live streams of a match (none: code 20001). `hlsPath`: the broadcast as HLS, for
 * browsers without MSE: the media edge's playlist (an absolute URL) when there is an edge, else the recording's as
 * it grows (null for the demo streams, which are not recorded).
 */
export const tvStream = z.object({
  roomId: z.number().int(),
  title: z.string(),
  demo: z.boolean(),
  flvPath: z.string(),
  hlsPath: z.string().nullable(),
  anchorName: z.string().nullable(),
});
export const tvMatchList = z.object({ list: z.array(tvStream) });

/** 开播: a certified user's room; `matchId` 0 or absent unlinks. */
export const myRoomBody = z.object({
  title: text().pipe(z.string().trim().min(2, '标题需为 2–30 个字').max(30, '标题需为 2–30 个字')),
  category: z.coerce.number().pipe(roomCategory),
  matchId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

/** Where OBS publishes: the server URL and the stream key (shown only when it is made). */
export const ingestAddress = z.object({ server: z.string(), streamKey: z.string() });

/** `ingest` is present only on the answer that created the key (first 开播, or a reset). */
export const myRoom = z.object({
  room: roomDetail.nullable(),
  ingestServer: z.string(),
  ingest: ingestAddress.nullable(),
});

export const viewerBody = z.object({
  viewerId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'viewerId 为 8–64 位字母、数字、下划线或减号'),
});
export const viewerCount = z.object({ viewerCount: z.number().int() });

/** What `room:<id>` and `rooms:list` carry (the `data` of a hub diff). */
export const roomEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('live'), roomId: z.number().int(), liveSince: z.number().int() }),
  z.object({ kind: z.literal('offline'), roomId: z.number().int(), endedAt: z.number().int() }),
  z.object({ kind: z.literal('viewers'), roomId: z.number().int(), viewerCount: z.number().int() }),
]);
export type RoomEvent = z.infer<typeof roomEvent>;

/** GET /admin/rooms: every room, as the list shows it, with its stream name (operators only). */
export const adminRoomPage = pageOf(roomSummary.extend({ streamName: z.string() }));

/** POST /admin/rooms/{id}/close: the broadcast is cut and the stream key voided; `wasLive`: it was on air. */
export const roomClosed = z.object({ roomId: z.number().int(), wasLive: z.boolean() });
