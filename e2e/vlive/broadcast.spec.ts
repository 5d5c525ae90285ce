import { randomIdNumber, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { confirmDialog, loginWithPassword } from '../support/ui';

const shots = 'docs/screenshots/broadcast';

test('a certified user opens 开播 and sees the RTMP address and a stream key, and can reset it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = { phone: randomPhone(), password: 'kanqiu2026', nickName: randomNickName('主播') };
  await registerThroughApi(request, account);
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);

  // Not certified yet: 开播 asks for 实名认证 first.
  await page.getByText('我要开播').click();
  await expect(page).toHaveURL(/\/user\/broadcast$/);
  await expect(page.getByTestId('broadcast-gate')).toBeVisible();
  await page.screenshot({ path: `${shots}/gate.png` });

  await page.goto('/user/certification');
  await page.getByPlaceholder('请输入身份证上的姓名').fill('李主播');
  await page.getByPlaceholder('请输入 18 位身份证号码').fill(randomIdNumber());
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('已完成实名认证')).toBeVisible();

  await page.goto('/user');
  await page.getByText('我要开播').click();
  await page.getByRole('textbox', { name: '直播标题' }).fill('周末一起看球');
  await page.getByRole('listbox').getByRole('option', { name: '篮球' }).click();
  await page.getByTestId('broadcast-save').click();
  await expect(page.getByText('直播间已保存')).toBeVisible();
  const server = page.getByTestId('ingest-server');
  await expect(server).toHaveText(/^rtmp:\/\/.+\/live$/);
  const key = page.getByTestId('ingest-key');
  await expect(key).toHaveText(/\S{16,}/);
  const firstKey = await key.textContent();
  await page.screenshot({ path: `${shots}/broadcast.png`, fullPage: true });

  await page.getByTestId('ingest-reset').click();
  await confirmDialog(page, '重置');
  await expect(page.getByText('推流码已重置，旧推流码立即失效')).toBeVisible();
  await expect(key).not.toHaveText(firstKey ?? '');

  // Back later, the key is not shown again, only the address.
  await page.reload();
  await expect(page.getByRole('textbox', { name: '直播标题' })).toHaveValue('周末一起看球');
  await expect(server).toBeVisible();
  await expect(key).toHaveCount(0);
  await page.getByRole('link', { name: '进入我的直播间' }).click();
  await expect(page).toHaveURL(/\/vlive\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: '周末一起看球' })).toBeVisible();
});
