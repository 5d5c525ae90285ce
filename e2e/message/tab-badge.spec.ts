import type { ChildProcess } from 'node:child_process';
import type { BrowserContext } from '@playwright/test';
import { apiUrl } from '../support/api';
import { expect, test } from '../support/fixtures';
import { e2ePorts } from '../support/ports';
import { startWebServer } from '../support/web-server';
import { loginWithPassword } from '../support/ui';
import { fan, friendsThroughApi, imPost, shot } from './im-fans';

/**
 * The 消息 tab and its badge (spec §2/§4): a second web server built like the one on port 8096, whose
 * fourth tab is 消息 (FOURTH_TAB=message; the suite's own server keeps the AI tab). The badge is the sum of
 * `count` over conversations with `messageStatus` 0: it rises with messages, leaves out a muted (免打扰)
 * conversation, and clears once read.
 */
const messageTabWeb = `http://127.0.0.1:${e2ePorts.proxiedWeb}`;
// The suite's own web origin, which the API's WEB_ORIGIN lists (playwright.config.ts).
const listedWebOrigin = `http://127.0.0.1:${e2ePorts.web}`;
let web: ChildProcess | undefined;

test.beforeAll(async () => {
  web = await startWebServer(e2ePorts.proxiedWeb, { FOURTH_TAB: 'message' });
});

test.afterAll(() => {
  web?.kill();
});

/**
 * The API lets the suite's web origin call it (WEB_ORIGIN); this second origin is not on that list, so the
 * browser's calls to the API go as from a listed origin (the API refuses posts from others) and get the CORS answer
 * the API would give it. The socket needs no help: the API accepts loopback origins outside production.
 */
async function allowThisOrigin(context: BrowserContext): Promise<void> {
  const cors = {
    'access-control-allow-origin': messageTabWeb,
    'access-control-allow-headers': 'accessToken, content-type, accept',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };
  await context.route(`${apiUrl}/**`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const response = await route.fetch({ headers: { ...route.request().headers(), origin: listedWebOrigin } });
    return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
}

test('the 消息 tab counts unread messages, leaves out a muted conversation, and clears when read', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [reader, friend, chatty] = [await fan(request, '读者'), await fan(request, '好友'), await fan(request, '话多')];
  const direct = await friendsThroughApi(request, reader, friend);
  const muted = await friendsThroughApi(request, reader, chatty);
  await imPost(request, reader, '/imapi/chat/settings', { id: muted, messageStatus: 1 });
  const say = (who: typeof friend, id: number, text: string) =>
    imPost(request, who, '/imapi/chat/send', { id, clientId: `tab${Date.now()}${text.length}${id}`, text });
  await say(friend, direct, '比赛开始了');
  await say(friend, direct, '快来看直播');
  await say(chatty, muted, '免打扰的群消息');

  const context = await browser.newContext({ baseURL: messageTabWeb });
  await allowThisOrigin(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, reader.phone, reader.password);
  await expect(page).toHaveURL(/\/user$/);

  // The follow-back notices count too (two friends followed back): 2 messages + 2 notices, the muted one left out.
  const tab = page.locator('.kq-tabbar').getByRole('link', { name: /消息/ });
  await expect(tab).toHaveAttribute('href', '/message');
  await expect(tab.locator('.kq-tabbar-badge')).toHaveText('4');
  await shot(page, 'tab-badge');

  // Reading the conversation and the notices clears the badge on the next tab page.
  await tab.click();
  await expect(page).toHaveURL(/\/message$/);
  await page.getByTestId('conversation').filter({ hasText: friend.nickName }).click();
  await expect(page.getByTestId('message').last()).toContainText('快来看直播');
  await page.goto('/message/notice');
  await expect(page.getByTestId('notice').first()).toBeVisible();
  await page.goto('/live/hot');
  await expect(page.locator('.kq-tabbar').getByRole('link', { name: /消息/ })).toBeVisible();
  await expect(page.locator('.kq-tabbar').getByRole('link', { name: /消息/ }).locator('.kq-tabbar-badge')).toHaveCount(
    0,
  );
  expect(errors).toEqual([]);
  await context.close();
});
