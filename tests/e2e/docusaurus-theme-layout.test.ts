import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A theme package that draws the frame of every page, as a company's theme does: its Layout (with
// no navbar, counting page views) and the docs' main column (the navbar at its top). Docusaurus
// draws every page in the theme's Layout, docs included, and each doc in that column.
describe("a theme's own Layout and docs column, in Chromium", () => {
  const ctx = browseSiteFolder('docusaurus-theme-layout');

  /** A page of the site, once the theme's Layout has counted it (it has hydrated). */
  const viewed = async (path: string) => {
    const opened = await openPage(ctx.browser, `${ctx.server.url}${path}`);
    await opened.page.waitForFunction(() => (window as { pageViews?: string[] }).pageViews?.length);
    return opened;
  };
  const pageViews = (page: Page) => page.evaluate(() => (window as { pageViews?: string[] }).pageViews);

  it("draws a doc in the theme's Layout and column: one navbar, at the top of the column beside the sidebar", async () => {
    const { page, problems } = await viewed('/docs/fog');
    expect(await page.textContent('.lighthouse-layout main.lighthouse-main article header h1')).toBe('Fog signals');
    expect(await page.locator('nav.navbar').count()).toBe(1);
    const navbar = await page.$eval('main.lighthouse-main > .lighthouse-navbar', (el) => el.getBoundingClientRect());
    const sidebarLink = await page.getByRole('link', { name: 'The lamp', exact: true }).boundingBox();
    // The sidebar runs up beside the navbar, as the theme lays the docs out.
    expect(sidebarLink!.x + sidebarLink!.width).toBeLessThanOrEqual(navbar.left);
    expect(sidebarLink!.y).toBeLessThan(navbar.bottom + 100);
    expect(await page.textContent('.lighthouse-layout > footer')).toContain('Lighthouse Keepers');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("marks the theme's navbar links where the reader is, as they ask (on a page alone, or by their own test)", async () => {
    const marked = (page: Page) =>
      page.locator('.lighthouse-navbar .navbar__link.navbar__link--active').allTextContents();
    for (const [path, links] of [
      ['/docs/fog', ['Log', 'Fog']],
      ['/docs/lamp', ['Log']],
    ] as const) {
      const { page, problems } = await viewed(path);
      expect(await marked(page)).toEqual(links);
      expect(await page.getAttribute('.lighthouse-navbar .navbar__link--active', 'aria-current')).toBe('page');
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it("shows the icon of the theme's own dropdown button", async () => {
    const { page, problems } = await viewed('/docs/fog');
    const icon = (await page.locator('.lighthouse-navbar .lighthouse-sites svg').boundingBox())!;
    expect(icon.width).toBe(20);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("counts a page view for each doc the reader goes to, as the theme's Layout does on every page", async () => {
    const { page, problems } = await viewed('/docs/fog');
    await page.getByRole('link', { name: 'The lamp', exact: true }).click();
    await page.waitForURL(/\/docs\/lamp$/);
    await expect.poll(() => pageViews(page)).toEqual(['/docs/fog', '/docs/lamp']);
    expect(await page.textContent('main.lighthouse-main article header h1')).toBe('The lamp');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lays out the classic theme's table of contents where the theme's wraps it, with Infima's indent and its own edit icon", async () => {
    const { page, problems } = await viewed('/docs/lamp');
    const toc = page.locator('.lighthouse-toc ul.table-of-contents');
    expect(await toc.locator('a').allTextContents()).toEqual(['Lighting', 'Trimming the wick']);
    // A heading's code is code there too, in Infima's inline code box.
    const code = toc.locator('a code');
    expect(await code.textContent()).toBe('wick');
    expect(await code.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    const list = (await toc.boundingBox())!;
    const link = (await toc.locator('a').first().boundingBox())!;
    expect(link.x - list.x).toBeGreaterThan(list.x - list.x + 8);
    const edit = page.locator('.lighthouse-toc .theme-edit-this-page');
    expect(await edit.getAttribute('href')).toBe('https://example.org/lighthouse/edit/docs/lamp.md');
    // One icon, the classic link's own: no second one drawn before it.
    expect(await edit.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('none');
    expect(await edit.locator('svg').count()).toBe(1);
    // The rule over it spaced as Infima spaces one.
    expect(await page.$eval('.lighthouse-toc hr', (el) => getComputedStyle(el).marginTop)).toBe('24px');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("draws the site's own page and the 404 page in the theme's Layout too", async () => {
    for (const [path, selector] of [
      ['/', '.lighthouse-layout h1.lighthouse-home'],
      ['/no-such-page', '.lighthouse-layout main'],
    ]) {
      const { page, problems } = await viewed(path!);
      expect(await page.locator(selector!).count()).toBe(1);
      // Nothing failed but the missing page's own answer; its hydration neither.
      expect(problems.filter((problem) => problem !== '404: /no-such-page')).toEqual([]);
      // The address asked for, as Docusaurus's router gives it on its 404 page.
      expect(await pageViews(page)).toEqual([path]);
      await page.close();
    }
  });
});
