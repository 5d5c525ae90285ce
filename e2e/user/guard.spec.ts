import { randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

const account = { phone: randomPhone(), password: 'guard2026', nickName: randomNickName('守门员') };

test.beforeAll(async ({ request }) => {
  await registerThroughApi(request, account);
});

test('a login-only page sends to login and comes back after it', async ({ page }) => {
  await page.goto('/user/infor');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Finfor$/);

  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user\/infor$/);
  await expect(page.getByTestId('nickname-entry')).toContainText(account.nickName);

  // The not-authenticated guard: a logged-in fan is sent from login and register to the home page.
  await page.goto('/user/login');
  await expect(page).toHaveURL(/\/vlive\/0$/);
  await page.goto('/user/register');
  await expect(page).toHaveURL(/\/vlive\/0$/);
});

test.describe('every login-only page is guarded', () => {
  for (const path of ['/user/infor', '/user/nickname', '/user/changePassWord', '/user/certification', '/user/match']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/user/login\\?redirect=${encodeURIComponent(path)}$`));
    });
  }
});
