import { expect, test } from '../support/fixtures';
import { firstVisitContext, jsBudgets, KB, measureInitialScripts } from '../support/js-budget';

// The built app's first-screen JavaScript stays within its budget (or, while over it, its ceiling): a change that
// grows it fails CI.
for (const { path, budgetKb, ceilingKb } of jsBudgets) {
  const limitKb = ceilingKb ?? budgetKb;
  test(`${path} loads at most ${limitKb} KB of gzipped JavaScript before its load event (budget ${budgetKb} KB)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await firstVisitContext(browser);
    try {
      const result = await measureInitialScripts(context, `${baseURL}${path}`);
      const listing = result.files.map((file) => `${file.url} ${(file.gzip / KB).toFixed(1)} KB`).join('\n');
      expect(result.status).toBe(200);
      expect(result.gzip / KB, `scripts before the load event:\n${listing}`).toBeLessThanOrEqual(limitKb);
    } finally {
      await context.close();
    }
  });
}
