import { expect, test } from '../support/fixtures';

test('a visitor sends feedback', async ({ page }) => {
  await page.goto('/user/opinion');
  await page.getByText('功能异常').click();
  await page.getByPlaceholder(/请描述您遇到的问题或建议/).fill('比分页面在夜间模式下看不清楚。');
  await expect(page.getByText('15/500')).toBeVisible();
  await page.getByPlaceholder(/手机号、邮箱或 QQ/).fill('fan@example.com');
  await page.getByTestId('opinion-submit').click();
  await expect(page.locator('.adm-toast-main')).toContainText('感谢您的反馈');
  await expect(page).toHaveURL(/\/user$/);
});

test('feedback that is too short is stopped in the form', async ({ page }) => {
  await page.goto('/user/opinion');
  await page.getByPlaceholder(/请描述您遇到的问题或建议/).fill('不好');
  await page.getByTestId('opinion-submit').click();
  await expect(page.getByText('反馈内容至少 5 个字')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/opinion$/);
});
