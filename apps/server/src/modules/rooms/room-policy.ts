import { roomChannel, roomListChannel, type RoomEvent } from '@kanqiu/contract';
import type { Logger } from 'pino';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { ChannelHub } from '../../realtime/hub';
import type { RoomMedia } from './room-media';
import { fail } from '../../platform/http/app-error';
import { findRoomIdOfStream, findStreamKeyHash, setLive, updateRoom, type RoomRow } from './rooms.repository';
import { hashStreamKey, keyMatches, newStreamKey } from './stream-key';

/** A room's settings or match changed without an event: its page and the lists are read again everywhere. */
export const roomChanged = (cache: ReadCache, roomId: number): void =>
  cache.invalidate([roomChannel(roomId), roomListChannel]);

/** The room's page and every list follow the same events: on/off air and viewer counts. */
export async function publishRoomEvent(hub: ChannelHub, event: RoomEvent): Promise<void> {
  await Promise.all([hub.publish(roomChannel(event.roomId), event), hub.publish(roomListChannel, event)]);
}

type PolicyDeps = { db: Db; hub: ChannelHub; clock: Clock; cache: ReadCache; logger: Logger };

/**
 * Publishing needs the room's stream key; going on and off air is stored and told to the room and the list.
 * Returns what waits for the changes under way: the media engine stops streams before the app closes.
 */
export function installRoomPolicy(
  media: RoomMedia,
  { db, hub, clock, cache, logger }: PolicyDeps,
): () => Promise<void> {
  const pending = new Set<Promise<void>>();
  const changeLive = async (streamName: string, live: boolean) => {
    const now = clock();
    const roomId = await setLive(db, streamName, live, now);
    if (roomId === null) return;
    await publishRoomEvent(
      hub,
      live ? { kind: 'live', roomId, liveSince: now } : { kind: 'offline', roomId, endedAt: now },
    );
  };
  const report = (streamName: string, live: boolean) => {
    const change = changeLive(streamName, live)
      .catch((error: unknown) => logger.error({ err: error, streamName, live }, 'room live flag not updated'))
      .finally(() => pending.delete(change));
    pending.add(change);
  };
  media.setPolicy({
    async authorize(streamName, key) {
      const room = await findStreamKeyHash(db, streamName);
      return room !== undefined && keyMatches(key, room.stream_key_hash);
    },
    onLive: (streamName) => report(streamName, true),
    onOffline: (streamName) => report(streamName, false),
    onReplay: (streamName) => {
      void findRoomIdOfStream(db, streamName)
        .then((roomId) => roomId !== undefined && roomChanged(cache, roomId))
        .catch((error: unknown) => logger.error({ err: error, streamName }, 'room of a new replay not found'));
    },
  });
  return async () => {
    await Promise.all(pending);
  };
}

/**
 * An operator closes a room: its stream key is voided (the anchor resets it in 开播 to broadcast again), the
 * publisher is dropped and the room is off air at once for everyone watching. The bundled 演示 rooms stay.
 */
export async function closeRoom(
  { db, hub, clock, media }: Omit<PolicyDeps, 'logger'> & { media: RoomMedia },
  room: RoomRow,
): Promise<{ roomId: number; wasLive: boolean }> {
  if (room.demo === 1) fail('forbidden', '演示直播间由系统播放，不能关闭');
  const now = clock();
  await updateRoom(db, room.id, { stream_key_hash: hashStreamKey(newStreamKey()) }, now);
  media.disconnect(room.stream_name);
  const roomId = await setLive(db, room.stream_name, false, now);
  if (roomId !== null) await publishRoomEvent(hub, { kind: 'offline', roomId, endedAt: now });
  return { roomId: room.id, wasLive: roomId !== null };
}
