import {
  announcementBody,
  blockBody,
  chatList,
  chatSettingsBody,
  conversationQuery,
  createGroupBody,
  emptyData,
  envelope,
  favorBody,
  favoriteList,
  findQuery,
  groupDetail,
  groupList,
  imConnection,
  inviteBody,
  memberBody,
  messagesPage,
  messagesQuery,
  muteAllBody,
  noticeListPage,
  noticeListQuery,
  noticeReadBody,
  noticeSummary,
  noticeUnread,
  openResult,
  readBody,
  relationList,
  relationUser,
  reportBody,
  sendBody,
  shareMatchBody,
  imMessage,
  imNoteList,
  imSearchQuery,
  imSearchResult,
  releaseNotes as releaseNotesSchema,
  seqBody,
  stopSpeakBody,
  userIdBody,
  userRoleBody,
} from '@kanqiu/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { FavoritesService } from './favorites.service';
import type { GroupsService } from './groups.service';
import type { SearchService } from './search.service';
import { imSocketPath } from './im-socket';
import type { MessagesService } from './messages.service';
import type { NoticeCenter } from './notice-center.service';
import { releaseNotes, type NotesService } from './notes.service';
import type { RelationsService } from './relations.service';

export type ImRoutesDeps = {
  messages: MessagesService;
  relations: RelationsService;
  groups: GroupsService;
  favorites: FavoritesService;
  search: SearchService;
  notes: NotesService;
  noticeCenter: NoticeCenter;
};

const tags = ['im'];

/** A signed-in route whose input is the query (GET) or the body (POST), answering `result` in the envelope. */
function signedRoute<I extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  summary: string,
  input: I,
  result: R,
  handler: (userId: number, input: z.output<I>) => Promise<z.output<R>>,
): void {
  app.route({
    method,
    url,
    schema: {
      ...signedInSchema,
      tags,
      summary,
      ...(method === 'GET' ? { querystring: input } : { body: input, consumes: formOrJson }),
      response: { 200: envelope(result) },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return ok(await handler(userId, (method === 'GET' ? request.query : request.body) as z.output<I>));
    },
  });
}

const done = async () => ({});

export const imRoutes: FastifyPluginAsyncZod<ImRoutesDeps> = async (
  app,
  { messages, relations, groups, favorites, search, notes, noticeCenter },
) => {
  const route = <I extends z.ZodType, R extends z.ZodType>(
    method: 'GET' | 'POST',
    url: string,
    summary: string,
    input: I,
    result: R,
    handler: (userId: number, input: z.output<I>) => Promise<z.output<R>>,
  ) => signedRoute(app, method, url, summary, input, result, handler);
  const none = emptyData;
  // The web adds its client parameters (`platform`) to every GET: lists take no input and ignore them.
  const anyQuery = z.object({});

  // The socket's addresses: the API host itself, as the request reached it.
  app.post(
    imSocketPath,
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '消息连接：token 与 websocket 地址（取第一个）',
        response: { 200: envelope(imConnection) },
      },
    },
    async (request) => {
      await requireUserId(request);
      const secure = request.protocol === 'https';
      const port = request.port ?? (secure ? 443 : 80);
      return ok({
        token: randomUUID(),
        list: [{ protocol: secure ? ('wss' as const) : ('ws' as const), host: request.hostname, port }],
      });
    },
  );

  // 公告 and 版本说明 are the same for everyone: public.
  app.get(
    '/imapi/note/list',
    { schema: { tags, summary: '公告（最新在前）', response: { 200: envelope(imNoteList) } } },
    async () => ok(await notes.list()),
  );
  app.get(
    '/imapi/version/list',
    {
      schema: {
        tags,
        summary: '版本说明：当前版本与每个版本的更新（最新在前）',
        response: { 200: envelope(releaseNotesSchema) },
      },
    },
    async () => ok(releaseNotes()),
  );

  route(
    'GET',
    '/imapi/chat/list',
    '会话列表（messageStatus 0 的 count 之和为未读角标）',
    anyQuery,
    chatList,
    (userId) => messages.chatList(userId),
  );
  route(
    'GET',
    '/imapi/chat/messages',
    '会话消息：before 向上翻页，after 补齐断线期间的消息',
    messagesQuery,
    messagesPage,
    (userId, q) => messages.messages(userId, q),
  );
  route('POST', '/imapi/chat/send', '发送消息（同一 clientId 只算一条）', sendBody, imMessage, (userId, body) =>
    messages.send(userId, body),
  );
  route('POST', '/imapi/chat/read', '标记已读到 seq', readBody, none, (userId, b) =>
    messages.read(userId, b.id, b.seq).then(done),
  );

  route(
    'GET',
    '/imapi/notice/summary',
    '通知中心：各分组未读数与最新一条，私信未读数',
    anyQuery,
    noticeSummary,
    (userId) => noticeCenter.summary(userId),
  );
  route(
    'GET',
    '/imapi/notice/list',
    '通知中心：一个分组的通知（最新在前，cursor 翻页）',
    noticeListQuery,
    noticeListPage,
    (userId, q) => noticeCenter.list(userId, q),
  );
  route('GET', '/imapi/notice/unread', '通知中心未读总数（“我的”角标）', anyQuery, noticeUnread, async (userId) => ({
    total: await noticeCenter.unread(userId),
  }));
  route('POST', '/imapi/notice/read', '通知中心：把一个分组（不传则全部）标为已读', noticeReadBody, none, (userId, b) =>
    noticeCenter.read(userId, b.group).then(done),
  );
  route('POST', '/imapi/chat/recall', '撤回 2 分钟内自己发送的消息', seqBody, none, (userId, b) =>
    messages.recall(userId, b.id, b.seq).then(done),
  );
  route('POST', '/imapi/chat/delete', '删除自己发送的消息（双方都不再显示）', seqBody, none, (userId, b) =>
    messages.remove(userId, b.id, b.seq).then(done),
  );
  route('POST', '/imapi/chat/shareMatch', '把一场比赛以卡片分享到会话', shareMatchBody, imMessage, (userId, b) =>
    messages.shareMatch(userId, b),
  );
  route('POST', '/imapi/chat/favor', '收藏或取消收藏一条消息', favorBody, none, (userId, b) =>
    favorites.favor(userId, b).then(done),
  );
  route('GET', '/imapi/chat/favorites', '我的收藏（最新在前）', anyQuery, favoriteList, (userId) =>
    favorites.list(userId),
  );
  route('POST', '/imapi/chat/settings', '消息免打扰（messageStatus 1）与置顶', chatSettingsBody, none, (userId, b) =>
    messages.settings(userId, b).then(done),
  );
  route('POST', '/imapi/chat/clear', '清空聊天记录（仅自己）', conversationQuery, none, (userId, b) =>
    messages.clear(userId, b.id).then(done),
  );
  route('POST', '/imapi/chat/report', '举报会话或消息', reportBody, none, (userId, b) =>
    messages.report(userId, b).then(done),
  );
  route('POST', '/imapi/chat/open', '打开与好友的私聊', userIdBody, openResult, async (userId, b) => ({
    id: await relations.openDirect(userId, b.userId),
  }));

  route('GET', '/imapi/search', '搜索：用户、我的群聊、聊天记录', imSearchQuery, imSearchResult, (userId, q) =>
    search(userId, q.keyword),
  );

  route('POST', '/imapi/user/follow', '关注用户', userIdBody, relationUser, (userId, b) =>
    relations.follow(userId, b.userId),
  );
  route('POST', '/imapi/user/unfollow', '取消关注', userIdBody, relationUser, (userId, b) =>
    relations.unfollow(userId, b.userId),
  );
  route('POST', '/imapi/user/block', '拉黑或解除拉黑', blockBody, relationUser, (userId, b) =>
    relations.block(userId, b.userId, b.blocked),
  );
  route('GET', '/imapi/user/attention', '我的关注', anyQuery, relationList, (userId) =>
    relations.list(userId, 'following'),
  );
  route('GET', '/imapi/user/fans', '我的粉丝', anyQuery, relationList, (userId) => relations.list(userId, 'followers'));
  route('GET', '/imapi/user/friends', '通讯录：互相关注的好友', anyQuery, relationList, (userId) =>
    relations.friends(userId),
  );
  route('GET', '/imapi/user/find', '找人：按昵称或 ID，空关键字为推荐', findQuery, relationList, (userId, q) =>
    relations.find(userId, q.keyword),
  );
  route('GET', '/imapi/user/card', '用户名片', conversationQuery, relationUser, (userId, q) =>
    relations.card(userId, q.id),
  );

  route('POST', '/imapi/group/create', '创建群聊（邀请好友）', createGroupBody, openResult, async (userId, b) => ({
    id: await groups.create(userId, b.name, b.memberIds),
  }));
  route('GET', '/imapi/group/list', '我的群聊', anyQuery, groupList, (userId) => groups.list(userId));
  route('GET', '/imapi/group/detail', '群资料：成员与角色、公告、禁言', conversationQuery, groupDetail, (userId, q) =>
    groups.detail(userId, q.id),
  );
  route('POST', '/imapi/group/invite', '邀请好友入群', inviteBody, none, (userId, b) =>
    groups.invite(userId, b.id, b.userIds).then(done),
  );
  route('POST', '/imapi/group/userRole', '设置管理员（仅群主）', userRoleBody, none, (userId, b) =>
    groups.setRole(userId, b.id, b.userId, b.role).then(done),
  );
  route('POST', '/imapi/group/stopSpeak', '禁言成员（minutes 省略为永久）', stopSpeakBody, none, (userId, b) =>
    groups.stopSpeak(userId, b.id, b.userId, b.minutes).then(done),
  );
  route('POST', '/imapi/group/speak', '解除禁言', memberBody, none, (userId, b) =>
    groups.speak(userId, b.id, b.userId).then(done),
  );
  route('POST', '/imapi/group/muteAll', '全员禁言开关', muteAllBody, none, (userId, b) =>
    groups.muteAll(userId, b.id, b.muted).then(done),
  );
  route('POST', '/imapi/group/announcement', '修改群公告', announcementBody, none, (userId, b) =>
    groups.announce(userId, b.id, b.text).then(done),
  );
  route('POST', '/imapi/group/delete', '移出成员', memberBody, none, (userId, b) =>
    groups.remove(userId, b.id, b.userId).then(done),
  );
  route('POST', '/imapi/group/transfer', '转让群主', memberBody, none, (userId, b) =>
    groups.transfer(userId, b.id, b.userId).then(done),
  );
  route('POST', '/imapi/group/out', '退出群聊（群主需先转让）', conversationQuery, none, (userId, b) =>
    groups.out(userId, b.id).then(done),
  );
};
