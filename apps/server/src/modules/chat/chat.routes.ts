import {
  adminTokenHeaders,
  chatBan,
  chatBanBody,
  chatDeleteBody,
  chatGroupQuery,
  chatMessage,
  chatMute,
  chatMuteBody,
  chatNotice,
  chatNoticeBody,
  chatPage,
  chatPageQuery,
  chatReportBody,
  chatSendBody,
  chatToken,
  chatWelcome,
  envelope,
} from '@kanqiu/contract';
import { chatChannel, chatRateLimit, entranceAnnounceSeconds, parseChatGroup } from '@kanqiu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdminToken } from '../../platform/http/admin-token';
import { optionalUserId, requireUserId } from '../../platform/http/auth';
import { cachedRead } from '../../platform/http/cached-read';
import { ok } from '../../platform/http/envelope';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import { userProfilesTag } from '../user';
import type { ChatService } from './chat.service';

const tags = ['chat'];
/** A group's reads move with its channel (each line, deletion, announcement) and its fans' names. */
const groupReads = (raw: string) => {
  const group = parseChatGroup(raw);
  return { dependsOn: [...(group ? [chatChannel(group)] : []), userProfilesTag] };
};

/** The hub socket's path on this host; the address list points there. */
const socketPath = '/ws/live';

/** `adminToken` absent: the operators' ban route is not registered. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; adminToken: string | undefined }> = async (
  app,
  { chat, adminToken },
) => {
  // Per user, on every instance at once (the counters sit where @fastify/rate-limit keeps them: Redis when set).
  const sendRate = app.createRateLimit({
    max: chatRateLimit.max,
    timeWindow: chatRateLimit.windowSeconds * 1000,
    keyGenerator: async (request) => `chat-send|${await optionalUserId(request)}`,
  });
  // A noble is announced in a group once in the window, however often the page reloads, on any instance.
  const entranceRate = app.createRateLimit({
    max: 1,
    timeWindow: entranceAnnounceSeconds * 1000,
    keyGenerator: async (request) =>
      `chat-entrance|${await optionalUserId(request)}|${(request.body as { group: string }).group}`,
  });

  app.post(
    '/chat/getToken',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '聊天连接令牌（5 分钟有效）与连接地址；游客也可取得，只能收看',
        querystring: chatGroupQuery,
        response: { 200: envelope(chatToken) },
      },
    },
    async (request) => {
      const token = await chat.token(request.query.group, await optionalUserId(request));
      const secure = request.protocol === 'https';
      const port = request.port ?? (secure ? 443 : 80);
      return ok({
        ...token,
        address: [{ protocol: secure ? 'wss' : 'ws', host: request.hostname, port, path: socketPath } as const],
      });
    },
  );

  app.post(
    '/chat/msg',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '发言（需登录）：先存储再推送；同一 clientId 重发返回同一条消息',
        body: chatSendBody,
        consumes: formOrJson,
        response: { 200: envelope(chatMessage) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      // `isAllowed` means exempt (an allow list); otherwise the attempt counts and may exceed the limit.
      const allowed = async () => {
        const result = await sendRate(request);
        return result.isAllowed || !result.isExceeded;
      };
      return ok(await chat.send(userId, request.body, allowed));
    },
  );

  app.post(
    '/chat/page',
    {
      schema: {
        tags,
        summary: '聊天记录，新的在前；before 为上一页最早一条的 id',
        body: chatPageQuery,
        consumes: formOrJson,
        response: { 200: envelope(chatPage) },
      },
    },
    async (request, reply) => {
      const { group, before, size } = request.body;
      // Every line sent, deleted or announced in the group is published on its channel.
      return cachedRead(request, reply, groupReads(group), () => chat.page(group, before, size));
    },
  );

  app.post(
    '/chat/notice',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '直播间公告：不带 text 为读取（无自设公告时为平台公告）；带 text 为主播设置（空字符串恢复平台公告）',
        body: chatNoticeBody,
        consumes: formOrJson,
        response: { 200: envelope(chatNotice) },
      },
    },
    async (request, reply) => {
      const { group, text } = request.body;
      if (text === undefined) return cachedRead(request, reply, groupReads(group), () => chat.notice(group, null));
      return ok(await chat.notice(group, { userId: await requireUserId(request), text }));
    },
  );

  app.post(
    '/chat/welcome',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '进入直播间的欢迎语；伯爵及以上贵族进场时向全场播报（同一直播间 10 分钟内一次）',
        body: chatGroupQuery,
        consumes: formOrJson,
        response: { 200: envelope(chatWelcome) },
      },
    },
    async (request) => {
      const announce = async () => {
        const result = await entranceRate(request);
        return result.isAllowed || !result.isExceeded;
      };
      return ok(await chat.welcome(request.body.group, await optionalUserId(request), announce));
    },
  );

  app.post(
    '/chat/mute',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '主播禁言用户（10、60 或 1440 分钟；0 解除）',
        body: chatMuteBody,
        consumes: formOrJson,
        response: { 200: envelope(chatMute) },
      },
    },
    async (request) => ok(await chat.mute(await requireUserId(request), request.body)),
  );

  app.post(
    '/chat/delete',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '主播删除一条消息，所有观众随即移除',
        body: chatDeleteBody,
        consumes: formOrJson,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await chat.remove(await requireUserId(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/chat/report',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '举报一条聊天消息（同一用户只计一次），交运营在举报队列处理',
        body: chatReportBody,
        consumes: formOrJson,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await chat.report(await requireUserId(request), request.body);
      return ok(null);
    },
  );

  if (!adminToken) return;
  app.post(
    '/admin/chat/ban',
    {
      schema: {
        tags: ['admin'],
        summary: '运营：禁止用户在所有聊天中发言（minutes 为 0 解除；请求头 x-admin-token）',
        headers: adminTokenHeaders,
        body: chatBanBody,
        consumes: formOrJson,
        response: { 200: envelope(chatBan) },
      },
    },
    async (request) => {
      requireAdminToken(request, adminToken);
      return ok(await chat.ban(request.body));
    },
  );
};
