import type { APIRequestContext } from '@playwright/test';
import {
  anchorWithRoom,
  apiUrl,
  certifyThroughApi,
  randomNickName,
  randomPhone,
  registerThroughApi,
} from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

const shots = 'docs/screenshots/chat';

async function say(request: APIRequestContext, token: string, roomId: number, text: string) {
  const reply = await request.post(`${apiUrl}/chat/msg`, {
    headers: { accessToken: token },
    data: { group: String(roomId), clientId: crypto.randomUUID(), text },
  });
  return (await reply.json()) as { code: number; msg: string };
}

test('the anchor mutes a fan from a chat line and deletes a line for everyone watching', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { account, roomId } = await anchorWithRoom(request, { title: '主播管理测试间', category: 1 });
  const fanToken = await registerThroughApi(request, {
    phone: randomPhone(),
    password: 'fan2026',
    nickName: randomNickName('观众'),
  });
  const rude = `裁判你行不行 ${Date.now() % 10_000}`;
  const spam = `快来看我主页 ${Date.now() % 10_000}`;
  expect((await say(request, fanToken, roomId, rude)).code).toBe(200);
  expect((await say(request, fanToken, roomId, spam)).code).toBe(200);

  // A guest watching the room sees both lines, and no moderation.
  const guestContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const guest = await guestContext.newPage();
  await guest.goto(`/vlive/detail/${roomId}`);
  await guest.getByRole('button', { name: '聊天', exact: true }).click();
  await expect(guest.getByTestId('chat-line').filter({ hasText: spam })).toBeVisible();
  await expect(guest.getByTestId('chat-moderation-hint')).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/user/login?redirect=${encodeURIComponent(`/vlive/detail/${roomId}`)}`);
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(new RegExp(`/vlive/detail/${roomId}$`));
  await page.getByRole('button', { name: '聊天', exact: true }).click();
  await expect(page.getByTestId('chat-moderation-hint')).toBeVisible();

  // Tap the fan's line: mute for 10 分钟; the fan's next line is refused with the server's message.
  await page.getByTestId('chat-line').filter({ hasText: rude }).click();
  await expect(page.getByText('禁言 24 小时')).toBeVisible();
  await page.screenshot({ path: `${shots}/moderation-menu.png` });
  await page.getByText('禁言 10 分钟').click();
  await expect(page.getByText('已禁言 10 分钟')).toBeVisible();
  await expect(page.getByRole('option', { name: '禁言 10 分钟' })).toHaveCount(0);
  const refused = await say(request, fanToken, roomId, '我还能说话吗');
  expect(refused.msg).toMatch(/你已被主播禁言，\d+ 分钟后可再发言/);

  // Delete the other line: it leaves the anchor's screen and the guest's.
  await page.getByTestId('chat-line').filter({ hasText: spam }).click();
  await page.getByText('删除这条消息').click();
  await expect(page.getByText('消息已删除')).toBeVisible();
  await expect(page.getByTestId('chat-line').filter({ hasText: spam })).toHaveCount(0);
  await expect(guest.getByTestId('chat-line').filter({ hasText: spam })).toHaveCount(0);
  await expect(guest.getByTestId('chat-line').filter({ hasText: rude })).toBeVisible();
  await page.screenshot({ path: `${shots}/moderation-done.png` });
  await guestContext.close();
});

test('the anchor sets the room’s 公告 for everyone watching; fans are welcomed and a 伯爵 is announced', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { account, roomId } = await anchorWithRoom(request, { title: '公告与进场测试间', category: 2 });
  const guestContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const guest = await guestContext.newPage();
  await guest.goto(`/vlive/detail/${roomId}`);
  await guest.getByRole('button', { name: '聊天', exact: true }).click();
  await expect(guest.getByTestId('chat-welcome')).toHaveText('欢迎来到直播间！登录后即可参与聊天');
  await expect(guest.getByTestId('chat-notice')).toContainText('请文明发言');
  await expect(guest.getByTestId('notice-edit')).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/user/login?redirect=${encodeURIComponent(`/vlive/detail/${roomId}`)}`);
  await loginWithPassword(page, account.phone, account.password);
  await page.getByRole('button', { name: '聊天', exact: true }).click();
  await expect(page.getByTestId('chat-welcome')).toHaveText(`欢迎 ${account.nickName} 来到直播间，一起看球吧！`);
  await page.getByTestId('notice-edit').click();
  await page.getByPlaceholder('告诉观众今天播什么').fill('今晚 19:30 湖人对勇士，开播前抽奖！');
  await page.screenshot({ path: `${shots}/notice-editor.png` });
  await page.getByTestId('notice-save').click();
  await expect(page.getByText('公告已更新')).toBeVisible();
  await expect(page.getByTestId('chat-notice')).toContainText('今晚 19:30 湖人对勇士');
  await expect(guest.getByTestId('chat-notice')).toContainText('今晚 19:30 湖人对勇士');

  // A fan who holds 伯爵 comes in: everyone watching sees the entrance.
  const earl = { phone: randomPhone(), password: 'earl2026', nickName: randomNickName('贵族') };
  const headers = { accessToken: await registerThroughApi(request, earl) };
  await certifyThroughApi(request, headers.accessToken);
  await request.post(`${apiUrl}/user/wallet/recharge`, {
    headers,
    data: { packageId: 'p648', requestId: crypto.randomUUID().replaceAll('-', '') },
  });
  const bought = await request.post(`${apiUrl}/vlive/noble/buy`, {
    // 3000 coins: above the confirmation threshold, which the noble page's dialog gives.
    headers: { ...headers, 'x-kq-spend-confirmed': '1' },
    data: { tierId: 'earl', requestId: crypto.randomUUID().replaceAll('-', '') },
  });
  expect(((await bought.json()) as { code: number }).code).toBe(200);
  const earlContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const earlPage = await earlContext.newPage();
  await earlPage.goto(`/user/login?redirect=${encodeURIComponent(`/vlive/detail/${roomId}`)}`);
  await loginWithPassword(earlPage, earl.phone, earl.password);
  await expect(guest.getByTestId('chat-entrance')).toContainText(`伯爵 ${earl.nickName} 驾临直播间`);
  await guest.screenshot({ path: `${shots}/notice-entrance.png` });
  await earlContext.close();
  await guestContext.close();
});
