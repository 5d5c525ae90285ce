import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { apiUrl } from '../support/api';
import { expect, test } from '../support/fixtures';
import { commentLikeAndReport, registeredFan, shootCommunity, signedInPage } from '../support/community';

/**
 * 圈子 posting with pictures at 375×812: a fan writes a post with a photo, a match tag and an @mention
 * (the draft keeps all three over a reload), a second fan comments, likes and reports it by long press, the
 * first fan reads it in 互动消息, and an operator hides it: the post then answers its code (410). Screens go to
 * docs/screenshots/community/.
 */
const adminToken = process.env.KQ_E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789';

/** Waits until every picture in `scope` has loaded (a broken or blocked one has no natural width). */
async function expectPicturesLoaded(scope: Locator, count: number): Promise<void> {
  const pictures = scope.getByRole('img');
  await expect(pictures).toHaveCount(count);
  for (let index = 0; index < count; index++) {
    await expect
      .poll(() => pictures.nth(index).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** A pitch-green photo with a camera's EXIF, as a phone would send it. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 130, b: 70 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="900"><rect x="100" y="100" width="1000" height="700" fill="none" stroke="white" stroke-width="12"/><line x1="600" y1="100" x2="600" y2="800" stroke="white" stroke-width="12"/><circle cx="600" cy="450" r="120" fill="none" stroke="white" stroke-width="12"/></svg>',
        ),
      },
    ])
    .withExif({ IFD0: { Copyright: 'GPS 31.2304N 121.4737E' } })
    .jpeg()
    .toBuffer();
}

test('a fan posts a photo with a match tag and a mention; another comments, likes, reports; an operator hides it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const writer = await registeredFan(request, '晒图');
  const reader = await registeredFan(request, '路人');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/community');
  await page
    .getByTestId('circles')
    .getByRole('link', { name: /英超圈/ })
    .click();
  await expect(page).toHaveURL(/\/community\/list\?id=\d+$/);
  const circleUrl = new URL(page.url());

  const author = await signedInPage(browser, writer, `${circleUrl.pathname}${circleUrl.search}`);
  await author.getByRole('button', { name: '发帖' }).click();
  await author.getByRole('textbox', { name: '内容' }).fill('现场看球，气氛太好了');
  await author
    .getByLabel('添加图片')
    .setInputFiles({ name: 'pitch.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(author.getByTestId('composer-images').getByRole('img')).toHaveCount(1);
  await author.getByRole('button', { name: '# 关联比赛/球队' }).click();
  const firstMatch = author.getByRole('list', { name: '可关联的比赛和球队' }).getByRole('button').first();
  const matchLabel = (await firstMatch.textContent()) ?? '';
  await firstMatch.click();
  await expect(author.getByTestId('composer-tag')).toContainText(matchLabel);
  await author.getByRole('button', { name: '@ 提到' }).click();
  await author.getByRole('textbox', { name: '查找用户' }).fill(reader.nickName);
  await author.getByRole('button', { name: `@${reader.nickName}` }).click();
  await expect(author.getByRole('textbox', { name: '内容' })).toHaveValue(`现场看球，气氛太好了 @${reader.nickName} `);

  // The draft keeps the text, the picture, the tag and the mention over a reload.
  await author.reload();
  await author.getByRole('button', { name: '发帖' }).click();
  await expect(author.getByRole('textbox', { name: '内容' })).toHaveValue(`现场看球，气氛太好了 @${reader.nickName} `);
  await expectPicturesLoaded(author.getByTestId('composer-images'), 1);
  await expect(author.getByTestId('composer-tag')).toContainText(matchLabel);
  await shootCommunity(author, 'composer-media');
  await author.getByRole('button', { name: '发布' }).click();
  await expect(author).toHaveURL(/\/community\/detail\?code=\w+$/);
  await expectPicturesLoaded(author.getByTestId('post-images'), 1);
  await expect(author.getByTestId('post-tag')).toContainText(matchLabel);
  await expect(author.getByTestId('post-content').getByRole('link', { name: `@${reader.nickName}` })).toBeVisible();
  await shootCommunity(author, 'post-media');
  const postUrl = new URL(author.url());
  const postPath = `${postUrl.pathname}${postUrl.search}`;
  const code = postUrl.searchParams.get('code')!;

  const fan = await signedInPage(browser, reader, postPath);
  await commentLikeAndReport(fan, '这张图拍得真清楚');

  // The post is the newest line of the reader's 浏览记录.
  await fan.goto('/user/history');
  await expect(fan.getByText(/^现场看球，气氛太好了/).first()).toBeVisible();

  // The mentioned fan and the writer find it in 互动消息.
  await fan.goto('/user/community?tab=notices');
  await expect(fan.getByTestId('community-notice').first()).toContainText('在帖子中提到了你');
  await author.goto('/user/community');
  await expect(author.getByTestId('notice-unread')).toHaveText('2');
  await author.getByRole('link', { name: /互动消息/ }).click();
  await expect(author.getByTestId('community-notice')).toHaveCount(2);
  await expect(author.getByTestId('community-notice').nth(0)).toContainText(`${reader.nickName} 赞了你的帖子`);
  await expect(author.getByTestId('community-notice').nth(1)).toContainText(`${reader.nickName} 评论了你的帖子`);
  await shootCommunity(author, 'notices');

  // The operator finds it in the one report queue and hides it; the post then answers its code.
  const queue = await request.get(`${apiUrl}/admin/moderation/reports?subject=post`, {
    headers: { 'x-admin-token': adminToken },
  });
  type Item = { subject: { post: { code: string } } | null; reasons: string[] };
  const reported = ((await queue.json()) as { data: { list: Item[] } }).data;
  expect(reported.list.find((item) => item.subject?.post.code === code)?.reasons).toEqual(['垃圾广告']);
  const hidden = await request.post(`${apiUrl}/admin/community/posts/${code}/hide`, {
    headers: { 'x-admin-token': adminToken },
    data: { hidden: true },
  });
  expect(((await hidden.json()) as { code: number }).code).toBe(200);
  const gone = await fan.goto(postPath);
  expect(gone?.status()).toBe(410);
  await expect(fan.getByText('该帖子因违规已被隐藏')).toBeVisible();
});
