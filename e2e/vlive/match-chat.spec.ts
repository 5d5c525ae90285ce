import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { pushGeneratedGame } from '../support/basketball-feed';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

const shots = 'docs/screenshots/chat';
const viewport = { width: 375, height: 812 };

/** A football match in play now (the busy demo always has some). */
async function liveMatchId(request: APIRequestContext): Promise<number> {
  const live = (await (await request.get(`${apiUrl}/live/football/v1_1/live`)).json()) as {
    data: { list: { id: number }[] };
  };
  const match = live.data.list[0];
  if (!match) throw new Error('no football match in play');
  return match.id;
}

/** A fan in a browser of their own, signed in and on `path`. */
async function signedInPage(browser: Browser, request: APIRequestContext, path: string): Promise<Page> {
  const account = { phone: randomPhone(), password: 'chat2026', nickName: randomNickName('聊球') };
  await registerThroughApi(request, account);
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(`/user/login?redirect=${encodeURIComponent(path)}`);
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

async function say(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: '聊天内容' });
  await input.fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('chat-line').filter({ hasText: text })).toHaveClass(/is-mine/);
  await expect(input).toHaveValue('');
}

const line = (page: Page, text: string) => page.getByTestId('chat-line').filter({ hasText: text });

test('two fans chat in a match’s 聊天 tab, a guest reads it there and in the match’s 动画直播 room', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const matchId = await liveMatchId(request);
  const path = `/live/zq/detail/${matchId}`;
  const stamp = Date.now() % 10_000;
  const [first, reply, late] = [`这场主队压得很凶 ${stamp}`, `客队反击也有威胁 ${stamp}`, `动画里也能聊 ${stamp}`];

  const fanA = await signedInPage(browser, request, path);
  await fanA.getByTestId('detail-tab-chat').click();
  await expect(fanA.getByTestId('group-chat')).toHaveAttribute('data-group', `match-${matchId}`);
  await say(fanA, first);

  const fanB = await signedInPage(browser, request, path);
  await fanB.getByTestId('detail-tab-chat').click();
  await expect(line(fanB, first)).toBeVisible();
  await say(fanB, reply);
  // Fan A gets fan B's line live, on the group's socket channel.
  await expect(line(fanA, reply)).toBeVisible();
  await expect(line(fanA, reply)).not.toHaveClass(/is-mine/);

  // A refused line shows the server's message and stays in the box.
  await fanB.getByRole('textbox', { name: '聊天内容' }).fill('加 微 信 送福利');
  await fanB.getByRole('button', { name: '发送' }).click();
  await expect(fanB.getByTestId('chat-error')).toHaveText('消息包含敏感词，请修改后再发送');
  await fanB.getByRole('textbox', { name: '聊天内容' }).fill('');

  const guest = await (await browser.newContext({ viewport })).newPage();
  await guest.goto(path);
  await guest.getByTestId('detail-tab-chat').click();
  await expect(line(guest, first)).toBeVisible();
  await expect(line(guest, reply)).toBeVisible();
  await expect(guest.getByTestId('chat-login')).toHaveText('去登录');
  await expect(guest.getByRole('textbox', { name: '聊天内容' })).toHaveCount(0);
  await guest.screenshot({ path: `${shots}/match-chat-guest.png` });
  await fanA.screenshot({ path: `${shots}/match-chat-fan.png` });

  // The match's 动画直播 room is the same chat: its history, and a new line live.
  await guest.goto(`/vlive/anim/zq/${matchId}`);
  const room = guest.getByTestId('animation-room');
  await expect(room.getByTestId('group-chat')).toHaveAttribute('data-group', `match-${matchId}`);
  // The chat joins once the room has hydrated, after its load event (slow on a crowded machine).
  await expect(line(guest, first)).toBeVisible({ timeout: 30_000 });
  await expect(line(guest, reply)).toBeVisible();
  await guest.waitForTimeout(1_500);
  await say(fanA, late);
  await expect(line(guest, late)).toBeVisible();
  await line(guest, late).scrollIntoViewIfNeeded();
  await guest.screenshot({ path: `${shots}/animation-room-chat.png`, fullPage: true });
  for (const page of [fanA, fanB, guest]) await page.context().close();
});

test('a fan writes in a basketball match’s 聊天 tab and a guest reads the line there', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // A CBA game in play of our own, whatever the hour (the generated calendar plays only in season's evenings).
  const game = await pushGeneratedGame(request, 'cba', 'live');
  const path = `/live/lq/detail/${game.id}`;
  const text = `篮下这波防守漂亮 ${Date.now() % 10_000}`;

  const fan = await signedInPage(browser, request, path);
  await fan.getByTestId('detail-tab-chat').click();
  await expect(fan.getByTestId('group-chat')).toHaveAttribute('data-group', `match-${game.id}`);
  await say(fan, text);

  const guest = await (await browser.newContext({ viewport })).newPage();
  await guest.goto(path);
  await guest.getByTestId('detail-tab-chat').click();
  await expect(line(guest, text)).toBeVisible();
  await expect(line(guest, text)).not.toHaveClass(/is-mine/);
  await expect(guest.getByTestId('chat-login')).toHaveText('去登录');
  await guest.screenshot({ path: `${shots}/match-chat-basketball-guest.png` });
  for (const page of [fan, guest]) await page.context().close();
});

test('聊球 in the 比分 header opens the sport’s group chat: a guest reads a fan’s line live and is invited to log in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(viewport);
  await page.goto('/live/hot');
  await page.getByTestId('open-sport-chat').click();
  const sheet = page.getByTestId('group-chat');
  await expect(sheet).toHaveAttribute('data-group', 'football');
  await expect(page.getByText('足球聊球室')).toBeVisible();
  await expect(page.getByTestId('chat-login')).toBeVisible();

  const token = await registerThroughApi(request, {
    phone: randomPhone(),
    password: 'chat2026',
    nickName: randomNickName('聊球'),
  });
  const text = `今晚哪场最好看 ${Date.now() % 10_000}`;
  // The sheet subscribes after its page of history; a line sent before that comes with the history instead.
  await page.waitForTimeout(1_500);
  const sent = await request.post(`${apiUrl}/chat/msg`, {
    headers: { accessToken: token },
    data: { group: 'football', clientId: crypto.randomUUID(), text },
  });
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  await expect(line(page, text)).toBeVisible();
  await page.screenshot({ path: `${shots}/sport-chat-football.png` });

  await page.getByTestId('sport-chat-close').click();
  await page.goto('/live/lq/0');
  await page.getByTestId('open-sport-chat').click();
  await expect(page.getByTestId('group-chat')).toHaveAttribute('data-group', 'basketball');
  await expect(line(page, text)).toHaveCount(0);
});
