import { type AnimationRoom, type RoomMatch, type RoomSummary } from '@kanqiu/contract';
import {
  isMatchInPlay,
  matchDayOf,
  matchDayStart,
  roomCategoryOfListType,
  roomViewerWindowSeconds,
  type RoomCategory,
  type RoomListTypeCode,
} from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/clock';
import { fail } from '../../platform/http/app-error';
import { rowColors } from '../match';
import type { RoomMedia } from './room-media';
import { matchesOf, replayView, roomMatch, roomSummary } from './room-view';
import {
  findLiveRoomsOfMatch,
  findPlayingMatchesByWeight,
  findRecentlyEndedRooms,
  findRoom,
  findRoomPage,
  findRoomsWithMatch,
  recordViewer,
  type RoomRow,
} from './rooms.repository';

export type RoomsDeps = { db: Db; media: RoomMedia; clock: Clock; sportsClock: Clock };

const daySeconds = 86_400;
/** The recently ended rooms whose recordings make up the newest replays. */
const REPLAY_ROOMS = 50;

/** A replay with the room it was recorded in; `match` only for an anchor's room (a 演示 room moves between matches). */
export type RecentReplay = ReturnType<typeof replayView> & {
  roomId: number;
  roomTitle: string;
  demo: boolean;
  match: RoomMatch | null;
};

/** What fans read: the room list, a room, its replays, the matches with a stream. */
export function createRoomsService({ db, media, clock, sportsClock }: RoomsDeps) {
  async function summaries(rows: RoomRow[], withReplay: (row: RoomRow) => boolean): Promise<RoomSummary[]> {
    const matches = await matchesOf(
      db,
      rows.map((row) => row.match_id),
    );
    return Promise.all(
      rows.map(async (row) => {
        const latest = withReplay(row) ? ((await media.replays(row.stream_name))[0] ?? null) : null;
        return roomSummary(row, matches, latest);
      }),
    );
  }

  async function existingRoom(id: number): Promise<RoomRow> {
    const row = await findRoom(db, id);
    if (!row) return fail('notFound', '直播间不存在');
    return row;
  }

  async function detail(row: RoomRow) {
    const [summary] = await summaries([row], () => false);
    const { latestReplay: _, ...rest } = summary!;
    const replays = await media.replays(row.stream_name);
    return {
      ...rest,
      flvPath: rest.live ? media.flvUrl(row.stream_name) : null,
      hlsUrl: rest.live ? media.liveHlsUrl(row.stream_name) : null,
      flvViewerLimit: media.flvViewerLimit,
      replays: replays.map(replayView),
    };
  }

  /** A page of rooms in the list's order; ended rooms carry their latest replay. */
  async function roomPage(category: RoomCategory | null, page: number, size: number) {
    const rows = await findRoomPage(db, category, (page - 1) * size, size + 1);
    const shown = rows.slice(0, size);
    return { rows: shown, list: await summaries(shown, (row) => row.live === 0), next: rows.length > size };
  }

  /** Matches of today (feed time, Beijing day) or in play that have a room, by sport. */
  async function streamedMatches() {
    const rows = await findRoomsWithMatch(db);
    const matches = await matchesOf(
      db,
      rows.map((row) => row.match_id),
    );
    const from = matchDayStart(matchDayOf(sportsClock()));
    const today = [...matches.values()].filter(
      (match) => match.inPlay || (match.kickoffAt >= from && match.kickoffAt < from + daySeconds),
    );
    const entry = (match: (typeof today)[number]) => ({
      match,
      rooms: rows
        .filter((row) => row.match_id === match.id)
        .map((row) => ({ id: row.id, title: row.title, live: row.live === 1 })),
    });
    const ofSport = (sport: 'football' | 'basketball') =>
      today
        .filter((match) => match.sport === sport)
        .toSorted((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id)
        .map(entry);
    return { football: ofSport('football'), basketball: ofSport('basketball') };
  }

  async function list(type: RoomListTypeCode, page: number, size: number) {
    const { list: rooms, next } = await roomPage(roomCategoryOfListType(type), page, size);
    return { list: rooms, page, next };
  }

  /** 动画直播: every match in play, by competition weight; it starts and ends with its match. */
  async function animationRooms(): Promise<{ list: AnimationRoom[] }> {
    const rows = await findPlayingMatchesByWeight(db);
    return {
      list: rows
        .filter((row) => isMatchInPlay(row.sport, row.state))
        .map((row) => ({ ...roomMatch(row, row.sport), ...rowColors(row) })),
    };
  }

  return {
    list,
    streamedMatches,
    animationRooms,

    /** Every room for operators, each with its stream name. */
    async adminList(page: number, size: number) {
      const { rows, list, next } = await roomPage(null, page, size);
      return { list: list.map((room, i) => ({ ...room, streamName: rows[i]!.stream_name })), page, next };
    },

    existingRoom,

    detail: async (id: number) => detail(await existingRoom(id)),
    anchorOf: async (id: number) => (await existingRoom(id)).anchor_id,
    detailOf: detail,

    async replays(id: number) {
      const row = await existingRoom(id);
      return { list: (await media.replays(row.stream_name)).map(replayView) };
    },

    /** The newest replays of every room, newest first (the 视频 column). */
    async recentReplays(limit: number): Promise<RecentReplay[]> {
      const rows = await findRecentlyEndedRooms(db, REPLAY_ROOMS);
      const perRoom = await Promise.all(
        rows.map(async (row) =>
          (await media.replays(row.stream_name)).slice(0, limit).map((replay) => ({ row, replay })),
        ),
      );
      const newest = perRoom
        .flat()
        .toSorted((a, b) => b.replay.endedAt - a.replay.endedAt)
        .slice(0, limit);
      const matches = await matchesOf(
        db,
        newest.map(({ row }) => (row.demo === 1 ? null : row.match_id)),
      );
      return newest.map(({ row, replay }) => ({
        ...replayView(replay),
        roomId: row.id,
        roomTitle: row.title,
        demo: row.demo === 1,
        match: (row.demo === 0 && row.match_id !== null && matches.get(row.match_id)) || null,
      }));
    },

    /** Spec §7 `/live/tv/match-list`: the live streams of a match; none is code 20001 (spec §8). */
    async tvStreams(matchId: number) {
      const rows = await findLiveRoomsOfMatch(db, matchId);
      if (rows.length === 0) fail('videoUnavailable');
      return {
        list: rows.map((row) => ({
          roomId: row.id,
          title: row.title,
          demo: row.demo === 1,
          flvPath: media.flvUrl(row.stream_name),
          hlsPath: media.liveHlsUrl(row.stream_name),
          anchorName: row.anchor_name ?? null,
        })),
      };
    },

    /** A viewer's heartbeat; the count is of the distinct viewers heard within the window. */
    async heartbeat(id: number, viewerId: string) {
      const row = await existingRoom(id);
      const now = clock();
      const viewerCount = await recordViewer(db, row.id, viewerId, now, now - roomViewerWindowSeconds);
      return { viewerCount, changed: viewerCount !== row.viewer_count };
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
