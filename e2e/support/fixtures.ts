import { test as base, expect } from '@playwright/test';

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
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
