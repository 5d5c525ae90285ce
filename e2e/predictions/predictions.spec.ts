import type { Page } from '@playwright/test';
import { matchDayOf, matchDayStart } from '@kanqiu/domain';
import { pushLiveMatch, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { shootScreen } from '../support/ui';

/**
 * AI 预测 at 375×812: today's picks list a match of our own (pushed, found by its id) that opens its detail
 * page; the record shows the running tally and the backtest with its SVG calibration chart; the 比分 header
 * leads there. Screens go to docs/screenshots/predictions/.
 */
function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  return shootScreen(page, `docs/screenshots/predictions/${name}.png`, options);
}

/** A kick-off 20 minutes ago, or at the day's start when the day is younger: always today (Beijing). */
function kickoffToday(now: number): number {
  return Math.max(now - 1200, matchDayStart(matchDayOf(now)));
}

test('today’s predictions list our match with its chances and reasons, and open its detail', async ({
  page,
  request,
}) => {
  const now = await sportsNow(request);
  const kickoff = kickoffToday(now);
  const { id } = await pushLiveMatch(request, 'ai', kickoff);

  await page.goto('/live/hot');
  await shoot(page, 'ai-00-score-header');
  await page.getByTestId('open-predictions').click();
  await expect(page).toHaveURL(/\/live\/ai$/);
  await expect(page.getByTestId('prediction-disclaimer')).toContainText(
    '本页预测仅供娱乐参考，看球直播不提供任何投注服务',
  );
  const card = page.locator(`[data-testid="prediction-card"][data-match-id="${id}"]`);
  await expect(card).toContainText('阿森纳');
  await expect(card).toContainText(/主胜 \d+%/);
  await expect(card).toContainText(/推荐 (主胜|平局|客胜)/);
  await expect(card.locator('.kq-ai-reasons li').first()).toContainText('实力评分');
  await expect(page.getByTestId('prediction-group').first()).toBeVisible();
  await shoot(page, 'ai-01-today');
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'ai-02-our-match');

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/live/zq/detail/${id}$`));

  // The 分析 tab shows the same chances and leads to this match's prediction on /live/ai.
  await page.getByRole('tab', { name: '分析' }).click();
  const block = page.getByTestId('analysis-ai-prediction');
  await expect(block).toContainText(/主胜 \d+%/);
  await block.scrollIntoViewIfNeeded();
  await shoot(page, 'ai-06-analysis-link');
  await page.getByTestId('analysis-ai-link').click();
  await expect(page).toHaveURL(new RegExp(`/live/ai\\?match=${id}$`));
  const asked = page.getByTestId('prediction-asked');
  await expect(asked.locator(`[data-testid="prediction-card"][data-match-id="${id}"]`)).toContainText('阿森纳');
  await shoot(page, 'ai-07-asked-match');
});

test('the record shows the tally and the season’s backtest with its calibration chart', async ({ page }) => {
  await page.goto('/live/ai/list');
  await expect(page.getByRole('link', { name: '历史战绩' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('prediction-tally')).toContainText('足球');
  const backtest = page.getByTestId('prediction-backtest-football');
  await expect(backtest.locator('tbody tr')).toHaveCount(4);
  await expect(backtest).toContainText('AI 模型');
  const basketball = page.getByTestId('prediction-backtest-basketball');
  await expect(basketball.locator('tbody tr')).toHaveCount(3);
  await expect(basketball).toContainText('模拟');
  await expect(basketball.getByTestId('calibration-chart')).toBeVisible();
  const chart = backtest.getByTestId('calibration-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  expect(await chart.locator('circle').count()).toBeGreaterThan(3);
  await shoot(page, 'ai-04-backtest');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'ai-03-record');
  await basketball.scrollIntoViewIfNeeded();
  await shoot(page, 'ai-08-basketball-backtest');
  await shoot(page, 'ai-05-record-full', { fullPage: true });
});
