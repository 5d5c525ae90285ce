import { circleFollow, circleList, createdPost, postDetail, postLike, postPage } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPostSearch } from '../../src/modules/community/post-search';
import { createSearchIndex } from '../../src/platform/search';
import { ensureCircles, writeSamplePosts } from '../../src/modules/community/community-seed';
import { dataOf, get, post, registerUser, type TestUser } from '../support/api';
import { seedScenario, SCENARIO_NOW } from '../support/football-fixtures';
import { expectDocumented } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';


const communityRoutes = [
  ['GET', '/community/circles'],
  ['POST', '/community/circles/{id}/follow'],
  ['GET', '/community/posts/hot'],
  ['GET', '/community/circles/{id}/posts'],
  ['GET', '/user/community/posts'],
  ['POST', '/community/posts'],
  ['GET', '/community/posts/{code}'],
  ['POST', '/community/posts/{code}/comments'],
  ['POST', '/community/posts/{code}/like'],
  ['POST', '/community/posts/{code}/report'],
  ['POST', '/community/posts/{code}/accept'],
  ['POST', '/community/posts/{code}/delete'],
] as const;

describe.each(backends())('community API on $name', (backend) => {
  const server = useTestServer(backend);
  let premier: number;
  let author: TestUser;
  let other: TestUser;
  let code: string;
  const detail = async (c: string, token?: string) =>
    dataOf(await get(server(), `/community/posts/${c}`, token ? { token } : {}), postDetail);

  it('documents every route and lists it in OpenAPI under the community tag', async () => {
    await expectDocumented(server(), communityRoutes, /^community$/);
  });

  it('opens a circle per competition and big club, with 示例用户 posts about finished matches', async () => {
    await seedScenario(server());
    await ensureCircles(server().database.db);
    // Unchanged circles are no write: the seed's runs leave the cached circle list alone.
    expect(await ensureCircles(server().database.db)).toBe(0);
    expect(
      await writeSamplePosts(
        server().database.db,
        createPostSearch(createSearchIndex(server().database)),
        server().readCache,
        SCENARIO_NOW,
      ),
    ).toBeGreaterThan(0);
    const circles = dataOf(await get(server(), '/community/circles'), circleList);
    const names = circles.map((c) => c.name);
    expect(names).toContain('英超圈');
    expect(names).toContain('曼联圈');
    expect(new Set(names).size).toBe(names.length);
    premier = circles.find((c) => c.name === '英超圈')!.id;
    const { list } = dataOf(await get(server(), `/community/circles/${premier}/posts`), postPage);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.author.sample && p.author.nickName.startsWith('示例用户'))).toBe(true);
    // The sample post about Liverpool 2-1 City states that score.
    expect(list.some((p) => `${p.title}${p.excerpt}`.includes('2-1'))).toBe(true);
  });

  it('posts, refuses blocked words, and keeps markup as text', async () => {
    author = await registerUser(server());
    other = await registerUser(server());
    const refused = await post(
      server(),
      '/community/posts',
      { circleId: premier, content: '加微信带你赢' },
      { token: author.token },
    );
    expect(refused.code).toBe(Code.contentSensitive);
    expect(
      (await post(server(), '/community/posts', { circleId: premier, content: ' ' }, { token: author.token })).code,
    ).toBe(Code.validationFailed);
    const xss = '<script>alert(1)</script>阿森纳今年能夺冠吗？';
    const created = await post(
      server(),
      '/community/posts',
      { circleId: premier, kind: 'question', title: '争冠讨论', content: xss },
      { token: author.token },
    );
    code = dataOf(created, createdPost).code;
    const shown = await detail(code, author.token);
    expect(shown).toMatchObject({ content: xss, kind: 'question', mine: true, title: '争冠讨论' });
    const mine = dataOf(await get(server(), '/user/community/posts', { token: author.token }), postPage);
    expect(mine.list.map((p) => p.code)).toEqual([code]);
  });

  it('threads comments two levels deep and lets the asker accept an answer', async () => {
    const answer = dataOf(
      await post(server(), `/community/posts/${code}/comments`, { content: '我看好阿森纳' }, { token: other.token }),
      z.object({ id: z.number() }),
    ).id;
    const reply = await post(
      server(),
      `/community/posts/${code}/comments`,
      { content: '同意', parentId: answer },
      { token: author.token },
    );
    expect(reply.code).toBe(Code.ok);
    const shown = await detail(code);
    expect(shown.commentCount).toBe(2);
    expect(shown.comments).toHaveLength(1);
    expect(shown.comments[0]!.replies[0]).toMatchObject({
      content: '同意',
      replyTo: shown.comments[0]!.author.nickName,
    });
    const byOther = await post(
      server(),
      `/community/posts/${code}/accept`,
      { commentId: answer },
      { token: other.token },
    );
    expect(byOther.code).toBe(Code.answerNotAcceptable);
    expect(
      (await post(server(), `/community/posts/${code}/accept`, { commentId: answer }, { token: author.token })).code,
    ).toBe(Code.ok);
    expect(await detail(code)).toMatchObject({ acceptedCommentId: answer, answered: true });
  });

  it('counts a like once and follows a circle once', async () => {
    const like = () => post(server(), `/community/posts/${code}/like`, { liked: true }, { token: other.token });
    expect(dataOf(await like(), postLike)).toEqual({ liked: true, likeCount: 1 });
    expect(dataOf(await like(), postLike)).toEqual({ liked: true, likeCount: 1 });
    const follow = () =>
      post(server(), `/community/circles/${premier}/follow`, { follow: true }, { token: other.token });
    expect(dataOf(await follow(), circleFollow).followerCount).toBe(1);
    expect(dataOf(await follow(), circleFollow).followerCount).toBe(1);
    const circles = dataOf(await get(server(), '/community/circles', { token: other.token }), circleList);
    expect(circles.find((c) => c.id === premier)).toMatchObject({ followed: true, followerCount: 1 });
  });

  it('hides a post three users reported, answering a clear code', async () => {
    for (const user of [other, await registerUser(server()), await registerUser(server())]) {
      const reported = await post(
        server(),
        `/community/posts/${code}/report`,
        { reason: '垃圾广告' },
        { token: user.token },
      );
      expect(reported.code).toBe(Code.ok);
    }
    const hidden = await get(server(), `/community/posts/${code}`);
    expect(hidden).toMatchObject({ status: 200, code: Code.postHidden, data: null });
    expect((await get(server(), '/community/posts/NoSuchPost1')).code).toBe(Code.postNotFound);
    expect((await get(server(), '/community/posts/bad!code')).code).toBe(Code.validationFailed);
  });

  it('deletes only the user’s own post', async () => {
    const fresh = dataOf(
      await post(server(), '/community/posts', { circleId: premier, content: '周末一起看球' }, { token: author.token }),
      createdPost,
    ).code;
    expect((await post(server(), `/community/posts/${fresh}/delete`, {}, { token: other.token })).code).toBe(
      Code.forbidden,
    );
    expect((await post(server(), `/community/posts/${fresh}/delete`, {}, { token: author.token })).code).toBe(Code.ok);
    expect((await get(server(), `/community/posts/${fresh}`)).code).toBe(Code.postNotFound);
  });
});
