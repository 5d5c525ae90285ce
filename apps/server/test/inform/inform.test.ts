import { apkResource, appInfo, emojiList, feedbackCreated } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

describe.each(backends())('POST /inform/feedback/add on $name', (backend) => {
  const server = useTestServer(backend);

  const feedbackRow = (id: number) =>
    server().database.db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stores anonymous feedback', async () => {
    const body = { content: '比分刷新有点慢，希望改进', category: 'suggestion', contact: 'fan@example.com' };
    const { id } = dataOf(await post(server(), '/inform/feedback/add', body), feedbackCreated);
    expect(await feedbackRow(id)).toMatchObject({
      ...body,
      user_id: null,
      ip: '127.0.0.1',
      created_at: server().clock.now,
    });
  });

  it('records the user when a valid token is sent, and ignores an invalid one', async () => {
    const { token } = await registerUser(server());
    const signedIn = dataOf(
      await post(
        server(),
        '/inform/feedback/add',
        { content: '直播间卡顿严重', category: 'bug' },
        { token, form: true },
      ),
      feedbackCreated,
    );
    expect((await feedbackRow(signedIn.id)).user_id).toEqual(expect.any(Number));
    const stale = dataOf(
      await post(server(), '/inform/feedback/add', { content: '希望增加更多联赛' }, { token: 'stale' }),
      feedbackCreated,
    );
    expect(await feedbackRow(stale.id)).toMatchObject({ user_id: null, category: 'other', contact: null });
  });

  it.each([
    ['a content under 5 characters', { content: '太短' }, 'content'],
    ['an unknown category', { content: '内容足够长了吧', category: 'spam' }, 'category'],
    ['a content over 500 characters', { content: 'x'.repeat(501) }, 'content'],
  ])('refuses %s naming the field', async (_label, body, field) => {
    const reply = await post(server(), '/inform/feedback/add', body);
    expect(reply).toMatchObject({ status: 400, code: Code.validationFailed });
    expect(reply.msg).toContain(field);
  });
});

describe.each(backends())('feedback rate limit on $name', (backend) => {
  const server = useTestServer(backend);

  it('takes at most 5 a minute from one IP', async () => {
    for (let sent = 0; sent < 5; sent++) {
      expect((await post(server(), '/inform/feedback/add', { content: '希望增加赛程提醒' })).code).toBe(Code.ok);
    }
    const limited = await post(server(), '/inform/feedback/add', { content: '希望增加赛程提醒' });
    expect(limited).toEqual({ status: 429, code: Code.rateLimited, msg: '操作过于频繁，请稍后再试', data: null });
  });
});

describe.each(backends())('app information on $name', (backend) => {
  const server = useTestServer(backend, {
    env: { APK_ANDROID_URL: 'https://dl.example.com/kanqiu.apk', APK_VERSION: '2.3.0', BUILD_PORT: '8096' },
  });

  it('lists about sixty chat emojis with Chinese names and unique codes', async () => {
    const list = dataOf(await get(server(), '/user/common/getEmojis'), emojiList);
    expect(list.length).toBeGreaterThanOrEqual(50);
    expect(list).toContainEqual({ code: '[笑哭]', char: '😂', name: '笑哭' });
    expect(new Set(list.map((e) => e.code)).size).toBe(list.length);
    for (const entry of list) expect(entry.code).toBe(`[${entry.name}]`);
  });

  it('gives the operator-configured download links', async () => {
    const apk = dataOf(await get(server(), '/inform/apk/resource'), apkResource);
    expect(apk).toEqual({ android: 'https://dl.example.com/kanqiu.apk', ios: null, version: '2.3.0' });
  });

  it('gives the app name, host and the fourth tab', async () => {
    const info = dataOf(await get(server(), '/inform/app/info'), appInfo);
    expect(info).toEqual({ appName: '看球', appHost: 'http://localhost:3000', fourthTab: 'message' });
  });
});
