import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { editConfig } from '../helpers/site.js';

// The English and Persian site, its English footer linking to a Persian page by its path, as a
// site's own components and older locale dropdowns do: a link the build warns of, not an error.
const ctx = browseSiteFolder('docusaurus-i18n', (dir) =>
  editConfig(dir, (text) =>
    text
      .replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'")
      .replace(
        "items: [{ label: 'Reading a gauge', to: '/docs/gauges/reading' }]",
        "items: [{ label: 'Reading a gauge', to: '/docs/gauges/reading' }, { label: 'In Persian', to: '/fa/docs/intro' }]",
      ),
  ),
);

describe("a link to another locale's page by its path", () => {
  it("loads that page whole, as the other locale's site, where the reader points at it and clicks", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/intro`);
    const link = page.locator('footer a', { hasText: 'In Persian' });
    // Pointing at a link loads its page ahead: the Persian page's code is the Persian site's.
    await link.hover();
    await link.click();
    await page.waitForURL(`${ctx.server.url}/fa/docs/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'fa',
      'rtl',
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
