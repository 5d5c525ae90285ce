import {
  circleList,
  createdPost,
  postDetail,
  postPage,
  tagOptions,
  userInfo,
  type PostSummary,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureCircles, writeSamplePosts } from '../../src/modules/community/community-seed';
import { createPostSearch } from '../../src/modules/community/post-search';
import { createSearchIndex } from '../../src/platform/search';
import { dataOf, get, post, registerUser, type TestUser } from '../support/api';
import { seedFootballReference, seedScenario, SCENARIO_NOW } from '../support/football-fixtures';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const adminToken = 'operator-token-for-cache-00001';
const asAdmin = { headers: { 'x-admin-token': adminToken } };
const idOf = z.object({ id: z.number() });
const asViewer = (token?: string) => (token ? { token } : {});

type Author = TestUser & { id: number };
/** Where a post is listed: every circle's hot list, its circle's lists and its author's. */
type Where = { circleId: number; authorId: number };

async function newAuthor(server: TestServer): Promise<Author> {
  const user = await registerUser(server);
  return { ...user, id: dataOf(await get(server, '/user/center/info', { token: user.token }), userInfo).id };
}

const circles = async (server: TestServer, token?: string) =>
  dataOf(await get(server, '/community/circles', asViewer(token)), circleList);
const circle = async (server: TestServer, id: number, token?: string) =>
  (await circles(server, token)).find((c) => c.id === id)!;
const detail = async (server: TestServer, code: string, token?: string) =>
  dataOf(await get(server, `/community/posts/${code}`, asViewer(token)), postDetail);
const page = async (server: TestServer, path: string, sort = 'latest') =>
  dataOf(await get(server, path, { query: { size: '50', sort } }), postPage).list;

/** The post in each list it belongs on (undefined where it is missing): hot, circle latest and hot, author's. */
async function listed(server: TestServer, where: Where, code: string): Promise<(PostSummary | undefined)[]> {
  const lists = await Promise.all([
    page(server, '/community/posts/hot'),
    page(server, `/community/circles/${where.circleId}/posts`),
    page(server, `/community/circles/${where.circleId}/posts`, 'hot'),
    page(server, `/community/users/${where.authorId}/posts`),
  ]);
  return lists.map((list) => list.find((p) => p.code === code));
}

async function write(server: TestServer, author: TestUser, body: Record<string, unknown>): Promise<string> {
  return dataOf(await post(server, '/community/posts', body, { token: author.token }), createdPost).code;
}

async function comment(server: TestServer, user: TestUser, code: string, content: string, parentId?: number) {
  const body = parentId === undefined ? { content } : { content, parentId };
  return dataOf(await post(server, `/community/posts/${code}/comments`, body, { token: user.token }), idOf).id;
}

/** Reads until `done` holds or two seconds pass (a bus message on its way); the last value read. */
async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(backends())('community reads, cached and made again by every write, on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });
  let premier: number;
  let fan: Author;
  let other: Author;

  /** A fresh author's post in the 英超圈 (each author has a few posts a minute). */
  async function freshPost(body: Record<string, unknown> = {}) {
    const author = await newAuthor(server());
    const code = await write(server(), author, { circleId: premier, content: '今晚的德比谁能赢？', ...body });
    return { author, code, where: { circleId: premier, authorId: author.id } };
  }

  beforeAll(async () => {
    await seedScenario(server());
    await ensureCircles(server().database.db);
    premier = (await circles(server())).find((c) => c.name === '英超圈')!.id;
    [fan, other] = [await newAuthor(server()), await newAuthor(server())];
  });

  it('shows the 示例用户 posts the seed writes at once', async () => {
    const before = await circle(server(), premier);
    const inCircle = await page(server(), `/community/circles/${premier}/posts`);
    const written = await writeSamplePosts(
      server().database.db,
      createPostSearch(createSearchIndex(server().database)),
      server().readCache,
      SCENARIO_NOW,
    );
    expect(written).toBeGreaterThan(0);
    const after = await page(server(), `/community/circles/${premier}/posts`);
    expect(after.length).toBeGreaterThan(inCircle.length);
    expect(after.filter((p) => p.author.sample).length).toBeGreaterThan(0);
    expect((await circle(server(), premier)).postCount).toBe(before.postCount + after.length - inCircle.length);
    expect((await page(server(), '/community/posts/hot')).some((p) => p.author.sample)).toBe(true);
  });

  it('answers a repeated read from memory, until a write moves it', async () => {
    const { code, where } = await freshPost();
    const paths = [
      '/community/circles',
      '/community/posts/hot',
      `/community/circles/${premier}/posts`,
      `/community/users/${where.authorId}/posts`,
      `/community/posts/${code}`,
      `/community/tags?circleId=${premier}`,
    ];
    for (const path of paths) await get(server(), path);
    const hits = server().answerMemory.hits();
    for (const path of paths) await get(server(), path);
    expect(server().answerMemory.hits() - hits).toBe(paths.length);
    expect(
      dataOf(await get(server(), `/community/tags?circleId=${premier}`), tagOptions).matches.length,
    ).toBeGreaterThan(0);
  });

  it('shows a new post in the circle’s count and in every list at once', async () => {
    const author = await newAuthor(server());
    const where = { circleId: premier, authorId: author.id };
    expect(await listed(server(), where, 'none')).toEqual([undefined, undefined, undefined, undefined]);
    const { postCount } = await circle(server(), premier);

    const code = await write(server(), author, { circleId: premier, title: '赛前', content: '阿森纳能赢吗？' });
    expect((await listed(server(), where, code)).map((p) => p?.title)).toEqual(['赛前', '赛前', '赛前', '赛前']);
    expect((await circle(server(), premier)).postCount).toBe(postCount + 1);
    expect(await detail(server(), code)).toMatchObject({ code, content: '阿森纳能赢吗？', comments: [] });
  });

  it('shows a comment, a reply and their deletion in the post and in the counts of every list', async () => {
    const { author, code, where } = await freshPost();
    expect((await detail(server(), code)).comments).toEqual([]);
    expect((await listed(server(), where, code)).map((p) => p?.commentCount)).toEqual([0, 0, 0, 0]);

    const first = await comment(server(), fan, code, '主队稳了');
    const shown = await detail(server(), code);
    expect(shown.comments.map((c) => c.content)).toEqual(['主队稳了']);
    expect((await listed(server(), where, code)).map((p) => p?.commentCount)).toEqual([1, 1, 1, 1]);

    const reply = await comment(server(), author, code, '未必', first);
    expect((await detail(server(), code)).comments[0]!.replies.map((r) => r.content)).toEqual(['未必']);
    expect((await listed(server(), where, code)).map((p) => p?.commentCount)).toEqual([2, 2, 2, 2]);

    await post(server(), `/community/posts/${code}/delete`, { commentId: reply }, { token: author.token });
    const after = await detail(server(), code);
    expect(after.comments[0]!.replies).toEqual([]);
    expect(after.commentCount).toBe(1);
    expect((await listed(server(), where, code)).map((p) => p?.commentCount)).toEqual([1, 1, 1, 1]);
  });

  it('shows a like in the counts, and `liked` to the fan who gave it alone', async () => {
    const { author, code, where } = await freshPost();
    expect(await detail(server(), code, fan.token)).toMatchObject({ liked: false, likeCount: 0 });
    expect(await detail(server(), code)).toMatchObject({ liked: false, likeCount: 0 });
    await listed(server(), where, code);

    const like = (liked: boolean) => post(server(), `/community/posts/${code}/like`, { liked }, { token: fan.token });
    await like(true);
    expect(await detail(server(), code, fan.token)).toMatchObject({ liked: true, likeCount: 1, mine: false });
    expect(await detail(server(), code)).toMatchObject({ liked: false, likeCount: 1, mine: false });
    expect(await detail(server(), code, author.token)).toMatchObject({ liked: false, likeCount: 1, mine: true });
    expect((await listed(server(), where, code)).map((p) => p?.likeCount)).toEqual([1, 1, 1, 1]);

    await like(false);
    expect(await detail(server(), code, fan.token)).toMatchObject({ liked: false, likeCount: 0 });
    expect((await listed(server(), where, code)).map((p) => p?.likeCount)).toEqual([0, 0, 0, 0]);
  });

  it('shows a follow in the circle’s count, and `followed` to the follower alone', async () => {
    const before = await circle(server(), premier);
    expect(await circle(server(), premier, fan.token)).toMatchObject({ followed: false });
    expect(await circle(server(), premier, other.token)).toMatchObject({ followed: false });

    const follow = (yes: boolean) =>
      post(server(), `/community/circles/${premier}/follow`, { follow: yes }, { token: fan.token });
    await follow(true);
    expect(await circle(server(), premier, fan.token)).toMatchObject({
      followed: true,
      followerCount: before.followerCount + 1,
    });
    expect(await circle(server(), premier, other.token)).toMatchObject({ followed: false });
    expect(await circle(server(), premier)).toMatchObject({ followed: false, followerCount: before.followerCount + 1 });

    await follow(false);
    expect(await circle(server(), premier, fan.token)).toMatchObject({
      followed: false,
      followerCount: before.followerCount,
    });
  });

  it('shows an accepted answer in the question and in every list', async () => {
    const { author, code, where } = await freshPost({ kind: 'question', content: '谁能夺冠？' });
    const answer = await comment(server(), fan, code, '阿森纳');
    expect(await detail(server(), code)).toMatchObject({ acceptedCommentId: null, answered: false });
    expect((await listed(server(), where, code)).map((p) => p?.answered)).toEqual([false, false, false, false]);

    await post(server(), `/community/posts/${code}/accept`, { commentId: answer }, { token: author.token });
    expect(await detail(server(), code)).toMatchObject({ acceptedCommentId: answer, answered: true });
    expect((await listed(server(), where, code)).map((p) => p?.answered)).toEqual([true, true, true, true]);
  });

  it('takes a post its author deleted out of every read at once', async () => {
    const { author, code, where } = await freshPost();
    await detail(server(), code);
    expect((await listed(server(), where, code)).every(Boolean)).toBe(true);
    const { postCount } = await circle(server(), premier);

    await post(server(), `/community/posts/${code}/delete`, {}, { token: author.token });
    expect((await get(server(), `/community/posts/${code}`)).code).toBe(Code.postNotFound);
    expect(await listed(server(), where, code)).toEqual([undefined, undefined, undefined, undefined]);
    expect((await circle(server(), premier)).postCount).toBe(postCount - 1);
  });

  it('takes a post three fans reported out of every read at once', async () => {
    const { code, where } = await freshPost();
    await detail(server(), code);
    expect((await listed(server(), where, code)).every(Boolean)).toBe(true);

    for (const user of [fan, other, await newAuthor(server())]) {
      await post(server(), `/community/posts/${code}/report`, { reason: '垃圾广告' }, { token: user.token });
    }
    expect((await get(server(), `/community/posts/${code}`)).code).toBe(Code.postHidden);
    expect(await listed(server(), where, code)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('shows operators hiding, showing again and deleting a post at once', async () => {
    const { code, where } = await freshPost();
    await detail(server(), code);
    await listed(server(), where, code);

    await post(server(), `/admin/community/posts/${code}/hide`, { hidden: true }, asAdmin);
    expect((await get(server(), `/community/posts/${code}`)).code).toBe(Code.postHidden);
    expect(await listed(server(), where, code)).toEqual([undefined, undefined, undefined, undefined]);

    await post(server(), `/admin/community/posts/${code}/hide`, { hidden: false }, asAdmin);
    expect((await detail(server(), code)).code).toBe(code);
    expect((await listed(server(), where, code)).every(Boolean)).toBe(true);
    const { postCount } = await circle(server(), premier);

    await post(server(), `/admin/community/posts/${code}/delete`, {}, asAdmin);
    expect((await get(server(), `/community/posts/${code}`)).code).toBe(Code.postNotFound);
    expect(await listed(server(), where, code)).toEqual([undefined, undefined, undefined, undefined]);
    expect((await circle(server(), premier)).postCount).toBe(postCount - 1);
  });

  it('shows operators hiding and deleting a comment at once; its author still reads it hidden', async () => {
    const { code, where } = await freshPost();
    const rude = await comment(server(), fan, code, '买球上我家网站');
    expect((await detail(server(), code)).comments[0]).toMatchObject({ hidden: false, content: '买球上我家网站' });
    expect((await detail(server(), code, fan.token)).comments[0]).toMatchObject({ mine: true });

    await post(server(), `/admin/community/comments/${rude}/hide`, { hidden: true }, asAdmin);
    expect((await detail(server(), code)).comments[0]).toMatchObject({ hidden: true, content: '', mine: false });
    expect((await detail(server(), code, other.token)).comments[0]).toMatchObject({ content: '', mine: false });
    expect((await detail(server(), code, fan.token)).comments[0]).toMatchObject({
      hidden: true,
      content: '买球上我家网站',
      mine: true,
    });
    expect((await listed(server(), where, code)).map((p) => p?.commentCount)).toEqual([1, 1, 1, 1]);

    await post(server(), `/admin/community/comments/${rude}/delete`, {}, asAdmin);
    expect(await detail(server(), code)).toMatchObject({ comments: [], commentCount: 0 });
    expect((await listed(server(), where, code)).map((p) => p?.commentCount)).toEqual([0, 0, 0, 0]);
  });
});

const shared = backends().find((b) => b.databaseUrl && b.redisUrl);

describe.runIf(shared)('community reads on two instances sharing PostgreSQL and Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let premier: number;
  let fan: Author;
  beforeAll(async () => {
    a = await startTestServer(shared!, { env: { ADMIN_TOKEN: adminToken } });
    b = await startTestServer(shared!, { shareWith: a, env: { ADMIN_TOKEN: adminToken } });
    await seedFootballReference(a);
    await ensureCircles(a.database.db);
    premier = (await circles(b))[0]!.id;
    fan = await newAuthor(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('shows on one instance what was written on the other', async () => {
    const author = await newAuthor(a);
    const where = { circleId: premier, authorId: author.id };
    await listed(b, where, 'none');
    await circles(b, fan.token);
    const hits = b.answerMemory.hits();
    await listed(b, where, 'none');
    expect(b.answerMemory.hits() - hits).toBe(4);

    const code = await write(a, author, { circleId: premier, content: '两台机器都看得到吗？' });
    expect(
      (
        await settled(
          () => listed(b, where, code),
          (all) => all.every(Boolean),
        )
      ).every(Boolean),
    ).toBe(true);

    expect(await detail(b, code, fan.token)).toMatchObject({ liked: false, likeCount: 0, comments: [] });
    await comment(a, fan, code, '看得到');
    await post(a, `/community/posts/${code}/like`, { liked: true }, { token: fan.token });
    const seen = await settled(
      () => detail(b, code, fan.token),
      (d) => d.liked && d.comments.length === 1,
    );
    expect(seen).toMatchObject({ liked: true, likeCount: 1, commentCount: 1, comments: [{ content: '看得到' }] });
    expect(await detail(b, code)).toMatchObject({ liked: false, likeCount: 1 });

    await post(a, `/community/circles/${premier}/follow`, { follow: true }, { token: fan.token });
    const followed = await settled(
      () => circle(b, premier, fan.token),
      (c) => c.followed,
    );
    expect(followed).toMatchObject({ followed: true, followerCount: 1 });

    await post(a, `/admin/community/posts/${code}/hide`, { hidden: true }, asAdmin);
    const hidden = await settled(
      () => get(b, `/community/posts/${code}`),
      (reply) => reply.code === Code.postHidden,
    );
    expect(hidden.code).toBe(Code.postHidden);
    expect(
      await settled(
        () => listed(b, where, code),
        (all) => all.every((p) => p === undefined),
      ),
    ).toEqual([undefined, undefined, undefined, undefined]);
  });
});
