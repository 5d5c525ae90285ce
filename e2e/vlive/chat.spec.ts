import type { APIRequestContext, Page, WebSocket } from '@playwright/test';
import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

const fan = { phone: randomPhone(), password: 'chat2026', nickName: randomNickName('聊天') };
const shots = 'docs/screenshots/chat';

/** Any room does: chat works whether or not it is on air, so the journey holds at any hour. */
async function someRoomId(request: APIRequestContext, index = 0): Promise<number> {
  const body = (await (await request.get(`${apiUrl}/vlive/room/list?type=0`)).json()) as {
    data: { list: { id: number }[] };
  };
  const room = body.data.list[index];
  if (!room) throw new Error('no room to chat in');
  return room.id;
}

/** Resolves once the page's socket has subscribed to the room's chat. */
function chatSubscribed(page: Page, roomId: number): Promise<unknown> {
  return page.waitForEvent('websocket').then((socket: WebSocket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) =>
        String(frame.payload).includes('"subscribed"') && String(frame.payload).includes(`chat:${roomId}`),
    }),
  );
}

test.beforeAll(async ({ request }) => {
  await registerThroughApi(request, fan);
});

test('a fan chats in a room, a guest in another browser sees it live as chat and danmaku, and can turn danmaku off', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const roomId = await someRoomId(request);
  await page.setViewportSize({ width: 375, height: 812 });

  // The fan logs in from the room and comes back to it.
  await page.goto(`/user/login?redirect=${encodeURIComponent(`/vlive/detail/${roomId}`)}`);
  await loginWithPassword(page, fan.phone, fan.password);
  await expect(page).toHaveURL(new RegExp(`/vlive/detail/${roomId}$`));
  await page.getByRole('button', { name: '聊天', exact: true }).click();
  const input = page.getByRole('textbox', { name: '聊天内容' });
  const first = `开场就看好主队 ${Date.now() % 10_000}`;
  await input.fill(first);
  await page.getByRole('button', { name: '发送' }).click();
  const mine = page.getByTestId('chat-line').filter({ hasText: first });
  await expect(mine).toHaveClass(/is-mine/);
  await expect(mine).toContainText('我');
  await expect(input).toHaveValue('');

  // A refused line shows the server's message (spec §8) and stays in the box.
  await input.fill('加 微 信 送福利');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('chat-error')).toHaveText('消息包含敏感词，请修改后再发送');
  await expect(input).toHaveValue('加 微 信 送福利');
  await input.fill('');

  // A guest in another browser reads the history, is asked to log in to speak, and gets new lines live.
  const guestContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const guest = await guestContext.newPage();
  const subscribed = chatSubscribed(guest, roomId);
  await guest.goto(`/vlive/detail/${roomId}`);
  await guest.getByRole('button', { name: '聊天', exact: true }).click();
  await expect(guest.getByTestId('chat-line').filter({ hasText: first })).toBeVisible();
  await expect(guest.getByTestId('chat-login')).toHaveText('去登录');
  await subscribed;

  const second = `这球传得漂亮 ${Date.now() % 10_000}`;
  await input.fill(second);
  await input.press('Enter');
  const live = guest.getByTestId('chat-line').filter({ hasText: second });
  await expect(live).toBeVisible();
  await expect(live).not.toHaveClass(/is-mine/);
  await expect(guest.getByTestId('danmaku')).toContainText(second);
  await guest.screenshot({ path: `${shots}/room-chat-guest.png` });
  await page.screenshot({ path: `${shots}/room-chat-fan.png` });

  // Danmaku off: none over the video, the chat still runs, and the choice survives a reload.
  const toggle = guest.getByTestId('danmaku-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(guest.getByTestId('danmaku')).toHaveCount(0);
  await guest.reload();
  await expect(guest.getByTestId('danmaku-toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect(guest.getByTestId('danmaku')).toHaveCount(0);

  await guest.getByRole('button', { name: '主播' }).click();
  await expect(guest.getByTestId('anchor-card')).toBeVisible();
  await guest.screenshot({ path: `${shots}/room-anchor.png` });
  await guestContext.close();
});

test('a room shows its latest 30 lines and older ones a page at a time', async ({ page, request }) => {
  test.setTimeout(90_000);
  const roomId = await someRoomId(request, 1);
  // 35 lines from 7 fans (each may send 5 in 10 s).
  const texts: string[] = [];
  for (let f = 0; f < 7; f++) {
    const token = await registerThroughApi(request, {
      phone: randomPhone(),
      password: 'chat2026',
      nickName: randomNickName('翻页'),
    });
    for (let i = 0; i < 5; i++) {
      const text = `历史第 ${f * 5 + i + 1} 条`;
      texts.push(text);
      const reply = await request.post(`${apiUrl}/chat/msg`, {
        headers: { accessToken: token },
        data: { group: String(roomId), clientId: crypto.randomUUID(), text },
      });
      expect(((await reply.json()) as { code: number }).code).toBe(200);
    }
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/vlive/detail/${roomId}`);
  await page.getByRole('button', { name: '聊天', exact: true }).click();
  const lines = page.getByTestId('chat-line');
  await expect(lines.last()).toHaveText(/历史第 35 条/);
  await expect(lines.filter({ hasText: /历史第 5 条$/ })).toHaveCount(0);
  await page.getByTestId('chat-older').click();
  await expect(lines.filter({ hasText: /历史第 1 条$/ })).toBeVisible();
  await expect(lines.filter({ hasText: /历史第 5 条$/ })).toHaveCount(1);
  await page.screenshot({ path: `${shots}/room-chat-older.png` });
});
