import { randomNickName, randomPhone, readSmsCode } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginWithPassword, logout } from '../support/ui';

/**
 * The account journey: register with an SMS code from the dev outbox, see the nickname on
 * 我的, log out, log in with the password, change the nickname, log out.
 */
test('register, log in with password, change the nickname, log out', async ({ page, request }) => {
  const phone = randomPhone();
  const password = 'kanqiu2026';
  const nickName = randomNickName();

  await page.goto('/user/register');
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByTestId('sms-code-button').click();
  await expect(page.getByTestId('sms-code-button')).toHaveText(/\d+s 后重发/);
  const code = await readSmsCode(request, phone, 'register');
  await page.getByPlaceholder('请输入验证码').fill(code);
  await page.getByRole('textbox', { name: '密码' }).fill(password);
  await page.getByPlaceholder('选填，2–16 个字符').fill(nickName);
  await page.getByTestId('register-agree').locator('.adm-checkbox-icon').click();
  await page.getByTestId('register-submit').click();

  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('my-nickname')).toHaveText(nickName);
  await expect(page.getByText('138****' + phone.slice(-4))).toBeVisible();

  await logout(page);

  await page.getByTestId('my-login').click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser$/);
  await loginWithPassword(page, phone, password);
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('my-nickname')).toHaveText(nickName);

  const newNickName = randomNickName('新昵称');
  await page.getByTestId('my-nickname').click();
  await expect(page).toHaveURL(/\/user\/infor$/);
  await page.getByTestId('nickname-entry').click();
  await expect(page).toHaveURL(/\/user\/nickname$/);
  const input = page.getByPlaceholder('请输入新昵称');
  await expect(input).toHaveValue(nickName);
  await input.fill(newNickName);
  await page.getByTestId('nickname-save').click();
  await expect(page).toHaveURL(/\/user\/infor$/);
  await expect(page.getByTestId('nickname-entry')).toContainText(newNickName);

  await page.goto('/user');
  await expect(page.getByTestId('my-nickname')).toHaveText(newNickName);

  await logout(page);
  // The token is gone: a login-only page sends to login again.
  await page.goto('/user/infor');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Finfor$/);
});

test('a wrong password shows the API message and stays on the login page', async ({ page }) => {
  await page.goto('/user/login');
  await loginWithPassword(page, randomPhone(), 'wrong1234');
  await expect(page.locator('.adm-toast-main')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
});
