import { expect, test } from '../support/fixtures';
import { firstVisitContext, jsBudgets, KB, measureInitialScripts } from '../support/js-budget';

// The built app's first-screen JavaScript stays within its budget: a change that grows it fails CI.
for (const { path, budgetKb } of jsBudgets) {
  test(`${path} loads at most ${budgetKb} KB of gzipped JavaScript before its load event`, async ({
    browser,
    baseURL,
  }) => {
    const context = await firstVisitContext(browser);
    try {
      const result = await measureInitialScripts(context, `${baseURL}${path}`);
      const listing = result.files.map((file) => `${file.url} ${(file.gzip / KB).toFixed(1)} KB`).join('\n');
      expect(result.status).toBe(200);
      expect(result.gzip / KB, `scripts before the load event:\n${listing}`).toBeLessThanOrEqual(budgetKb);
    } finally {
      await context.close();
    }
  });
}
