import {
  circleList,
  communityBan,
  createdPost,
  mentionCandidates,
  myCommentPage,
  noticeListPage,
  noticePage,
  postDetail,
  postPage,
  searchPage,
  moderationReportList,
  tagOptions,
  unreadNotices,
  uploadedPostImage,
  viewHistory,
} from '@kanqiu/contract';
import { Code, communityLimits, POST_IMAGE_SIDE, POST_THUMB_SIDE } from '@kanqiu/domain';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureCircles } from '../../src/modules/community/community-seed';
import { systemNotices } from '../im/im-client';
import { dataOf, get, post, registerUser, upload, type TestUser } from '../support/api';
import { seedFootballReference, seedScenario } from '../support/football-fixtures';
import { expectInOpenApi } from '../support/open-api';
import { backends, startTestServer, type Backend, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const adminToken = 'operator-token-for-community-01';
const asAdmin = { headers: { 'x-admin-token': adminToken } };

const newRoutes = [
  ['POST', '/community/images'],
  ['GET', '/community/tags'],
  ['GET', '/community/mentions'],
  ['GET', '/user/community/comments'],
  ['GET', '/user/community/notices'],
  ['GET', '/user/community/notices/unread'],
  ['POST', '/user/community/notices/read'],
  ['GET', '/community/users/{id}/posts'],
] as const;
const adminRoutes = [
  ['POST', '/admin/community/posts/{code}/hide'],
  ['POST', '/admin/community/posts/{code}/delete'],
  ['POST', '/admin/community/users/{id}/ban'],
] as const;

/** A 3000×1500 JPEG carrying EXIF (a camera's copyright line). */
function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .withExif({ IFD0: { Copyright: '私人相机 GPS 信息' } })
    .jpeg()
    .toBuffer();
}

const uploadPhoto = (server: TestServer, user: TestUser, bytes: Uint8Array, type = 'image/jpeg') =>
  upload(server, '/community/images', { bytes, name: 'photo.jpg', type }, { token: user.token });

const idOf = z.object({ id: z.number() });
const nick = (prefix: string) => `${prefix}${Math.floor(Math.random() * 1e6)}`;

describe.each(backends())('community pictures, tags, mentions, notices and moderation on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });
  let premier: number;
  let author: TestUser;
  let fan: TestUser;
  let fanName: string;
  let code: string;
  const detail = async (c: string, token?: string) =>
    dataOf(await get(server(), `/community/posts/${c}`, token ? { token } : {}), postDetail);
  const notices = async (user: TestUser) =>
    dataOf(await get(server(), '/user/community/notices', { token: user.token }), noticePage);

  it('documents every new route and lists it in OpenAPI', async () => {
    await expectInOpenApi(server(), newRoutes, /^community$/);
    await expectInOpenApi(server(), adminRoutes, /^admin$/);
  });

  it('stores a post picture re-encoded to WebP without EXIF, with a thumbnail, and refuses what is no picture', async () => {
    await seedScenario(server());
    await ensureCircles(server().database.db);
    premier = dataOf(await get(server(), '/community/circles'), circleList).find((c) => c.name === '英超圈')!.id;
    author = await registerUser(server(), { nickName: nick('楼主') });
    fanName = nick('球迷');
    fan = await registerUser(server(), { nickName: fanName });

    const image = dataOf(await uploadPhoto(server(), author, await cameraPhoto()), uploadedPostImage);
    expect(image).toMatchObject({ width: POST_IMAGE_SIDE, height: POST_IMAGE_SIDE / 2 });
    const full = await sharp(Buffer.from(await (await fetch(server().url + image.url)).arrayBuffer())).metadata();
    expect(full).toMatchObject({ format: 'webp', width: POST_IMAGE_SIDE });
    expect(full.exif).toBeUndefined();
    const thumb = await sharp(Buffer.from(await (await fetch(server().url + image.thumb)).arrayBuffer())).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: POST_THUMB_SIDE });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadPhoto(server(), author, svg, 'image/svg+xml')).code).toBe(Code.uploadTypeRejected);
    expect((await uploadPhoto(server(), author, Buffer.alloc(3 * 1024 * 1024, 1))).code).toBe(Code.uploadTooLarge);

    const tags = dataOf(await get(server(), '/community/tags', { query: { circleId: String(premier) } }), tagOptions);
    expect(tags.matches.length).toBeGreaterThan(0);
    const match = tags.matches[0]!;
    expect(tags.teams.map((t) => t.label)).toEqual(expect.arrayContaining(match.label.split(' vs ')));

    const candidates = dataOf(
      await get(server(), '/community/mentions', { token: author.token, query: { q: fanName.slice(0, 4) } }),
      mentionCandidates,
    );
    const mentioned = candidates.find((u) => u.nickName === fanName)!;
    expect(mentioned).toBeDefined();

    const second = dataOf(await uploadPhoto(server(), author, await cameraPhoto()), uploadedPostImage);
    const created = await post(
      server(),
      '/community/posts',
      {
        circleId: premier,
        content: `@${fanName} 你怎么看这场？`,
        images: [image.name, second.name],
        tag: { kind: 'match', id: match.id },
        mentions: [mentioned.id],
      },
      { token: author.token },
    );
    code = dataOf(created, createdPost).code;
    const shown = await detail(code);
    expect(shown.images.map((i) => i.url)).toEqual([image.url, second.url]);
    expect(shown.tag).toEqual(match);
    expect(shown.mentions).toEqual([mentioned]);
    const listed = dataOf(await get(server(), `/community/circles/${premier}/posts`), postPage).list;
    expect(listed.find((p) => p.code === code)?.images).toHaveLength(2);
  });

  it('refuses pictures that are not the writer’s own or already used, more than nine, and unknown tags', async () => {
    const used = await post(
      server(),
      '/community/posts',
      { circleId: premier, content: '借用别人的图', images: [(await detail(code)).images[0]!.url.slice(-37, -5)] },
      { token: fan.token },
    );
    expect(used.code).toBe(Code.postImageUnknown);
    const tooMany = await post(
      server(),
      '/community/posts',
      { circleId: premier, content: '十张图', images: Array.from({ length: 10 }, (_, i) => `${i}`.padStart(32, 'a')) },
      { token: fan.token },
    );
    expect(tooMany.code).toBe(Code.validationFailed);
    const badTag = await post(
      server(),
      '/community/posts',
      { circleId: premier, content: '不存在的球队', tag: { kind: 'team', id: 999_999 } },
      { token: fan.token },
    );
    expect(badTag.code).toBe(Code.postTagUnknown);
  });

  it('tells the author of replies, likes (once) and accepted answers, and the mentioned of the mention', async () => {
    expect((await notices(fan)).list.map((n) => [n.kind, n.text, n.post.code])).toEqual([
      ['mention', '在帖子中提到了你', code],
    ]);
    const commentId = dataOf(
      await post(server(), `/community/posts/${code}/comments`, { content: '主队稳了' }, { token: fan.token }),
      idOf,
    ).id;
    await post(
      server(),
      `/community/posts/${code}/comments`,
      { content: '我觉得会平', parentId: commentId },
      { token: author.token },
    );
    for (let i = 0; i < 2; i++) {
      await post(server(), `/community/posts/${code}/like`, { liked: false }, { token: fan.token });
      await post(server(), `/community/posts/${code}/like`, { liked: true }, { token: fan.token });
    }
    const own = await notices(author);
    expect(own.list.map((n) => [n.kind, n.text])).toEqual([
      ['like', '赞了你的帖子'],
      ['reply', '评论了你的帖子'],
    ]);
    expect(own.unread).toBe(2);
    const inMessages = await systemNotices(server(), author.token);
    expect(inMessages.map((n) => [n.kind, n.title.endsWith('评论了你的帖子'), n.link])).toEqual([
      ['community', true, `/community/detail?code=${code}`],
      ['community', false, `/community/detail?code=${code}`],
    ]);
    expect(inMessages[1]!.title).toMatch(/赞了你的帖子$/);
    // The same notices are the 通知中心's 互动消息: the reply and the like for the author, the mention for the fan.
    const interaction = async (user: TestUser) =>
      dataOf(
        await get(server(), '/imapi/notice/list', { token: user.token, query: { group: 'interaction' } }),
        noticeListPage,
      ).list.map((item) => item.message.notice?.title);
    expect(await interaction(author)).toEqual([
      expect.stringMatching(/赞了你的帖子$/),
      expect.stringMatching(/评论了你的帖子$/),
    ]);
    expect(await interaction(fan)).toEqual(
      expect.arrayContaining([expect.stringMatching(/提到了你$/), expect.stringMatching(/回复了你的评论$/)]),
    );
    expect((await notices(fan)).list[0]).toMatchObject({
      kind: 'reply',
      text: '回复了你的评论',
      commentId: expect.any(Number),
    });

    await post(server(), '/user/community/notices/read', {}, { token: author.token });
    expect(
      dataOf(await get(server(), '/user/community/notices/unread', { token: author.token }), unreadNotices),
    ).toEqual({
      unread: 0,
    });

    const asker = await registerUser(server());
    const question = dataOf(
      await post(
        server(),
        '/community/posts',
        { circleId: premier, kind: 'question', content: '谁能夺冠？' },
        { token: asker.token },
      ),
      createdPost,
    ).code;
    const answer = dataOf(
      await post(server(), `/community/posts/${question}/comments`, { content: '曼城' }, { token: author.token }),
      idOf,
    ).id;
    await post(server(), `/community/posts/${question}/accept`, { commentId: answer }, { token: asker.token });
    expect((await notices(author)).list[0]).toMatchObject({
      kind: 'accepted',
      text: '采纳了你的回答',
      commentId: answer,
    });
    expect((await notices(asker)).list[0]).toMatchObject({ kind: 'reply', text: '回答了你的问题' });

    await detail(code, fan.token);
    const history = dataOf(await get(server(), '/user/history', { token: fan.token }), viewHistory);
    expect(history.list[0]).toMatchObject({ kind: 'post', path: `/community/detail?code=${code}` });

    const mine = dataOf(await get(server(), '/user/community/comments', { token: fan.token }), myCommentPage);
    expect(mine.list.map((c) => [c.content, c.post.code])).toEqual([['主队稳了', code]]);
    const authorId = (await detail(code)).author.id!;
    const byAuthor = dataOf(await get(server(), `/community/users/${authorId}/posts`), postPage);
    expect(byAuthor.list.map((p) => p.code)).toEqual([code]);
  });

  it('queues reports for operators, who hide, show again, delete and ban', async () => {
    const queue = async () =>
      dataOf(
        await get(server(), '/admin/moderation/reports', { ...asAdmin, query: { subject: 'post' } }),
        moderationReportList,
      );
    expect((await get(server(), '/admin/moderation/reports')).code).toBe(Code.forbidden);
    await post(server(), `/community/posts/${code}/report`, { reason: '人身攻击' }, { token: fan.token });
    expect((await queue()).list[0]).toMatchObject({
      subject: { kind: 'post', post: { code }, hidden: false },
      reports: 1,
      reasons: ['人身攻击'],
    });

    const searchFinds = async () =>
      dataOf(await get(server(), '/inform/search', { query: { q: '怎么看这场' } }), searchPage).list.some(
        (hit) => hit.path === `/community/detail?code=${code}`,
      );
    expect(await searchFinds()).toBe(true);
    expect((await post(server(), `/admin/community/posts/${code}/hide`, { hidden: true }, asAdmin)).code).toBe(Code.ok);
    expect(await get(server(), `/community/posts/${code}`)).toMatchObject({ code: Code.postHidden, data: null });
    expect(await searchFinds()).toBe(false);
    const comment = await post(
      server(),
      `/community/posts/${code}/comments`,
      { content: '还在吗' },
      { token: fan.token },
    );
    expect(comment.code).not.toBe(Code.ok);
    expect((await queue()).list).toEqual([]);
    await post(server(), `/admin/community/posts/${code}/hide`, { hidden: false }, asAdmin);
    expect((await detail(code)).code).toBe(code);
    expect(await searchFinds()).toBe(true);

    const fanId = (await detail(code)).comments[0]!.author.id;
    const ban = dataOf(await post(server(), `/admin/community/users/${fanId}/ban`, { days: 1 }, asAdmin), communityBan);
    expect(ban.until).toBe(server().clock.now + 86_400);
    const banned = await post(
      server(),
      `/community/posts/${code}/comments`,
      { content: '我又来了' },
      { token: fan.token },
    );
    expect(banned.code).toBe(Code.communityBanned);
    expect(
      (await post(server(), '/community/posts', { circleId: premier, content: '发帖试试' }, { token: fan.token })).code,
    ).toBe(Code.communityBanned);
    server().clock.advance(86_401);
    expect(
      (await post(server(), `/community/posts/${code}/comments`, { content: '解封了' }, { token: fan.token })).code,
    ).toBe(Code.ok);
    expect((await post(server(), '/admin/community/users/999999/ban', {}, asAdmin)).code).toBe(Code.notFound);

    expect((await post(server(), `/admin/community/posts/${code}/delete`, {}, asAdmin)).code).toBe(Code.ok);
    expect((await get(server(), `/community/posts/${code}`)).code).toBe(Code.postNotFound);
    expect(await searchFinds()).toBe(false);
  });
});

function postLimitCase(backend: Backend, instances: 1 | 2) {
  const started: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.close()));
  });

  it(`lets a user post ${communityLimits.post[0].max} times a minute across ${instances} instance(s), then refuses`, async () => {
    const a = await startTestServer(backend);
    started.push(a);
    if (instances === 2) started.push(await startTestServer(backend, { shareWith: a }));
    await seedFootballReference(a);
    await ensureCircles(a.database.db);
    const circleId = dataOf(await get(a, '/community/circles'), circleList)[0]!.id;
    const writer = await registerUser(a);
    const codes: number[] = [];
    for (let index = 0; index <= communityLimits.post[0].max; index++) {
      const via = started[index % started.length]!;
      codes.push(
        (await post(via, '/community/posts', { circleId, content: `第${index + 1}帖` }, { token: writer.token })).code,
      );
    }
    expect(codes).toEqual([...Array<number>(communityLimits.post[0].max).fill(Code.ok), Code.rateLimited]);
    const other = await registerUser(a);
    expect((await post(a, '/community/posts', { circleId, content: '我还能发' }, { token: other.token })).code).toBe(
      Code.ok,
    );
  });
}

describe('the posting allowance on one instance (SQLite, in memory)', () => {
  postLimitCase(backends()[0]!, 1);
});

const shared = backends().find((b) => b.databaseUrl && b.redisUrl);
describe.runIf(shared)('the posting allowance shared by two instances through Redis', () => {
  postLimitCase(shared!, 2);
});
