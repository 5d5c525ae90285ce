import type { KanqiuModule } from '../../platform/module';
import { adminRoomsRoutes } from './admin.routes';
import { startDemoRooms } from './demo-rooms';
import { rooms } from './migrations/0006_rooms';
import { createMyRoomService } from './my-room.service';
import type { RoomMedia } from './room-media';
import { roomChannel, type ChannelEvent } from '@kanqiu/contract';
import { closeRoom, installRoomPolicy } from './room-policy';
import type { RoomRow } from './rooms.repository';
import { roomsRoutes } from './rooms.routes';
import { createRoomsService, type RecentReplay } from './rooms.service';
import { roomsCodes } from './codes';

export type { RoomMedia } from './room-media';
export type { RecentReplay } from './rooms.service';

/** What gifts and chat call: a room's anchor (null for a demo room; an unknown room is `notFound`), and its channel. */
export type RoomServices = {
  anchorOf(roomId: number): Promise<number | null>;
  /** Publishes on `room:<id>`, which the room's page follows (a gift). */
  publishToRoom(roomId: number, data: ChannelEvent<'room'>): Promise<void>;
  /** The newest recorded replays of every room, newest first (the news' 视频 column). */
  recentReplays(limit: number): Promise<RecentReplay[]>;
};

declare module '../../platform/module' {
  interface ModuleServices {
    rooms: RoomServices;
  }
}

/** 直播: rooms on the media engine, the bundled 演示 rooms, 开播 for certified users, and who may publish. */
export function roomsModule(media: RoomMedia): KanqiuModule {
  return {
    name: 'rooms',
    migrations: [rooms],
    codes: roomsCodes,
    channels: [
      { namespace: 'room', access: 'public' },
      { namespace: 'rooms', access: 'public' },
    ],
    async register(app, { config, database, hub, clock, sportsClock, logger, readCache: cache, store, use }) {
      const db = database.db;
      const log = logger.child({ module: 'rooms' });
      const service = createRoomsService({ db, media, clock, sportsClock });
      const liveChangesSettled = installRoomPolicy(media, { db, hub, clock, cache, logger: log });
      const stopDemoRooms = await startDemoRooms({ db, media, clock, sportsClock, cache, logger: log });
      app.addHook('onClose', async () => {
        stopDemoRooms();
        await liveChangesSettled();
      });
      await app.register(roomsRoutes, {
        rooms: service,
        anchorRoom: createMyRoomService({
          db,
          media,
          clock,
          rooms: service,
          covers: { store, maxBytes: config.maxUploadBytes },
          cache,
          refusesTitle: (title) => use('moderation').text.refuses('roomTitle', title),
          isCertified: async (userId) => (await use('user').realNames.info(userId)).certified,
        }),
        hub,
        minorMode: use('minorMode'),
      });
      if (config.adminToken) {
        const close = (room: RoomRow) => closeRoom({ db, hub, clock, cache, media }, room);
        await app.register(adminRoomsRoutes, { rooms: service, adminToken: config.adminToken, close });
      }
      const rooms: RoomServices = {
        anchorOf: service.anchorOf,
        publishToRoom: (roomId, data) => hub.publish(roomChannel(roomId), data),
        recentReplays: service.recentReplays,
      };
      return { rooms };
    },
  };
}
