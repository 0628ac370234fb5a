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
    await opened.page.waitForSelector('.hive-navbar button[aria-label*="dark and light mode"]:not([disabled])', {
      state: 'attached',
    });
    return opened;
  };

  it("marks its link to the docs' sidebar on the docs' pages", async () => {
    const { page, problems } = await hydrated('/journal/colonies/queens', 1280);
    expect(await page.textContent('.hive-navbar .navbar__link--active')).toBe('Journal');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('leaves no empty footer under a doc with no edit link, tags or last update, as the classic theme leaves none', async () => {
    const { page, problems } = await hydrated('/journal/colonies/queens', 1280);
    expect(await page.locator('article footer').count()).toBe(0);
    const text = (await page.locator('article .markdown').boundingBox())!;
    const pages = (await page.locator('.pagination-nav').boundingBox())!;
    // The paginator follows the text by its own 3rem, with no footer's margin besides.
    expect(pages.y - (text.y + text.height)).toBe(48);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lists the doc's sidebar in its menu on a narrow screen, the page marked, and leads to another doc", async () => {
    const { page, problems } = await hydrated('/journal/colonies/queens', 390);
    // The menu's second panel, which the navbar shows first on a doc.
    const menu = page.locator('.navbar-sidebar .navbar-sidebar__item').last();
    await page.click('.hive-navbar .navbar__toggle');
    await expect
      .poll(() => menu.locator('.menu__link').allTextContents())
      .toEqual(['Inspections', 'Colonies', 'Queens', 'Swarms']);
    expect(await menu.locator('.menu__link--active').last().textContent()).toBe('Queens');
    await menu.getByRole('link', { name: 'Swarms' }).click();
    await page.waitForURL(/\/journal\/colonies\/swarms$/);
    await expect.poll(() => page.locator('.navbar-sidebar--show').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
