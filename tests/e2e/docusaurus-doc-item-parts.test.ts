import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A site that replaces pieces of the classic theme's DocItem (its footer, its edit link): its docs
// are drawn by the classic theme's DocItem with those pieces, as Docusaurus draws them, and its CSS
// finds the DocItem's parts by the CSS module class names Docusaurus gives them.
describe("a site's own pieces of the classic theme's DocItem, in Chromium", () => {
  const ctx = browseSiteFolder('docusaurus-doc-item-parts');

  it('builds with no word of a replaced piece going unused', () => {
    expect(ctx.run.stderr).not.toMatch(/is not used|DocItem|EditThisPage/);
  });

  it("shows the site's footer note and edit link under the doc, and the doc's title in its header", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/`);
    expect(await page.textContent('article .markdown > header > h1')).toBe('Working a lock');
    // What follows the title's header starts right under it, as the classic theme's CSS says.
    expect(await page.$eval('.markdown > header + h2', (el) => getComputedStyle(el).marginTop)).toBe('0px');
    // The breadcrumbs' list sits at the column's top, with Infima's margins for lists.
    expect(await page.$eval('.theme-doc-breadcrumbs ul', (el) => getComputedStyle(el).marginTop)).toBe('0px');
    expect(await page.textContent('.lock-feedback')).toBe('Did this page help you work the lock?');
    expect(await page.getAttribute('.theme-doc-footer a.lock-edit', 'href')).toBe(
      'https://example.org/locks/edit/versioned_docs/version-1.0/index.md',
    );
    // The note comes after the doc's text.
    const below = await page.$eval('.lock-feedback', (note) => {
      const text = [...document.querySelectorAll('.markdown p')].at(-1)!;
      return note.getBoundingClientRect().top > text.getBoundingClientRect().bottom;
    });
    expect(below).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("applies the site's CSS to the DocItem's column, found by its class name's prefix", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/`);
    const border = await page.$eval('[class*="docItemContainer_"]', (el) => getComputedStyle(el).borderTopColor);
    expect(border).toBe('rgb(10, 120, 90)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows the unreleased version's banner and the version's badge", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/next/`);
    expect(await page.textContent('.theme-doc-version-banner')).toContain('This is unreleased documentation');
    expect(await page.textContent('.theme-doc-version-badge')).toBe('Version: Next');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("draws a category's generated index with the classic theme's page: title, description, cards", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/next/category/gear`);
    expect(await page.textContent('main h1')).toBe('Gear');
    expect(await page.textContent('main header p')).toBe('What a keeper carries to work the paddles.');
    expect(await page.locator('main .theme-doc-breadcrumbs .breadcrumbs__link').last().textContent()).toBe('Gear');
    expect(await page.textContent('main article .card h2')).toContain('Windlass');
    expect(await page.textContent('main article .card p')).toBe('The crank that winds a paddle up.');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("leads to the next doc with the DocItem's paginator, the site's pieces drawn there too", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/`);
    await page.click('.pagination-nav__link--next');
    await page.waitForURL(/\/paddles$/);
    await expect.poll(() => page.textContent('article .markdown > header > h1')).toBe('Paddle gear');
    expect(await page.textContent('.lock-feedback')).toBe('Did this page help you work the lock?');
    expect(problems).toEqual([]);
    await page.close();
  });
});
