import { test as base, expect, type Page } from '@playwright/test';

/**
 * Until React has started on a page, a tap on its server HTML is lost. A page's scripts load once it has
 * painted (apps/web/app/lib/after-paint.server.ts), after its load event, where `goto` and `reload` stop
 * waiting; so these two also wait until React has taken the document (React Router's pages only), as a fan
 * would see the page ready. A page asked for with an earlier `waitUntil` is given back as soon as it has that.
 */
function waitForReactOnNavigation(page: Page): void {
  const reactStarted = () =>
    page.waitForFunction(
      () =>
        document.querySelector('[data-after-paint]') === null &&
        (!('__reactRouterContext' in window) ||
          Object.keys(document).some((key) => key.startsWith('__reactContainer$'))),
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitsForLoad = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load';
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await reactStarted();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options)) await reactStarted();
    return response;
  };
}

/**
 * Every spec imports `test` from here. It skips when global setup found no browser (which only
 * happens without REQUIRE_E2E=1), and fails a test whose page threw an uncaught error, even if the
 * journey itself completed.
 */
export const test = base.extend<{ browserAvailable: void }>({
  browserAvailable: [
    // Playwright reads the fixtures a fixture needs from this destructuring; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      testInfo.skip(Boolean(process.env.KQ_E2E_SKIP), process.env.KQ_E2E_SKIP);
      await use();
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    waitForReactOnNavigation(page);
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
