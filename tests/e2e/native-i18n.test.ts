import { describe, expect, it } from 'vitest';
import { openHydrated, openPage } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A ckdocs site in English and Arabic (right to left), both built by one `ckdocs build`.
const ctx = browseSiteFolder('native-i18n');

describe("a ckdocs site's locale dropdown", () => {
  it('leads from a page to the same page in the other locale, and back', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/lamps/lighting`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(`${ctx.server.url}/ar/docs/lamps/lighting`);
    // The Arabic site itself, loaded whole: its language, its translated page, navbar and sidebar.
    await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('إضاءة المصباح');
    expect(await page.locator('.navbar').textContent()).toContain('الدليل');
    expect(await page.locator('nav.sidebar').first().textContent()).toContain('المصابيح');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${ctx.server.url}/docs/lamps/lighting`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Lighting a lamp');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('moves between pages of the Arabic site inside it, in Arabic', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/ar/docs/intro`);
    await page.locator('.pagination-link.next').click();
    await page.waitForURL(`${ctx.server.url}/ar/docs/lamps/lighting`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('إضاءة المصباح');
    expect(await page.locator('.pagination-sub').first().textContent()).toBe('السابق');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a ckdocs site's own page in a locale", () => {
  it("hydrates with the locale's strings and the locale its components read", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/ar/keepers`);
    expect(await page.locator('h1').first().textContent()).toBe('نوبة الليل');
    expect(await page.locator('.locale-note').textContent()).toBe('العربية (ar of en, ar)');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a ckdocs site's page controls in a locale", () => {
  it("labels the Markdown copy's controls and tells how a copy ended in the locale's words", async () => {
    const { page, problems } = await openPage(ctx.browser, 'about:blank');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
    await page.goto(`${ctx.server.url}/ar/docs/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    expect(await page.getByRole('link', { name: 'افتح بصيغة Markdown' }).textContent()).toBe('.md');
    const button = page.getByRole('button', { name: 'انسخ الصفحة بصيغة Markdown' });
    expect(await button.textContent()).toBe('انسخ الصفحة');
    await button.click();
    await expect.poll(() => page.locator('.copy-markdown-status').textContent()).toBe('تم النسخ');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('# أهلاً بك');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a ckdocs site's right-to-left locale", () => {
  it('lays the page out mirrored: the sidebar on the right of the content', async () => {
    const side = async (path: string) => {
      const { page } = await openHydrated(ctx.browser, `${ctx.server.url}${path}`);
      const [sidebar, content] = await Promise.all(
        ['.doc-sidebar', 'article'].map(async (selector) => (await page.locator(selector).first().boundingBox())!.x),
      );
      await page.close();
      return sidebar! < content! ? 'left' : 'right';
    };
    expect(await side('/docs/lamps/lighting')).toBe('left');
    expect(await side('/ar/docs/lamps/lighting')).toBe('right');
  });
});
