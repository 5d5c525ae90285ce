import { isMatchInPlay, roomCategoryOfSport, type RoomSport } from '@kanqiu/domain';
import type { Logger } from 'pino';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { RoomMedia } from './room-media';
import { roomChanged } from './room-policy';
import {
  deleteDemoRoomsExcept,
  findDemoRooms,
  findMatchStates,
  findNextMatch,
  findPlayingMatches,
  linkMatch,
  upsertDemoRoom,
} from './rooms.repository';

type DemoDeps = { db: Db; media: RoomMedia; clock: Clock; sportsClock: Clock; cache: ReadCache; logger: Logger };

/** How often a demo room whose match ended looks for another. */
export const relinkIntervalMs = 30_000;

/** A match in play of the sport, the least watched by other demo rooms first; else the next to kick off. */
async function pickMatch(db: Db, sport: RoomSport, now: number, taken: Set<number>): Promise<number | null> {
  const playing = (await findPlayingMatches(db, sport)).filter((row) => isMatchInPlay(sport, row.state));
  const free = playing.find((row) => !taken.has(row.id)) ?? playing[0];
  return free?.id ?? (await findNextMatch(db, sport, now))?.id ?? null;
}

/** Keeps every demo room tied to a match in play of its sport (or the next one), relinking when it ends. */
export async function relinkDemoRooms({
  db,
  media,
  clock,
  sportsClock,
  cache,
}: Omit<DemoDeps, 'logger'>): Promise<void> {
  const sportOf = new Map(media.demoStreams().map((demo) => [demo.streamName, demo.sport]));
  const rooms = await findDemoRooms(db);
  const states = new Map(
    (
      await findMatchStates(
        db,
        rooms.flatMap((r) => r.match_id ?? []),
      )
    ).map((m) => [m.id, m]),
  );
  const inPlay = (matchId: number | null) => {
    const match = matchId === null ? undefined : states.get(matchId);
    return match !== undefined && isMatchInPlay(match.sport, match.state);
  };
  const taken = new Set(rooms.flatMap((room) => (inPlay(room.match_id) ? [room.match_id!] : [])));
  for (const room of rooms) {
    const sport = sportOf.get(room.stream_name);
    if (!sport || inPlay(room.match_id)) continue;
    const next = await pickMatch(db, sport, sportsClock(), taken);
    if (next !== null) taken.add(next);
    if (next === room.match_id) continue;
    await linkMatch(db, room.id, next, clock());
    roomChanged(cache, room.id);
  }
}

/** Creates or refreshes one 演示 room per demo stream and starts the bounded relink timer; returns its stop. */
export async function startDemoRooms(deps: DemoDeps): Promise<() => void> {
  const { db, media, clock, logger } = deps;
  await deleteDemoRoomsExcept(
    db,
    media.demoStreams().map((demo) => demo.streamName),
  );
  for (const demo of media.demoStreams()) {
    const room = { streamName: demo.streamName, title: demo.title, category: roomCategoryOfSport(demo.sport) };
    await upsertDemoRoom(db, room, clock());
  }
  const relink = () => relinkDemoRooms(deps).catch((error: unknown) => logger.error({ err: error }, 'relink failed'));
  await relink();
  if (media.demoStreams().length === 0) return () => {};
  const timer = setInterval(() => void relink(), relinkIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
