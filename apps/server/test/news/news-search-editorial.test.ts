import {
  articleDetail,
  articlePage,
  createdPost,
  editorialSaved,
  newsImageUploaded,
  searchPage,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ensureCircles } from '../../src/modules/community/community-seed';
import { writeDueArticles } from '../../src/modules/news/newsroom';
import { createSearchIndex } from '../../src/platform/search';
import { dataOf, get, post, registerUser, upload } from '../support/api';
import { seedScenario, SCENARIO_NOW } from '../support/football-fixtures';
import { expectInOpenApi } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const adminToken = 'operator-token-for-news-0001';
const asAdmin = { headers: { 'x-admin-token': adminToken } };

const operatorRoutes = [
  ['POST', '/admin/news/articles'],
  ['POST', '/admin/news/articles/{id}'],
  ['POST', '/admin/news/articles/{id}/hidden'],
  ['POST', '/admin/news/images'],
  ['GET', '/inform/search'],
] as const;

describe.each(backends())('news search and operators’ articles on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });
  const search = async (q: string) => dataOf(await get(server(), '/inform/search', { query: { q } }), searchPage).list;
  const column = async (columnId: number) =>
    dataOf(await post(server(), '/inform/info/list', { columnId, page: 1, size: 50 }), articlePage).list;
  let articleId: number;

  it('lists the search and operator routes in OpenAPI under the news tag', async () => {
    await expectInOpenApi(server(), operatorRoutes, /^news$/);
  });

  it('finds a community post by a Chinese word inside a sentence', async () => {
    await seedScenario(server());
    await ensureCircles(server().database.db);
    const circles = (await get(server(), '/community/circles')).data as { id: number; name: string }[];
    const premier = circles.find((c) => c.name === '英超圈')!.id;
    const user = await registerUser(server());
    const content = '昨晚的北伦敦德比，热刺的防线漏洞百出，孙兴慜一个人撑不起进攻。';
    const { code } = dataOf(
      await post(server(), '/community/posts', { circleId: premier, content }, { token: user.token }),
      createdPost,
    );
    for (const word of ['防线', '北伦敦', '漏洞 进攻']) {
      const hits = await search(word);
      expect(hits.map((h) => h.path)).toContain(`/community/detail?code=${code}`);
    }
    expect(await search('曼联')).toEqual([]);
    // Every word must be there: one present and one absent find nothing.
    expect(await search('防线 皇马')).toEqual([]);
  });

  it('finds the newsroom’s reports by a player named in them', async () => {
    expect(
      await writeDueArticles(server().database.db, createSearchIndex(server().database), SCENARIO_NOW),
    ).toBeGreaterThan(0);
    const hits = await search('利物浦');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.kind !== 'news' || h.path.startsWith('/news/1002/'))).toBe(true);
    const id = Number(
      hits
        .find((h) => h.kind === 'news')!
        .path.split('/')
        .at(-1),
    );
    const article = dataOf(await get(server(), `/inform/info/${id}`), articleDetail);
    expect(`${article.title}${article.paragraphs.join('')}`).toContain('利物浦');
  });

  it('refuses operators’ calls without the token', async () => {
    const body = { columnId: 1005, title: '标题', markdown: '正文' };
    expect((await post(server(), '/admin/news/articles', body)).code).toBe(Code.forbidden);
    const wrong = { headers: { 'x-admin-token': 'wrong-token-000000000000' } };
    expect((await post(server(), '/admin/news/articles', body, wrong)).code).toBe(Code.forbidden);
  });

  it('publishes an operator’s Markdown as safe HTML in its column, where scripts stay text', async () => {
    const photo = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#c62828' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();
    const { url } = dataOf(
      await upload(server(), '/admin/news/images', { bytes: photo, name: 'a.jpg', type: 'image/jpeg' }, asAdmin),
      newsImageUploaded,
    );
    expect(url).toMatch(/^\/uploads\/news\/[0-9a-f]{32}\.webp$/);
    const served = Buffer.from(await (await fetch(server().url + url)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();

    const markdown = [
      '## 冬窗前瞻',
      '阿森纳计划在冬季转会窗引进一名**中后卫**。<script>alert("xss")</script>',
      `![现场](${url}) ![外链](https://evil.example/x.png)`,
      '[点我](javascript:alert(1)) <img src=x onerror="alert(2)"> [官网](https://www.arsenal.com)',
    ].join('\n\n');
    const saved = dataOf(
      await post(
        server(),
        '/admin/news/articles',
        { columnId: 1005, title: '阿森纳冬窗计划', markdown, cover: url },
        asAdmin,
      ),
      editorialSaved,
    );
    articleId = saved.id;
    expect(saved.html).toContain('<strong>中后卫</strong>');
    expect(saved.html).toContain('&lt;script&gt;alert("xss")&lt;/script&gt;');
    // What could run is gone or left as text: no script tag, no handler or javascript: link inside a tag.
    expect(saved.html).not.toMatch(/<script|<[^>]*onerror|href="javascript|src="x"|evil\.example/);
    expect(saved.html).toContain(`<img src="${url}"`);
    expect(saved.html).toContain('href="https://www.arsenal.com" rel="nofollow noopener noreferrer"');

    const listed = (await column(1005)).find((a) => a.id === articleId)!;
    expect(listed).toMatchObject({ kind: 'editorial', generated: false, columnName: '英超', cover: url });
    expect((await column(1002)).some((a) => a.id === articleId)).toBe(true);
    const detail = dataOf(await get(server(), `/inform/info/${articleId}`), articleDetail);
    expect(detail.html).toBe(saved.html);
    expect(detail.summary).toContain('<script>alert("xss")</script>');
    expect((await search('中后卫')).map((h) => h.path)).toContain(`/news/1002/${articleId}`);
  });

  it('edits and hides an operator’s article, and the search follows', async () => {
    const edited = { columnId: 1005, title: '阿森纳冬窗计划（更新）', markdown: '目标换成了一名**左边锋**。' };
    const saved = dataOf(await post(server(), `/admin/news/articles/${articleId}`, edited, asAdmin), editorialSaved);
    expect(saved.html).toContain('左边锋');
    expect(await search('中后卫')).toEqual([]);
    expect((await search('左边锋')).map((h) => h.title)).toEqual(['阿森纳冬窗计划（更新）']);

    const hidden = await post(server(), `/admin/news/articles/${articleId}/hidden`, { hidden: true }, asAdmin);
    expect(dataOf(hidden, editorialSaved).hidden).toBe(true);
    expect((await get(server(), `/inform/info/${articleId}`)).code).toBe(Code.articleNotFound);
    expect((await column(1005)).some((a) => a.id === articleId)).toBe(false);
    expect(await search('左边锋')).toEqual([]);

    await post(server(), `/admin/news/articles/${articleId}/hidden`, { hidden: false }, asAdmin);
    expect((await search('左边锋')).length).toBe(1);
    // The newsroom's own articles are not the operators' to edit.
    const generated = (await column(1002)).find((a) => a.generated)!;
    expect((await post(server(), `/admin/news/articles/${generated.id}`, edited, asAdmin)).code).toBe(
      Code.articleNotFound,
    );
  });
});
