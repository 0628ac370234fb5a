import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A site's own Layout that wraps the theme's (`@theme-original/Layout`) to add a ribbon and count
// page views: Docusaurus draws every page in it, docs included, with the theme's chrome inside.
describe("a site's Layout wrapping the theme's, in Chromium", () => {
  const ctx = browseSiteFolder('docusaurus-layout-wrapper');

  const pageViews = (page: Page) => page.evaluate(() => (window as { pageViews?: string[] }).pageViews);

  it('draws a doc inside it, with the ribbon above the navbar, and counts each doc the reader goes to', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/pruning`);
    expect(await page.textContent('.orchard-ribbon')).toBe('Harvest season');
    const ribbon = await page.$eval('.orchard-ribbon', (el) => el.getBoundingClientRect().bottom);
    const navbar = await page.$eval('nav.navbar', (el) => el.getBoundingClientRect().top);
    expect(ribbon).toBeLessThanOrEqual(navbar);
    await page.getByRole('link', { name: 'Storage' }).click();
    await page.waitForURL(/\/docs\/keeping\/storage$/);
    await expect.poll(() => pageViews(page)).toEqual(['/docs/pruning', '/docs/keeping/storage']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("draws the navbar's HTML item as the classic theme does, with its class", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/pruning`);
    expect(await page.textContent('nav.navbar div.navbar__item.orchard-season > b')).toBe('Harvest');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows a heading's inline code as code in ckdocs's table of contents", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/pruning`);
    const code = page.locator('.toc.theme-doc-toc-desktop a code');
    expect(await code.textContent()).toBe('prune');
    const shade = await code.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(shade).not.toBe(await code.evaluate((el) => getComputedStyle(el.closest('a')!).backgroundColor));
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps the docs' sidebar in the navbar's menu on a narrow screen, and the navbar's sidebar link marked", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/keeping/cider`, {
      width: 600,
      height: 800,
    });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation' });
    expect(await menu.getByRole('link', { name: 'Cider' }).getAttribute('aria-current')).toBe('page');
    await menu.getByRole('link', { name: 'Pruning' }).click();
    await page.waitForURL(/\/docs\/pruning$/);
    await expect.poll(() => menu.count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.getAttribute('.navbar-item.active', 'href')).toMatch(/\/docs\//);
    expect(problems).toEqual([]);
    await page.close();
  });
});
