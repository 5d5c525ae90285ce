import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

const waitingPages = new WeakSet<Page>();

/** Until React has taken the document; for pages reached by a redirect rather than `goto` (see below). */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-after-paint]') === null &&
      (!('__reactRouterContext' in window) || Object.keys(document).some((key) => key.startsWith('__reactContainer$'))),
  );
}

/**
 * Until React has started on a page, a tap on its server HTML is lost. A page's scripts load once it has
 * painted (apps/web/app/lib/after-paint.server.ts), after its load event, where `goto` and `reload` stop
 * waiting; so on every page of a journey (the fixture's and those of contexts a spec opens) these two also
 * wait until React has taken the document (React Router's pages only), as a fan would see the page ready.
 * A page asked for with an earlier `waitUntil` is given back as soon as it has that.
 */
function waitForReactOnNavigation(page: Page): void {
  if (waitingPages.has(page)) return;
  waitingPages.add(page);
  const reactStarted = () => waitForReact(page);
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
 * The 青少年模式 first-open dialog is closed through a far day in every context, so journeys see their pages;
 * the journey of the dialog itself opens it again (e2e/user/minor-mode.spec.ts).
 */
export const closeMinorPrompt = (context: BrowserContext) =>
  context.addInitScript(() => {
    try {
      // Secure over HTTPS, as the product's own cookies are (e2e/security/tls-proxy.spec.ts).
      const secure = location.protocol === 'https:' ? '; secure' : '';
      if (!sessionStorage.getItem('kq_e2e_minor_prompt'))
        document.cookie = `kq_minor_prompt=9999-12-31; path=/${secure}`;
    } catch {
      // A document without cookies (about:blank) has no dialog either.
    }
  });

const contextsWaitingFor = new WeakSet<Browser>();

/** The same wait on the pages of every context a spec opens itself. */
function waitForReactInNewContexts(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', waitForReactOnNavigation);
    await closeMinorPrompt(context);
    return context;
  };
}

export const test = base.extend<{ browserAvailable: void }>({
  browserAvailable: [
    async ({ browser }, use, testInfo) => {
      testInfo.skip(Boolean(process.env.KQ_E2E_SKIP), process.env.KQ_E2E_SKIP);
      if (!contextsWaitingFor.has(browser)) {
        contextsWaitingFor.add(browser);
        waitForReactInNewContexts(browser);
      }
      await use();
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    waitForReactOnNavigation(page);
    await closeMinorPrompt(page.context());
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
