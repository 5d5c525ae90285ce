import { expect, test } from '../support/fixtures';
import { commentLikeAndReport, registeredFan, shootCommunity, signedInPage } from '../support/community';

/**
 * The 圈子 journeys at 375×812: circles with 示例用户 posts from the replayed matches, a post whose
 * draft survives a reload, a comment and a like from a second fan, a long-press report, a reply, and a post
 * saved to 快捷. Screens go to docs/screenshots/community/.
 */

test('a fan posts in a circle, another comments, likes and reports it by long press', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const asker = await registeredFan(request, '发帖');
  const reader = await registeredFan(request, '回帖');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/news/1002/');
  await page.getByRole('link', { name: '圈子', exact: true }).click();
  await expect(page).toHaveURL(/\/community$/);
  const circles = page.getByTestId('circles');
  await expect(circles.getByRole('link', { name: /英超圈/ })).toBeVisible();
  // The sample posts come with the seed's first rounds; other journeys' fans may have posted before them, so
  // it waits for a 示例用户 card, which need not be the first.
  const samplePosts = page.getByTestId('post-card').filter({ hasText: '示例用户' });
  await expect
    .poll(
      async () => {
        await page.reload();
        return samplePosts.count();
      },
      { timeout: 60_000, intervals: [3_000] },
    )
    .toBeGreaterThan(0);
  await expect(samplePosts.first()).toContainText('示例');
  await shootCommunity(page, 'community');

  await circles.getByRole('link', { name: /英超圈/ }).click();
  await expect(page).toHaveURL(/\/community\/list\?id=\d+$/);
  const circleUrl = new URL(page.url());
  const circlePath = `${circleUrl.pathname}${circleUrl.search}`;

  const author = await signedInPage(browser, asker, circlePath);
  await author.getByRole('button', { name: '发帖' }).click();
  const content = `今晚英超谁能赢？说说理由 ${Date.now() % 10000}`;
  await author.getByRole('textbox', { name: '内容' }).fill(content);
  await author.reload();
  await author.getByRole('button', { name: '发帖' }).click();
  await expect(author.getByRole('textbox', { name: '内容' })).toHaveValue(content);
  await author.getByRole('radio', { name: '提问' }).click();
  await author.getByRole('textbox', { name: '标题' }).fill('周末焦点战预测');
  await shootCommunity(author, 'composer');
  await author.getByRole('button', { name: '发布' }).click();
  await expect(author).toHaveURL(/\/community\/qdetail\?code=\w+$/);
  await expect(author.getByTestId('post-content')).toHaveText(content);
  const postUrl = new URL(author.url());
  const postPath = `${postUrl.pathname}${postUrl.search}`;

  const fan = await signedInPage(browser, reader, postPath);
  await commentLikeAndReport(fan, '我看好主队，主场优势明显');

  await author.reload();
  const answer = author.getByTestId('post-comment').first();
  await expect(answer).toContainText('我看好主队');
  await answer.getByRole('button', { name: '回复' }).click();
  await author.getByRole('textbox', { name: '写评论' }).fill('有道理，拭目以待');
  await author.getByRole('button', { name: '发送' }).click();
  await expect(author.locator('.kq-pcomment-replies')).toContainText('有道理，拭目以待');
  await answer.getByRole('button', { name: '采纳为最佳回答' }).click();
  await expect(author.getByText('最佳回答', { exact: true })).toBeVisible();
  await author.getByRole('button', { name: '添加到快捷' }).click();
  await author.getByTestId('shortcut-widget').getByRole('button', { name: /快捷/ }).click();
  await expect(author.getByTestId('shortcut-item')).toContainText('周末焦点战预测');
  await shootCommunity(author, 'post');

  await author.goto('/user/community');
  await expect(author.getByTestId('post-card')).toContainText('周末焦点战预测');
});

test('an unknown post answers 404', async ({ page }) => {
  const response = await page.goto('/community/detail?code=NoSuchPost1');
  expect(response?.status()).toBe(404);
});
