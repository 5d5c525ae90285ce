import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { shootScreen } from '../support/ui';

/**
 * Search and operators' articles at 375×812, whatever the hour: an operator publishes a Markdown article
 * through the operator API and it appears in its column with its HTML (a script left as text); a fan's post and the
 * article are found from 头条's search icon by a Chinese word inside a sentence. Screens go to docs/screenshots/news/.
 */
const adminToken = process.env.KQ_E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789';

function shoot(page: Page, name: string): Promise<void> {
  return shootScreen(page, `docs/screenshots/news/${name}.png`);
}

async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(body.msg);
  return body.data;
}

const issue = () => 1000 + Math.floor(Math.random() * 9000);

/** A picture for the article (a pitch drawn here), uploaded through the operator API: its URL. */
async function uploadPicture(request: APIRequestContext): Promise<string> {
  const pitch = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
    <rect width="960" height="540" fill="#2e7d32"/>
    <g fill="none" stroke="#fff" stroke-width="6" opacity="0.85">
      <rect x="40" y="40" width="880" height="460"/><line x1="480" y1="40" x2="480" y2="500"/>
      <circle cx="480" cy="270" r="80"/><rect x="40" y="150" width="140" height="240"/><rect x="780" y="150" width="140" height="240"/>
    </g></svg>`;
  const bytes = await sharp(Buffer.from(pitch)).png().toBuffer();
  const uploaded = await apiData<{ url: string }>(
    await request.post(`${apiUrl}/admin/news/images`, {
      headers: { 'x-admin-token': adminToken },
      multipart: { file: { name: 'pitch.png', mimeType: 'image/png', buffer: bytes } },
    }),
  );
  return uploaded.url;
}

async function publishArticle(request: APIRequestContext, title: string): Promise<number> {
  const picture = await uploadPicture(request);
  const markdown = [
    '## 冬窗前瞻',
    '据多家英国媒体报道，阿森纳计划在冬季转会窗引进一名**中后卫**，以缓解后防线的伤病压力。',
    `![训练场](${picture})`,
    '> 主帅在赛前发布会上表示：“我们需要在阵容深度上做出补强。”',
    '- 目标一：年轻、出球能力强\n- 目标二：有英超经验',
    '有球迷在评论区留言 <script>alert("xss")</script>，这段文字只会原样显示。',
  ].join('\n\n');
  const saved = await apiData<{ id: number }>(
    await request.post(`${apiUrl}/admin/news/articles`, {
      headers: { 'x-admin-token': adminToken },
      data: { columnId: 1005, title, markdown, cover: picture },
    }),
  );
  return saved.id;
}

async function searchFromHeadlines(page: Page, query: string, shotName?: string): Promise<void> {
  await page.goto('/news/1002/');
  if (shotName) await shoot(page, shotName);
  await page.getByTestId('news-search-link').click();
  await expect(page).toHaveURL(/\/news\/search$/);
  await page.getByRole('searchbox', { name: '搜索资讯和圈子帖子' }).fill(query);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/news/search\\?q=${encodeURIComponent(query)}`));
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
});

test('an operator’s article appears in its column as safe HTML and is found by a word in a sentence', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `冬窗观察：阿森纳有意引进中后卫（第${issue()}期）`;
  const id = await publishArticle(request, title);

  await page.goto('/news/1005');
  const card = page.getByTestId('news-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('编辑');
  await expect(card).not.toContainText('自动生成');
  await expect(card.locator('img.is-loaded')).toBeVisible();

  await page.goto('/news/search');
  await shoot(page, 'search-empty');
  await searchFromHeadlines(page, '中后卫', 'headlines-search-entry');
  const hit = page.getByTestId('search-hit').filter({ hasText: title });
  await expect(hit).toHaveAttribute('data-kind', 'news');
  await expect(hit.locator('mark').first()).toHaveText('中后卫');
  await shoot(page, 'search-results');
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/news/1002/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const body = page.getByTestId('article-html');
  await expect(body.locator('strong')).toHaveText('中后卫');
  await expect(body.locator('blockquote')).toBeVisible();
  await body.locator('img').scrollIntoViewIfNeeded();
  expect(await body.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(body).toContainText('<script>alert("xss")</script>');
  expect(await page.evaluate(() => document.querySelectorAll('.kq-article-html script').length)).toBe(0);
  await shoot(page, 'editorial-article');
});

test('a fan’s post is found from 头条’s search by a Chinese word inside its sentence', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await registerThroughApi(request, {
    phone: randomPhone(),
    password: 'abc12345',
    nickName: randomNickName('搜索'),
  });
  const circles = await apiData<{ id: number; name: string }[]>(await request.get(`${apiUrl}/community/circles`));
  const circle = circles.find((c) => c.name === '英超圈') ?? circles[0]!;
  const marker = `第${issue()}场`;
  const content = `${marker}看下来，热刺的防线漏洞百出，孙兴慜一个人撑不起整个进攻。`;
  await apiData(
    await request.post(`${apiUrl}/community/posts`, {
      headers: { accessToken: token },
      data: { circleId: circle.id, content },
    }),
  );

  await searchFromHeadlines(page, '漏洞');
  const hit = page.getByTestId('search-hit').filter({ hasText: marker });
  await expect(hit).toHaveAttribute('data-kind', 'post');
  await expect(hit).toContainText('圈子');
  await hit.click();
  await expect(page).toHaveURL(/\/community\/detail\?code=/);
  await expect(page.getByText(content)).toBeVisible();
});
