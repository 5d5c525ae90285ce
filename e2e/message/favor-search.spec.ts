import { expect, test } from '../support/fixtures';
import { fan, friendsThroughApi, imPost, shot, signedIn } from './im-fans';

/** A fan keeps a message (长按 → 收藏), finds it in 我的收藏, and finds a friend, a group and a message by 搜索. */
test('favourites from the long-press menu, and search across users, groups and messages', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [a, b] = [await fan(request, '收藏'), await fan(request, '内马尔迷')];
  const id = await friendsThroughApi(request, a, b);
  await imPost(request, b, '/imapi/chat/send', { id, clientId: `fs${Date.now()}a`, text: '内马尔这脚任意球太漂亮了' });
  await imPost(request, a, '/imapi/group/create', { name: '内马尔观赛团', memberIds: [b.id] });

  const { page, errors } = await signedIn(browser, a, `/message/chat?id=${id}`);
  const bubble = page.getByTestId('message').filter({ hasText: '任意球' }).locator('.kq-im-bubble');
  const box = (await bubble.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.locator('.adm-action-sheet')).toBeVisible();
  await page.mouse.up();
  await page.locator('.adm-action-sheet').getByText('收藏', { exact: true }).click();
  await expect(page.getByText('已收藏')).toBeVisible();

  await page.goto('/message');
  await page.getByTestId('entry-favor').click();
  await expect(page.getByTestId('message-card')).toHaveCount(1);
  await expect(page.getByTestId('message-card')).toContainText('内马尔这脚任意球太漂亮了');
  await expect(page.getByTestId('message-card')).toContainText(b.nickName);
  await shot(page, 'favor');

  await page.goto('/message');
  await shot(page, 'home');
  await page.getByTestId('message-search').click();
  await page.getByPlaceholder('搜索用户、群聊、聊天记录').fill('内马尔');
  await page.getByPlaceholder('搜索用户、群聊、聊天记录').press('Enter');
  await expect(page.getByRole('heading', { name: '聊天记录' })).toBeVisible();
  await expect(page.getByText(b.nickName).first()).toBeVisible();
  await expect(page.getByText('内马尔观赛团')).toBeVisible();
  await expect(page.getByTestId('message-card')).toContainText(`来自「${b.nickName}」`);
  await shot(page, 'search');
  await page.getByTestId('message-card').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/message/chat\\?id=${id}$`));
  expect(errors).toEqual([]);
});
