import type { Page } from '@playwright/test';
import { anchorWithRoom, apiUrl } from '../support/api';
import { longPress } from '../support/community';
import { expect, test } from '../support/fixtures';
import { fan, friendsThroughApi, imPost, signedIn, type Fan } from '../message/im-fans';
import { shootScreen } from '../support/ui';

const adminToken = process.env.KQ_E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789';

/** A 375 px screenshot under docs/screenshots/admin/, after checking nothing overflows sideways. */
function shot(page: Page, name: string): Promise<void> {
  return shootScreen(page, `docs/screenshots/admin/${name}.png`);
}

/** A 圈子 post by `writer`, reported by `reporter` through the API. */
async function reportedPost(page: Page, writer: Fan, reporter: Fan): Promise<void> {
  const circles = (await (await page.request.get(`${apiUrl}/community/circles`)).json()) as { data: { id: number }[] };
  const created = await imPost(page.request, writer, '/community/posts', {
    circleId: circles.data[0]!.id,
    content: '周末德比球票低价转让，名额有限，速来私信',
  });
  const { code } = created.data as { code: string };
  expect((await imPost(page.request, reporter, `/community/posts/${code}/report`, { reason: '垃圾广告' })).code).toBe(
    200,
  );
}

test('fans report a message, a room chat line and a post; an operator handles each from the one queue', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const [reporter, sender] = [await fan(page.request, '举报人'), await fan(page.request, '发广告')];
  const id = await friendsThroughApi(page.request, reporter, sender);
  const text = `私聊推广：进群送彩金 ${Date.now() % 100_000}`;
  expect(
    (await imPost(page.request, sender, '/imapi/chat/send', { id, clientId: `ad-${Date.now()}`, text })).code,
  ).toBe(200);
  const kept = '今晚几点开球？';
  expect(
    (await imPost(page.request, sender, '/imapi/chat/send', { id, clientId: `ok-${Date.now()}`, text: kept })).code,
  ).toBe(200);
  await reportedPost(page, sender, reporter);
  const { roomId } = await anchorWithRoom(page.request, { title: '举报测试间', category: 1 });
  const line = `来我主页领会员 ${Date.now() % 100_000}`;
  const said = await imPost(page.request, sender, '/chat/msg', {
    group: String(roomId),
    clientId: crypto.randomUUID(),
    text: line,
  });
  expect(said.code).toBe(200);

  // The reporter long-presses the message in the chat and reports it.
  const { page: fanPage, errors } = await signedIn(browser, reporter, `/message/chat?id=${id}`);
  const reported = fanPage.getByTestId('message').filter({ hasText: text });
  await longPress(fanPage, reported.locator('.kq-im-bubble'));
  await fanPage.getByText('举报', { exact: true }).click();
  await expect(fanPage.getByText('已举报，我们会尽快处理')).toBeVisible();

  // In the room, the reporter taps the line and reports it as 垃圾广告.
  await fanPage.goto(`/vlive/detail/${roomId}`);
  await fanPage.getByRole('button', { name: '聊天', exact: true }).click();
  const roomLine = fanPage.getByTestId('chat-line').filter({ hasText: line });
  await roomLine.click();
  await fanPage.getByText('举报这条消息').click();
  await fanPage.getByText('垃圾广告', { exact: true }).click();
  await expect(fanPage.getByText('已举报，我们会尽快处理')).toBeVisible();

  // The operator enters the token once, then sees every report in one queue, a card per kind.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/reports');
  await page.getByPlaceholder('ADMIN_TOKEN').fill('not-the-token');
  await page.getByRole('button', { name: '进入举报队列' }).click();
  await expect(page.getByRole('alert')).toHaveText('没有权限执行该操作');
  await page.getByRole('button', { name: '换口令' }).click();
  await expect(page.getByPlaceholder('ADMIN_TOKEN')).toBeVisible();
  await shot(page, 'token');
  await page.getByPlaceholder('ADMIN_TOKEN').fill(adminToken);
  await page.getByRole('button', { name: '进入举报队列' }).click();
  const lineCard = page.getByTestId('report').filter({ hasText: line });
  await expect(lineCard).toHaveAttribute('data-kind', 'roomChatLine');
  await expect(lineCard).toContainText(`${sender.nickName} ID ${sender.id}`);
  await expect(lineCard).toContainText(`直播间 ${roomId}`);
  await expect(lineCard).toContainText('垃圾广告');
  const card = page.getByTestId('report').filter({ hasText: text });
  await expect(card).toContainText(`会话 #${id}`);
  await expect(card).toContainText(`举报人 ${reporter.nickName}`);
  await lineCard.scrollIntoViewIfNeeded();
  await shot(page, 'report-queue');

  // The token stays for the session: a reload goes straight to the queue.
  await page.reload();
  await expect(card).toBeVisible();

  // 删除 the line, confirmed: the card leaves the queue and the line leaves the room for the reporter, live.
  await lineCard.getByRole('button', { name: '删除' }).click();
  await expect(page.locator('.adm-dialog')).toContainText('删除这条聊天消息？');
  await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.locator('.adm-toast-main')).toContainText('已删除');
  await expect(lineCard).toHaveCount(0);
  await expect(roomLine).toHaveCount(0);

  // 删除 the message: it leaves the reporter's chat.
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await card.getByRole('button', { name: '删除' }).click();
  await expect(page.locator('.adm-dialog')).toContainText('删除这条消息？');
  await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(card).toHaveCount(0);
  await fanPage.goto(`/message/chat?id=${id}`);
  await expect(fanPage.getByTestId('message').filter({ hasText: kept })).toBeVisible();
  await expect(reported).toHaveCount(0);

  // The 帖子 tab: the 圈子 post reported above, with its reason; 删除 takes it down.
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await page.getByRole('tab', { name: /帖子/ }).click();
  const post = page.getByTestId('report').filter({ hasText: '周末德比球票低价转让', visible: true }).first();
  await expect(post).toContainText('垃圾广告');
  await expect(post).toContainText(sender.nickName);
  await post.scrollIntoViewIfNeeded();
  await shot(page, 'report-queue-posts');
  await post.getByRole('button', { name: '删除' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.locator('.adm-toast-main')).toContainText('已删除');
  await expect(post).toHaveCount(0);
  expect(errors).toEqual([]);
});
