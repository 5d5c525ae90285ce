import { createdPost, editorialSaved } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { randomUUID } from 'node:crypto';
import { ensureCircles } from '../../src/modules/community/community-seed';
import { dataOf, post } from '../support/api';
import { seedScenario } from '../support/football-fixtures';
import type { TestServer } from '../support/test-server';
import { friends, imUser, type ImUserFixture } from '../im/im-client';
import { certifiedUser, openRoom } from '../rooms/room-fixtures';

export const adminToken = 'moderation-places-admin-token-0123456789';
export const asAdmin = { headers: { 'x-admin-token': adminToken } };

/** A place a fan writes, the code it refuses a refused word with, and the one it refuses a blocked fan with. */
export type Place = {
  name: string;
  refusedCode: number;
  blockedCode: number | null;
  write: (writer: Writer, text: string) => Promise<unknown>;
};

/** A fresh fan (each has its own send allowances) with a conversation with the same peer. */
export type Writer = ImUserFixture & { conversation: number };

let writers = 0;

/**
 * Every place a fan can write text (docs/decisions/0068-one-moderation-part.md), on one room, one 圈子 post and one news
 * article.
 */
export async function placesOf(server: TestServer) {
  const anchor = await certifiedUser(server);
  const roomId = (await openRoom(server, anchor.token, { title: '审核测试房', category: 1 })).room!.id;
  await seedScenario(server);
  await ensureCircles(server.database.db);
  const circleId = (await server.database.db.selectFrom('circles').select('id').executeTakeFirstOrThrow()).id;
  const peer = await imUser(server, '审核对象');
  const postCode = dataOf(
    await post(server, '/community/posts', { circleId, content: '周末谁赢？' }, { token: peer.token }),
    createdPost,
  ).code;
  const article = { columnId: 1005, title: '阿森纳冬窗计划', markdown: '阿森纳计划引进一名中后卫。' };
  const articleId = dataOf(await post(server, '/admin/news/articles', article, asAdmin), editorialSaved).id;

  const writer = async (): Promise<Writer> => {
    const fan = await imUser(server, `审核球迷${++writers}`);
    return { ...fan, conversation: await friends(server, fan, peer) };
  };
  const as = (w: Writer) => ({ token: w.token });
  const places: Place[] = [
    {
      name: 'nickname',
      refusedCode: Code.nickNameSensitive,
      blockedCode: null,
      write: (w, text) => post(server, '/user/center/nickname', { nickName: `球迷${text}` }, as(w)),
    },
    {
      name: 'room title',
      refusedCode: Code.contentSensitive,
      blockedCode: null,
      // The anchor's own room: a title is written by its anchor, whoever the fan of the round is.
      write: (_w, text) =>
        post(server, '/vlive/my/room', { title: `今晚${text}`, category: 1 }, { token: anchor.token }),
    },
    {
      name: 'room chat',
      refusedCode: Code.chatTextSensitive,
      blockedCode: Code.chatBanned,
      write: (w, text) => post(server, '/chat/msg', { group: String(roomId), clientId: randomUUID(), text }, as(w)),
    },
    {
      name: 'match chat',
      refusedCode: Code.chatTextSensitive,
      blockedCode: Code.chatBanned,
      write: (w, text) => post(server, '/chat/msg', { group: 'football', clientId: randomUUID(), text }, as(w)),
    },
    {
      name: 'private message',
      refusedCode: Code.imSensitiveText,
      blockedCode: Code.imSuspended,
      write: (w, text) => post(server, '/imapi/chat/send', { id: w.conversation, clientId: randomUUID(), text }, as(w)),
    },
    {
      name: 'post',
      refusedCode: Code.contentSensitive,
      blockedCode: Code.communityBanned,
      write: (w, text) => post(server, '/community/posts', { circleId, content: `今天${text}` }, as(w)),
    },
    {
      name: 'post comment',
      refusedCode: Code.contentSensitive,
      blockedCode: Code.communityBanned,
      write: (w, text) => post(server, `/community/posts/${postCode}/comments`, { content: text }, as(w)),
    },
    {
      name: 'news comment',
      refusedCode: Code.contentSensitive,
      blockedCode: Code.communityBanned,
      write: (w, text) => post(server, `/inform/info/${articleId}/comments`, { content: text }, as(w)),
    },
  ];
  return { places, writer, roomId, postCode, peer };
}
