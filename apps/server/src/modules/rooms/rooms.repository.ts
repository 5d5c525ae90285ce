import type { RoomCategory, RoomSport } from '@kanqiu/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { matchCardColumns, namedMatches } from '../../platform/db/named-matches';
import type { RoomsTable } from './tables';

function roomRows(db: Db) {
  return db
    .selectFrom('rooms as r')
    .leftJoin('users as u', 'u.id', 'r.anchor_id')
    .select([
      'r.id',
      'r.anchor_id',
      'r.title',
      'r.cover',
      'r.category',
      'r.match_id',
      'r.stream_name',
      'r.demo',
      'r.live',
      'r.live_since',
      'r.ended_at',
      'r.viewer_count',
      'u.nick_name as anchor_name',
      'u.portrait as anchor_portrait',
    ]);
}

export type RoomRow = Awaited<ReturnType<ReturnType<typeof roomRows>['execute']>>[number];

/** Live rooms first (most watched first), then the most recently ended, then rooms never on air. */
export function findRoomPage(db: Db, category: RoomCategory | null, offset: number, limit: number) {
  let query = roomRows(db)
    .orderBy('r.live', 'desc')
    .orderBy('r.viewer_count', 'desc')
    .orderBy(sql`coalesce(r.ended_at, 0)`, 'desc')
    .orderBy('r.id')
    .offset(offset)
    .limit(limit);
  if (category !== null) query = query.where('r.category', '=', category);
  return query.execute();
}

export function findRoom(db: Db, id: number): Promise<RoomRow | undefined> {
  return roomRows(db).where('r.id', '=', id).executeTakeFirst();
}

export function findRoomOfAnchor(db: Db, anchorId: number): Promise<RoomRow | undefined> {
  return roomRows(db).where('r.anchor_id', '=', anchorId).executeTakeFirst();
}

export function findLiveRoomsOfMatch(db: Db, matchId: number): Promise<RoomRow[]> {
  return roomRows(db).where('r.match_id', '=', matchId).where('r.live', '=', 1).orderBy('r.id').execute();
}

export function findStreamKeyHash(db: Db, streamName: string) {
  return db
    .selectFrom('rooms')
    .select(['stream_key_hash'])
    .where('stream_name', '=', streamName)
    .where('demo', '=', 0)
    .executeTakeFirst();
}

export async function findRoomIdOfStream(db: Db, streamName: string): Promise<number | undefined> {
  return (await db.selectFrom('rooms').select('id').where('stream_name', '=', streamName).executeTakeFirst())?.id;
}

export function findDemoRooms(db: Db) {
  return db.selectFrom('rooms').select(['id', 'stream_name', 'category', 'match_id']).where('demo', '=', 1).execute();
}

export async function upsertDemoRoom(
  db: Db,
  room: { streamName: string; title: string; category: RoomCategory },
  now: number,
): Promise<void> {
  await db
    .insertInto('rooms')
    .values({
      anchor_id: null,
      title: room.title,
      category: room.category,
      stream_name: room.streamName,
      demo: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('stream_name').doUpdateSet({ title: room.title, category: room.category, updated_at: now }),
    )
    .execute();
}

/** Demo rooms of streams no longer configured (DEMO_STREAMS lowered) go, with their viewers. */
export async function deleteDemoRoomsExcept(db: Db, streamNames: readonly string[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    let stale = tx.selectFrom('rooms').select('id').where('demo', '=', 1);
    if (streamNames.length > 0) stale = stale.where('stream_name', 'not in', streamNames);
    const ids = (await stale.execute()).map((row) => row.id);
    if (ids.length === 0) return;
    await tx.deleteFrom('room_viewers').where('room_id', 'in', ids).execute();
    await tx.deleteFrom('rooms').where('id', 'in', ids).execute();
  });
}

/** The room's id when the stream belongs to one and its live flag changed. */
export async function setLive(db: Db, streamName: string, live: boolean, now: number): Promise<number | null> {
  const row = await db
    .updateTable('rooms')
    .set(
      live
        ? { live: 1, live_since: now, updated_at: now }
        : { live: 0, ended_at: now, viewer_count: 0, updated_at: now },
    )
    .where('stream_name', '=', streamName)
    .where('live', '=', live ? 0 : 1)
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertRoom(
  db: Db,
  values: Pick<RoomsTable, 'anchor_id' | 'title' | 'category' | 'match_id' | 'stream_name' | 'stream_key_hash'>,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('rooms')
    .values({ ...values, demo: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRoom(
  db: Db,
  id: number,
  values: Partial<Pick<RoomsTable, 'title' | 'category' | 'match_id' | 'stream_key_hash' | 'cover'>>,
  now: number,
): Promise<void> {
  await db
    .updateTable('rooms')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** What a room shows of its match: names, score and state. */
const roomMatchColumns = ['m.id', 'm.state', ...matchCardColumns] as const;

export function findMatchesByIds(db: Db, sport: RoomSport, ids: readonly number[]) {
  return namedMatches(db, sport).select(roomMatchColumns).where('m.id', 'in', ids).execute();
}

export type MatchRow = Awaited<ReturnType<typeof findMatchesByIds>>[number];

export async function findMatchSport(db: Db, id: number): Promise<RoomSport | null> {
  const row = await db.selectFrom('matches').select(['sport']).where('id', '=', id).executeTakeFirst();
  return row?.sport ?? null;
}

/** In-play states of both sports lie in 2…9 (the index's range); the caller applies each sport's rule. */
export function findPlayingMatches(db: Db, sport: RoomSport) {
  return db
    .selectFrom('matches')
    .select(['id', 'state'])
    .where('sport', '=', sport)
    .where('state', '>=', 2)
    .where('state', '<=', 9)
    .orderBy('kickoff_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * The matches of both sports in play states (2…9, each sport's rule applied by the caller), by competition
 * weight: the hot competitions first, then the competitions' order, then kick-off.
 */
export function findPlayingMatchesByWeight(db: Db) {
  return namedMatches(db)
    .select([
      ...roomMatchColumns,
      'm.sport',
      'h.primary_color as home_primary_color',
      'h.secondary_color as home_secondary_color',
      'a.primary_color as away_primary_color',
      'a.secondary_color as away_secondary_color',
    ])
    .where('m.state', '>=', 2)
    .where('m.state', '<=', 9)
    .orderBy('c.hot', 'desc')
    .orderBy('c.sort')
    .orderBy('m.kickoff_at')
    .orderBy('m.id')
    .execute();
}

export function findNextMatch(db: Db, sport: RoomSport, now: number) {
  return db
    .selectFrom('matches')
    .select(['id'])
    .where('sport', '=', sport)
    .where('state', '=', 1)
    .where('kickoff_at', '>=', now)
    .orderBy('kickoff_at')
    .orderBy('id')
    .executeTakeFirst();
}

/** Rooms whose broadcasts ended, the most recent first: where the newest replays are. */
export function findRecentlyEndedRooms(db: Db, limit: number): Promise<RoomRow[]> {
  return roomRows(db).where('r.ended_at', 'is not', null).orderBy('r.ended_at', 'desc').limit(limit).execute();
}

export function findRoomsWithMatch(db: Db): Promise<RoomRow[]> {
  return roomRows(db).where('r.match_id', 'is not', null).orderBy('r.live', 'desc').orderBy('r.id').execute();
}

export function findMatchStates(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('matches').select(['id', 'sport', 'state']).where('id', 'in', ids).execute();
}

export async function linkMatch(db: Db, roomId: number, matchId: number | null, now: number): Promise<void> {
  await db.updateTable('rooms').set({ match_id: matchId, updated_at: now }).where('id', '=', roomId).execute();
}

/** Records a heartbeat and caches the count of viewers seen since `since` on the room. */
export async function recordViewer(db: Db, roomId: number, viewerId: string, now: number, since: number) {
  await db
    .insertInto('room_viewers')
    .values({ room_id: roomId, viewer_id: viewerId, seen_at: now })
    .onConflict((oc) => oc.columns(['room_id', 'viewer_id']).doUpdateSet({ seen_at: now }))
    .execute();
  await db.deleteFrom('room_viewers').where('room_id', '=', roomId).where('seen_at', '<', since).execute();
  const { count } = await db
    .selectFrom('room_viewers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('room_id', '=', roomId)
    .executeTakeFirstOrThrow();
  const viewers = Number(count);
  // Only a live room's count orders the list; an ended room keeps 0.
  await db.updateTable('rooms').set({ viewer_count: viewers }).where('id', '=', roomId).where('live', '=', 1).execute();
  return viewers;
}
