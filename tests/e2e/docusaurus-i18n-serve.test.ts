import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openHydrated } from '../helpers/browser.js';
import { serveFixture } from '../helpers/served-site.js';

// `ckdocs serve` of a Docusaurus site in English and Persian, as a writer reads it in Chromium:
// the locale dropdown leads to the Persian pages, made on that first visit, and saves reload them.
let served: Awaited<ReturnType<typeof serveFixture>>;
let browser: Browser;

beforeAll(async () => {
  served = await serveFixture('docusaurus-i18n', { config: 'docusaurus.config.ts' });
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await served?.server.close();
  await served?.site.cleanup();
});

describe('the locales of a site in ckdocs serve', () => {
  it('lead from the dropdown to the Persian page, made on that visit, and its pages alone reload when its navbar is saved', async () => {
    const url = served.server.url;
    const { page, problems } = await openHydrated(browser, `${url}docs/gauges/reading`);
    await page.locator('.navbar-dropdown [aria-haspopup]').click();
    await page.getByRole('link', { name: 'فارسی' }).click();
    await page.waitForURL(`${url}fa/docs/gauges/reading`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'fa',
      'rtl',
    ]);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('خواندن سنجه');

    // An English tab beside it, marked to tell whether it reloads.
    const english = await openHydrated(browser, `${url}docs/intro`);
    await english.page.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));
    const file = join(served.site.dir, 'i18n/fa/docusaurus-theme-classic/navbar.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"راهنما"', '"دفترچه"'));
    await expect.poll(() => page.locator('.navbar').textContent(), { timeout: 20_000 }).toContain('دفترچه');
    expect(await english.page.evaluate(() => (window as { unreloaded?: boolean }).unreloaded)).toBe(true);
    expect([...problems, ...english.problems]).toEqual([]);
    await Promise.all([page.close(), english.page.close()]);
  });

  it("show the theme's strings as the Persian code.json says them once it is saved, on the page and on the next one the reader opens", async () => {
    const { page, problems } = await openHydrated(browser, `${served.server.url}fa/docs/intro`);
    const chunks = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/assets/chunks/')),
    );
    const file = join(served.site.dir, 'i18n/fa/code.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"بعدی"', '"صفحه‌ی بعد"'));
    const next = page.locator('.pagination-nav__link--next .pagination-nav__sublabel');
    await expect.poll(() => next.textContent(), { timeout: 20_000 }).toBe('صفحه‌ی بعد');
    // The new strings are in new chunks; a page still open from before the save (its reload on
    // the way) gets the chunks it asks for, its next page's as it prefetches them.
    const statuses = await Promise.all(chunks.map(async (url) => (await fetch(url)).status));
    expect(chunks.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // The next page is drawn by the page's script, which says the new words too.
    await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    await next.click();
    await page.waitForURL(`${served.server.url}fa/docs/gauges/reading`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('خواندن سنجه');
    expect(await next.textContent()).toBe('صفحه‌ی بعد');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('show the words of a second save of code.json that came as the first was applied, with no page mixing the two', async () => {
    const { page, problems } = await openHydrated(browser, `${served.server.url}fa/docs/intro`);
    const file = join(served.site.dir, 'i18n/fa/code.json');
    const written = await readFile(file, 'utf8');
    const label = written.match(/"theme\.docs\.paginator\.next": \{ "message": "([^"]+)"/)![1]!;
    // A formatter's save a moment after the editor's: the page reloads for the first while the
    // second is applied, and is drawn and run with one save's words, never one's HTML and the other's code.
    await writeFile(file, written.replace(`"${label}"`, '"پسین"'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await writeFile(file, written.replace(`"${label}"`, '"برگ بعد"'));
    const next = page.locator('.pagination-nav__link--next .pagination-nav__sublabel');
    await expect.poll(() => next.textContent(), { timeout: 20_000 }).toBe('برگ بعد');
    await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    expect(problems).toEqual([]);
    await page.close();
  });
});
