import { circleList, createdPost, moderationReportList, noticePage, postDetail } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureCircles } from '../../src/modules/community/community-seed';
import { systemNotices } from '../im/im-client';
import { dataOf, get, post, registerUser, type TestUser } from '../support/api';
import { seedFootballReference } from '../support/football-fixtures';
import { expectDocumented } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const adminToken = 'operator-token-for-comments-01';
const asAdmin = { headers: { 'x-admin-token': adminToken } };
const idOf = z.object({ id: z.number() });
const commentRoutes = [
  ['POST', '/admin/community/comments/{id}/hide'],
  ['POST', '/admin/community/comments/{id}/delete'],
] as const;

describe.each(backends())('operators hide or delete a single comment on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });
  let code: string;
  let author: TestUser;
  let rude: TestUser;
  let polite: TestUser;
  let rudeComment: number;
  let politeComment: number;
  const detail = async (token?: string) =>
    dataOf(await get(server(), `/community/posts/${code}`, token ? { token } : {}), postDetail);
  const queue = async () =>
    dataOf(
      await get(server(), '/admin/moderation/reports', { ...asAdmin, query: { subject: 'comment' } }),
      moderationReportList,
    ).list;
  const comment = async (user: TestUser, content: string) =>
    dataOf(await post(server(), `/community/posts/${code}/comments`, { content }, { token: user.token }), idOf).id;

  it('documents the comment routes and lists them in OpenAPI', async () => {
    await expectDocumented(server(), commentRoutes, /^admin$/);
  });

  it('queues a reported comment once, with its post, its reports and reasons', async () => {
    await seedFootballReference(server());
    await ensureCircles(server().database.db);
    const circleId = dataOf(await get(server(), '/community/circles'), circleList)[0]!.id;
    [author, rude, polite] = [await registerUser(server()), await registerUser(server()), await registerUser(server())];
    code = dataOf(
      await post(server(), '/community/posts', { circleId, content: '今晚的德比谁能赢？' }, { token: author.token }),
      createdPost,
    ).code;
    rudeComment = await comment(rude, '买球上我家网站，稳赚不赔');
    politeComment = await comment(polite, '主队状态好，看好主胜');
    for (const [user, reason] of [
      [author, '垃圾广告'],
      [polite, '其他'],
    ] as const) {
      const reported = await post(
        server(),
        `/community/posts/${code}/report`,
        { reason, commentId: rudeComment },
        { token: user.token },
      );
      expect(reported.code).toBe(Code.ok);
    }
    const [item] = await queue();
    expect(item).toMatchObject({
      subjectKind: 'comment',
      reports: 2,
      reasons: ['垃圾广告', '其他'],
      status: 'pending',
    });
    expect(item!.subject).toEqual({
      kind: 'comment',
      id: rudeComment,
      content: '买球上我家网站，稳赚不赔',
      author: { id: expect.any(Number), nickName: expect.any(String) },
      hidden: false,
      post: { code, title: expect.any(String) },
    });
  });

  it('hides the comment from others, keeps it for its author, handles its reports and tells the author', async () => {
    expect((await post(server(), `/admin/community/comments/${rudeComment}/hide`, { hidden: true })).code).toBe(
      Code.forbidden,
    );
    const hidden = await post(server(), `/admin/community/comments/${rudeComment}/hide`, { hidden: true }, asAdmin);
    expect(hidden).toMatchObject({ code: Code.ok, data: { done: true } });

    const seen = (await detail(polite.token)).comments;
    expect(seen.map((c) => [c.id, c.hidden, c.content])).toEqual([
      [rudeComment, true, ''],
      [politeComment, false, '主队状态好，看好主胜'],
    ]);
    expect((await detail()).comments[0]).toMatchObject({ hidden: true, content: '' });
    expect((await detail(rude.token)).comments[0]).toMatchObject({
      hidden: true,
      mine: true,
      content: '买球上我家网站，稳赚不赔',
    });
    expect(await queue()).toEqual([]);

    const told = dataOf(await get(server(), '/user/community/notices', { token: rude.token }), noticePage);
    expect(told.list[0]).toMatchObject({
      kind: 'commentHidden',
      actor: { id: 0, nickName: '圈子管理员' },
      text: '隐藏了你的评论（违反社区规范）',
      commentId: rudeComment,
      post: { code },
    });
    const inMessages = await systemNotices(server(), rude.token);
    expect(inMessages.filter((n) => n.title === '圈子管理员隐藏了你的评论（违反社区规范）')).toEqual([
      expect.objectContaining({ kind: 'community', link: `/community/detail?code=${code}` }),
    ]);
  });

  it('shows it again, then deletes it (the post’s count drops) and tells the author', async () => {
    await post(server(), `/admin/community/comments/${rudeComment}/hide`, { hidden: false }, asAdmin);
    expect((await detail()).comments[0]).toMatchObject({ id: rudeComment, hidden: false });
    const before = (await detail()).commentCount;

    expect((await post(server(), `/admin/community/comments/${rudeComment}/delete`, {}, asAdmin)).code).toBe(Code.ok);
    const after = await detail();
    expect(after.comments.map((c) => c.id)).toEqual([politeComment]);
    expect(after.commentCount).toBe(before - 1);
    const told = dataOf(await get(server(), '/user/community/notices', { token: rude.token }), noticePage);
    expect(told.list[0]).toMatchObject({ kind: 'commentDeleted', text: '删除了你的评论（违反社区规范）' });

    expect((await post(server(), `/admin/community/comments/${rudeComment}/delete`, {}, asAdmin)).code).toBe(
      Code.notFound,
    );
    expect((await post(server(), '/admin/community/comments/999999/hide', { hidden: true }, asAdmin)).code).toBe(
      Code.notFound,
    );
    expect((await post(server(), '/admin/community/comments/abc/hide', {}, asAdmin)).code).toBe(Code.validationFailed);
  });
});
