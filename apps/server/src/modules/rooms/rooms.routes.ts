import {
  accessTokenHeaders,
  animationRooms,
  envelope,
  myRoom,
  myRoomBody,
  roomDetail,
  roomIdParams,
  roomListQuery,
  roomPage,
  roomReplays,
  streamedMatches,
  tvMatchList,
  tvMatchListQuery,
  viewerBody,
  viewerCount,
  liveChannel,
  roomChannel,
  roomListChannel,
} from '@kanqiu/contract';
import type { RoomListTypeCode } from '@kanqiu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChannelHub } from '../../realtime/hub';
import { fail } from '../../platform/http/app-error';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { cachedRead, type ReadPolicy } from '../../platform/http/cached-read';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import { readUploadedFile } from '../../platform/images/uploaded-image';
import type { MinorModeServices } from '../minor-mode';
import type { MyRoomService } from './my-room.service';
import { userProfilesTag } from '../user';
import { publishRoomEvent } from './room-policy';
import type { RoomsService } from './rooms.service';

export type RoomsRoutesDeps = {
  rooms: RoomsService;
  anchorRoom: MyRoomService;
  hub: ChannelHub;
  minorMode: Pick<MinorModeServices, 'refuse' | 'suitableFor'>;
};

const tags = ['rooms'];
/** Rooms show their match's score and their anchor's face; replays and viewer counts move them within a second. */
const withScores = [liveChannel('football'), liveChannel('basketball'), userProfilesTag];
const roomLists: ReadPolicy<unknown> = { dependsOn: [roomListChannel, ...withScores], perSecond: true };
const oneRoom = (id: number): ReadPolicy<unknown> => ({ dependsOn: [roomChannel(id), ...withScores], perSecond: true });

export const roomsRoutes: FastifyPluginAsyncZod<RoomsRoutesDeps> = async (
  app,
  { rooms, anchorRoom, hub, minorMode },
) => {
  app.get(
    '/vlive/room/list',
    {
      schema: {
        tags,
        summary: '直播间列表（type：0 推荐 1 足球 2 篮球 3 综合；直播中在前，再是最近结束的）',
        querystring: roomListQuery,
        response: { 200: envelope(roomPage) },
      },
    },
    async (request, reply) => {
      const { type, page, size } = request.query;
      // 青少年模式 sees only the rooms an operator marked fit, read past the shared answer.
      const suitable = await minorMode.suitableFor(request, 'room');
      if (suitable) {
        const all = await rooms.list(type as RoomListTypeCode, page, size);
        return ok({ ...all, list: all.list.filter((room) => suitable.has(String(room.id))) });
      }
      return cachedRead(request, reply, roomLists, () => rooms.list(type as RoomListTypeCode, page, size));
    },
  );

  app.get(
    '/vlive/room/:id',
    {
      schema: {
        tags,
        summary: '直播间详情：直播中的 HTTP-FLV 地址、回放、关联比赛、主播',
        params: roomIdParams,
        response: { 200: envelope(roomDetail) },
      },
    },
    async (request, reply) => {
      const suitable = await minorMode.suitableFor(request, 'room');
      if (suitable && !suitable.has(String(request.params.id))) fail('minorUnsuitable');
      return cachedRead(request, reply, oneRoom(request.params.id), () => rooms.detail(request.params.id));
    },
  );

  app.get(
    '/vlive/room/:id/replays',
    {
      schema: {
        tags,
        summary: '直播间的回放（新的在前）',
        params: roomIdParams,
        response: { 200: envelope(roomReplays) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, oneRoom(request.params.id), () => rooms.replays(request.params.id)),
  );

  app.post(
    '/vlive/room/:id/heartbeat',
    {
      schema: {
        tags,
        summary: '观看心跳（每 15 秒一次），返回在线人数',
        params: roomIdParams,
        body: viewerBody,
        consumes: formOrJson,
        response: { 200: envelope(viewerCount) },
      },
    },
    async (request) => {
      const roomId = request.params.id;
      const { viewerCount: count, changed } = await rooms.heartbeat(roomId, request.body.viewerId);
      if (changed) await publishRoomEvent(hub, { kind: 'viewers', roomId, viewerCount: count });
      return ok({ viewerCount: count });
    },
  );

  app.get(
    '/vlive/match',
    {
      schema: {
        tags,
        summary: '今日有直播的比赛（按项目），及其直播间',
        response: { 200: envelope(streamedMatches) },
      },
    },
    async (request, reply) => cachedRead(request, reply, roomLists, () => rooms.streamedMatches()),
  );

  app.get(
    '/vlive/anim/list',
    {
      schema: {
        tags,
        summary: '动画直播间：进行中的每场比赛（热门赛事在前，再按赛事顺序、开赛时间）',
        response: { 200: envelope(animationRooms) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [liveChannel('football'), liveChannel('basketball')] }, () =>
        rooms.animationRooms(),
      ),
  );

  app.get(
    '/live/tv/match-list',
    {
      schema: {
        // The spec's client sends its token here; guests watch the match page's video too.
        headers: accessTokenHeaders,
        tags,
        summary: '比赛的直播流（无直播时 code 20001；游客可看）',
        querystring: tvMatchListQuery,
        response: { 200: envelope(tvMatchList) },
      },
    },
    async (request) => ok(await rooms.tvStreams(request.query.matchId)),
  );

  app.get(
    '/vlive/my/room',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '我的直播间与推流地址（需实名认证；推流码只在生成时显示）',
        response: { 200: envelope(myRoom) },
      },
    },
    async (request) => ok(await anchorRoom.show(await requireUserId(request), request.hostname)),
  );

  app.post(
    '/vlive/my/room',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '开播或修改直播间（标题、分类、关联比赛；首次开通时返回推流码）',
        body: myRoomBody,
        consumes: formOrJson,
        response: { 200: envelope(myRoom) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await minorMode.refuse(request, 'broadcast');
      return ok(await anchorRoom.save(userId, request.hostname, request.body));
    },
  );

  app.post(
    '/vlive/my/room/key',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '重置推流码（旧推流码立即失效）',
        response: { 200: envelope(myRoom) },
      },
    },
    async (request) => ok(await anchorRoom.resetKey(await requireUserId(request), request.hostname)),
  );

  app.post(
    '/vlive/my/room/cover',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '上传直播间封面（multipart 字段 file；JPG/PNG/WEBP/GIF，≤ 2 MB），裁成 16:9 WebP',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(myRoom) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return ok(await anchorRoom.setCover(userId, request.hostname, await readUploadedFile(request)));
    },
  );
};
