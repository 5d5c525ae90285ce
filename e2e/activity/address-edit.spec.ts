import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

type Address = { id: number; name: string; street: string; region: string; isDefault: boolean };

/** A fan edits a saved shipping address on /activity/address; it is saved in place, not added. */
test('a fan edits a shipping address: the sheet starts from its values and saves it under its id', async ({
  page,
  request,
}) => {
  const fan = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName('地址') };
  const token = await registerThroughApi(request, fan);
  const headers = { accessToken: token };
  const saved = await request.post(`${apiUrl}/activity/address/save`, {
    headers,
    data: { name: '韩梅梅', phone: '13912345678', areaCode: '110101', street: '东长安街 1 号东方广场 W1 座' },
  });
  const { id } = ((await saved.json()) as { data: Address }).data;

  await page.goto(`/user/login?redirect=${encodeURIComponent('/activity/address')}`);
  await loginWithPassword(page, fan.phone, fan.password);
  await expect(page).toHaveURL(/\/activity\/address$/);
  const card = page.locator(`[data-address-id="${id}"]`);
  await expect(card).toContainText('韩梅梅');
  await card.getByRole('button', { name: '编辑' }).click();

  await expect(page.getByText('编辑收货地址')).toBeVisible();
  await expect(page.getByPlaceholder('请填写收货人姓名')).toHaveValue('韩梅梅');
  await expect(page.getByTestId('region-field')).toHaveText('北京市 东城区');
  await page.getByPlaceholder('请填写收货人姓名').fill('李雷');
  await page.getByPlaceholder('街道、楼牌号等').fill('王府井大街 88 号');
  await page.screenshot({ path: 'docs/screenshots/activity/address-edit.png' });
  await page.getByRole('button', { name: '保存地址' }).click();

  await expect(card).toContainText('李雷');
  await expect(card).toContainText('王府井大街 88 号');
  await expect(page.locator('[data-address-id]')).toHaveCount(1);
  const list = await request.get(`${apiUrl}/activity/address/list`, { headers });
  const addresses = ((await list.json()) as { data: { list: Address[] } }).data.list;
  expect(addresses.map((a) => [a.id, a.name, a.street])).toEqual([[id, '李雷', '王府井大街 88 号']]);
});
