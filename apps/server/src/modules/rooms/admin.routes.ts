import { adminRoomPage, envelope, pageQuery, roomClosed, roomIdParams } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../platform/http/admin-token';
import { ok } from '../../platform/http/envelope';
import type { RoomRow } from './rooms.repository';
import type { RoomsService } from './rooms.service';
import { adminSchema } from '../../platform/http/route-schema';

export type AdminRoomsDeps = {
  rooms: RoomsService;
  adminToken: string;
  close: (room: RoomRow) => Promise<{ roomId: number; wasLive: boolean }>;
};

/** Operators (header `x-admin-token`): every room, and closing one. */
export const adminRoomsRoutes: FastifyPluginAsyncZod<AdminRoomsDeps> = async (app, { rooms, adminToken, close }) => {
  app.addHook('preHandler', adminOnly(adminToken));
  app.get(
    '/admin/rooms',
    {
      schema: {
        ...adminSchema,
        summary: '运营：全部直播间（直播中在前），含推流名（请求头 x-admin-token）',
        querystring: pageQuery,
        response: { 200: envelope(adminRoomPage) },
      },
    },
    async (request) => {
      return ok(await rooms.adminList(request.query.page, request.query.size));
    },
  );

  app.post(
    '/admin/rooms/:id/close',
    {
      schema: {
        ...adminSchema,
        summary: '运营：关闭直播间——断开推流、作废推流码、立即下播（请求头 x-admin-token）',
        params: roomIdParams,
        response: { 200: envelope(roomClosed) },
      },
    },
    async (request) => {
      return ok(await close(await rooms.existingRoom(request.params.id)));
    },
  );
};
