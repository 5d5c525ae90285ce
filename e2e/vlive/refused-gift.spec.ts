import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

test.use({ viewport: { width: 375, height: 812 } });

test('a fan without 实名认证 is refused a gift, told why, and taken to certify', async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'kanqiu2026', nickName: randomNickName('未认证') };
  await registerThroughApi(request, account);
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);

  const rooms = (await (await request.get(`${apiUrl}/vlive/room/list`, { params: { type: 0 } })).json()) as {
    data: { list: { id: number }[] };
  };
  await page.goto(`/vlive/detail/${rooms.data.list[0]!.id}`);
  await page.getByTestId('gift-open').click();
  await page.getByTestId('gift-like').click();
  await page.getByTestId('gift-send').click();
  await page.getByRole('dialog').getByRole('button', { name: '赠送' }).click();

  const refusal = page.getByRole('dialog').filter({ hasText: '需要实名认证' });
  await expect(refusal).toContainText('年满 18 周岁');
  await page.screenshot({ path: 'docs/screenshots/minor-mode/gift-refused.png' });
  await refusal.getByRole('button', { name: '去认证' }).click();
  await expect(page).toHaveURL(/\/user\/certification/);
});
