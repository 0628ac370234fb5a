import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openHydrated } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';
import { reviewScreenshot } from '../helpers/screenshots.js';

/** A mark on the window, gone if the page is loaded anew rather than shown by the client router. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** The left edge and width of the element `selector` finds. */
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

// A ckdocs site's own blog in Chromium: a post, the list's second page and a tag's page.
describe('a blog in Chromium', () => {
  const ctx = browseFixture('blog-native');

  it('shows a post with the recent posts on its left and its table of contents on its right', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/blog/2024/04/20/spring-release`);
    const sidebar = await box(page, '.blog-sidebar');
    const main = await box(page, '.blog-main');
    const toc = await box(page, '.blog-toc');
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(main.x);
    expect(main.x + main.width).toBeLessThanOrEqual(toc.x);
    await expect
      .poll(() => page.locator('.blog-sidebar-link[aria-current="page"]').textContent())
      .toBe('Orchard 2.0, the spring release');
    await expect
      .poll(() => page.locator('.blog-toc .toc-link').allTextContents())
      .toEqual(['Harvest forecasts', 'Printing']);
    // The title is the page's one h1, in the theme's size, over the date and the authors.
    expect(await page.locator('h1').allTextContents()).toEqual(['Orchard 2.0, the spring release']);
    expect(await page.locator('h1').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(32);
    expect(await page.locator('.blog-post-meta').textContent()).toBe('April 20, 2024 · 1 min read');
    expect(await page.locator('.blog-author-name').allTextContents()).toEqual(['Mira Holt', 'Ines Park']);
    await reviewScreenshot(page, 'blog-native-post-1280', { fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("reaches the list's second page from the first, and a post's tag page from the post, in the page", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/blog`);
    await reviewScreenshot(page, 'blog-native-list-1280', { fullPage: true });
    await markWindow(page);
    await page.click('a.pagination-link.next');
    await page.waitForURL('**/blog/page/2');
    await expect
      .poll(() => page.locator('h2.blog-post-title').allTextContents())
      .toEqual(['A grafting guide for beginners', 'Winter pruning, step by step']);
    // The folder post's image, beside it, shows in its excerpt.
    await expect
      .poll(() =>
        page.locator('img[alt="A whip graft, bound with tape"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(240);
    await page.click('h2.blog-post-title a[href="/blog/2024/02/10/winter-pruning"]');
    await page.waitForURL('**/blog/2024/02/10/winter-pruning');
    await page.click('a[rel="tag"][href="/blog/tags/seasons"]');
    await page.waitForURL('**/blog/tags/seasons');
    await page.getByRole('heading', { level: 1, name: '4 posts tagged with "Seasons"' }).waitFor();
    expect(await page.locator('h2.blog-post-title').allTextContents()).toEqual([
      'Notes on compost',
      'Orchard 2.0, the spring release',
    ]);
    expect(await page.getByText('Version 2.0 brings harvest forecasts').isVisible()).toBe(true);
    expect(await stayed(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("takes the blog's styles along when a docs page links to it", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/guide/intro`);
    await markWindow(page);
    await page.click('a[href="/blog/2024/04/20/spring-release"]');
    await page.waitForURL('**/blog/2024/04/20/spring-release');
    await page.locator('.blog-layout').waitFor();
    expect(await page.locator('.blog-layout').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(await page.locator('.navbar-link.active').allTextContents()).toEqual(['Field notes']);
    expect(await stayed(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
