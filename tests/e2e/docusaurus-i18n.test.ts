import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A Docusaurus site in English and Persian (right to left), both built by one `ckdocs build`.
const ctx = browseSiteFolder('docusaurus-i18n');

describe('the locale dropdown', () => {
  it('leads from a page to the same page in the other locale, and back', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/gauges/reading`);
    await page.locator('.navbar-dropdown [aria-haspopup]').click();
    await page.getByRole('link', { name: 'فارسی' }).click();
    await page.waitForURL(`${ctx.server.url}/fa/docs/gauges/reading`);
    // The Persian site itself, loaded whole: its language, its translated page, navbar and sidebar.
    await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'fa',
      'rtl',
    ]);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('خواندن سنجه');
    expect(await page.locator('.navbar').textContent()).toContain('راهنما');
    expect(await page.locator('nav.sidebar, .sidebar').first().textContent()).toContain('سنجه‌ها');
    await page.locator('.navbar-dropdown [aria-haspopup]').click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${ctx.server.url}/docs/gauges/reading`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Reading a gauge');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a right-to-left locale', () => {
  it("lays the page out mirrored: the sidebar on the right of the content, its border on the content's side", async () => {
    const layout = async (path: string) => {
      const { page } = await openHydrated(ctx.browser, `${ctx.server.url}${path}`);
      const [sidebar, content] = await Promise.all(
        ['.sidebar', 'article'].map(async (selector) => (await page.locator(selector).first().boundingBox())!.x),
      );
      // The stylesheet's own sides are mirrored too, not only the flow of the boxes.
      const border = await page
        .locator('.doc-sidebar')
        .evaluate((aside) => (getComputedStyle(aside).borderLeftWidth === '0px' ? 'right' : 'left'));
      await page.close();
      return { sidebar: sidebar! < content! ? 'left' : 'right', border };
    };
    expect(await layout('/docs/gauges/reading')).toEqual({ sidebar: 'left', border: 'right' });
    expect(await layout('/fa/docs/gauges/reading')).toEqual({ sidebar: 'right', border: 'left' });
  });
});

describe("a locale's search page", () => {
  it("finds a word of the locale in the locale's own index, its count in the locale's words", async () => {
    const { page, problems } = await openHydrated(
      ctx.browser,
      `${ctx.server.url}/fa/search?q=${encodeURIComponent('سنجه')}`,
    );
    await page.waitForSelector('.search-page-result');
    expect(await page.textContent('h1')).toBe('جستجو برای عبارت "سنجه"');
    // The search theme's Persian, in its form for five (Persian's "other").
    expect(await page.textContent('.search-page-count')).toBe('5 مورد پیدا شد');
    const links = await page
      .locator('.search-page-result a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toContain('/fa/docs/gauges/reading');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opens the search modal in the locale's words, and finds the locale's pages there", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/fa/docs/intro`);
    await page.keyboard.press('Control+k');
    await page.fill('.DocSearch-Input', 'سنجه');
    await page.waitForSelector('.DocSearch-Hit');
    expect(await page.getAttribute('.DocSearch-Input', 'placeholder')).toBe('جستجوی مستندات');
    // The modal's footer in the search theme's Persian.
    const footer = await page.textContent('.DocSearch-Footer');
    expect(['انتخاب', 'پیمایش', 'بستن'].filter((text) => !footer!.includes(text))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
