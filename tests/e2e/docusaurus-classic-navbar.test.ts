import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A site's own Navbar put together from the classic theme's parts: it reads theme-common's
// providers, and on a narrow screen its menu holds the doc's sidebar, as Docusaurus's does.
describe("a site's navbar of the classic theme's parts, in Chromium", () => {
  const ctx = browseSiteFolder('docusaurus-classic-navbar');

  /** A doc, once the classic navbar has hydrated: its colour mode switch is enabled from then on. */
  const hydrated = async (path: string, width: number) => {
    const opened = await openPage(ctx.browser, `${ctx.server.url}${path}`, { width, height: 800 });
    await opened.page.waitForSelector('.orchard-navbar button[aria-label*="dark and light mode"]:not([disabled])', {
      state: 'attached',
    });
    return opened;
  };

  it("marks its link to the docs' sidebar on the docs' pages", async () => {
    const { page, problems } = await hydrated('/docs/keeping/cider', 1280);
    expect(await page.textContent('.orchard-navbar .navbar__link--active')).toBe('Notes');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lists the doc's sidebar in its menu on a narrow screen, the page marked, and leads to another doc", async () => {
    const { page, problems } = await hydrated('/docs/keeping/cider', 390);
    // The menu's second panel, which the navbar shows first on a doc.
    const menu = page.locator('.navbar-sidebar .navbar-sidebar__item').last();
    await page.click('.orchard-navbar .navbar__toggle');
    await expect
      .poll(() => menu.locator('.menu__link').allTextContents())
      .toEqual(['keeping', 'Cider', 'Storage', 'Pruning']);
    expect(await menu.locator('.menu__link--active').last().textContent()).toBe('Cider');
    await menu.getByRole('link', { name: 'Storage' }).click();
    await page.waitForURL(/\/docs\/keeping\/storage$/);
    await expect.poll(() => page.locator('.navbar-sidebar--show').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
