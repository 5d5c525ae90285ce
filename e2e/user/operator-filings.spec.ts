import type { ChildProcess } from 'node:child_process';
import { expect, test } from '../support/fixtures';
import { e2ePorts } from '../support/ports';
import { startWebServer } from '../support/web-server';

/**
 * What an operator in mainland China must show (docs/deploy.md, "Filings and the operator's name"): a second web server
 * configured with the ICP 备案号, the 公安备案号 and the operator's name. The suite's own web sets none of them and shows no
 * filings.
 */
const operatorWeb = `http://127.0.0.1:${e2ePorts.proxiedWeb}`;
const icp = '京ICP备2026000001号-1';
const police = '京公网安备11010502000001号';
const operatorName = '北京看球科技有限公司';
let web: ChildProcess | undefined;

test.beforeAll(async () => {
  web = await startWebServer(e2ePorts.proxiedWeb, {
    WEB_ICP_NUMBER: icp,
    WEB_POLICE_NUMBER: police,
    WEB_OPERATOR_NAME: operatorName,
  });
});

test.afterAll(() => {
  web?.kill();
});

test('关于我们 and the download pages carry the filings, linked to their registries', async ({ page }) => {
  await page.goto(`${operatorWeb}/user/about`);
  const filings = page.getByTestId('filings');
  await expect(filings.getByTestId('icp-number')).toHaveText(icp);
  await expect(filings.getByTestId('icp-number')).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  await expect(filings.getByTestId('police-number')).toHaveText(police);
  await expect(filings.getByTestId('police-number')).toHaveAttribute(
    'href',
    'https://beian.mps.gov.cn/#/query/webSearch?code=11010502000001',
  );
  await expect(page.getByText(`由${operatorName}负责开发和运营`)).toBeVisible();
  await filings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/user/about-filings.png' });

  for (const path of [
    '/download',
    '/download/Android',
    '/download/android-down',
    '/download/ios-down',
    '/download/wapStep',
  ]) {
    await page.goto(`${operatorWeb}${path}`);
    await expect(page.getByTestId('icp-number'), path).toHaveText(icp);
    await expect(page.getByTestId('police-number'), path).toHaveText(police);
  }
  await page.getByTestId('filings').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/download/wap-step-filings.png' });
});

test('the agreements name the configured operator', async ({ page }) => {
  await page.goto(`${operatorWeb}/user/agreement/yhxy`);
  await expect(page.getByText(`是您与${operatorName}（以下简称“我们”）之间`)).toBeVisible();
  await expect(page.getByText('看球直播运营团队')).toHaveCount(0);
  await page.screenshot({ path: 'docs/screenshots/user/agreement-operator.png' });

  await page.goto(`${operatorWeb}/user/agreement/yszc`);
  await expect(page.getByText(`个人信息处理者为${operatorName}`)).toBeVisible();
});

test('without the variables there are no filings and the agreements keep their wording', async ({ page }) => {
  await page.goto('/user/about');
  await expect(page.getByTestId('app-version')).toBeVisible();
  await expect(page.getByTestId('filings')).toHaveCount(0);
  await page.goto('/user/agreement/yhxy');
  await expect(page.getByText('是您与看球直播运营团队（以下简称“我们”）之间')).toBeVisible();
});
