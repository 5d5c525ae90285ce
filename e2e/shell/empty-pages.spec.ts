import { expect, test } from '../support/fixtures';

/** Pages with nothing to show fill the screen and no more: no scrolling past an empty state. */
for (const path of ['/live/zq/3', '/live/lq/3', '/message', '/live/zq/detail/99999999', '/no-such-page']) {
  test(`${path} does not scroll`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
