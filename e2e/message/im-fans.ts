import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiUrl, encryptForApi, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

/** The message journeys' fans: registered and logged in through the API, then signed in in their own browser. */
export type Fan = { phone: string; password: string; nickName: string; id: number; token: string };

export async function fan(request: APIRequestContext, prefix: string): Promise<Fan> {
  const account = { phone: randomPhone(), password: 'kanqiu2026', nickName: randomNickName(prefix) };
  await registerThroughApi(request, account);
  const { ivId, values } = await encryptForApi(request, [account.password]);
  const login = (await (
    await request.post(`${apiUrl}/user/login`, { form: { phone: account.phone, password: values[0]!, ivId } })
  ).json()) as { data: { token: string } };
  const token = login.data.token;
  const info = (await (
    await request.get(`${apiUrl}/user/center/info`, { headers: { accessToken: token } })
  ).json()) as {
    data: { id: number };
  };
  return { ...account, id: info.data.id, token };
}

export async function imPost(request: APIRequestContext, who: Fan, path: string, data: Record<string, unknown>) {
  const response = await request.post(`${apiUrl}${path}`, { headers: { accessToken: who.token }, data });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

export async function signedIn(browser: Browser, who: Fan, path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/user/login?redirect=${encodeURIComponent(path)}`);
  await loginWithPassword(page, who.phone, who.password);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
  return { page, errors };
}

export const shot = (page: Page, name: string) => page.screenshot({ path: `docs/screenshots/message/${name}.png` });

/** Two fans who follow each other (through the API), and their conversation. */
export async function friendsThroughApi(request: APIRequestContext, a: Fan, b: Fan): Promise<number> {
  await imPost(request, a, '/imapi/user/follow', { userId: b.id });
  await imPost(request, b, '/imapi/user/follow', { userId: a.id });
  const opened = await imPost(request, a, '/imapi/chat/open', { userId: b.id });
  return (opened.data as { id: number }).id;
}
