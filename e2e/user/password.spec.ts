import { randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginWithPassword, logout } from '../support/ui';

test('change the password with the old one, then log in with the new one', async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'before2026', nickName: randomNickName('改密') };
  await registerThroughApi(request, account);
  await page.goto('/user/login?redirect=%2Fuser%2FchangePassWord');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user\/changePassWord$/);

  await page.getByRole('textbox', { name: '原密码' }).fill('wrong2026');
  await page.getByRole('textbox', { name: '新密码' }).fill('after2026');
  await page.getByRole('textbox', { name: '确认密码' }).fill('after2026');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.locator('.adm-toast-main')).toContainText('原密码不正确');

  await page.getByRole('textbox', { name: '原密码' }).fill(account.password);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(/\/user\/set$/);

  await logout(page);
  await page.goto('/user/login');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page.locator('.adm-toast-main')).toContainText('手机号或密码错误');
  await loginWithPassword(page, account.phone, 'after2026');
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('my-nickname')).toHaveText(account.nickName);
});
