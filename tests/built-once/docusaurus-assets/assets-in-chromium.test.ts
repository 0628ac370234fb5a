import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../helpers/browser.js';
import { browseBuiltSite } from '../../helpers/built-site.js';

const ctx = browseBuiltSite('docusaurus-assets');

/** The computed value of `property` on the first element matching `selector`. */
const computed = (page: Page, selector: string, property: string) =>
  page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe('assets in Chromium', () => {
  it('shows SVG components, images and CSS module styles on the first load', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/docs/guide/badges`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    expect(await page.locator('span.fixture-global > svg').count()).toBe(2);
    expect(await page.locator('svg.page-mark title').textContent()).toBe('Mark');
    expect(await computed(page, 'span.fixture-global', 'color')).toBe('rgb(1, 2, 3)');
    expect(await computed(page, 'span.fixture-global', 'border-top-color')).toBe('rgb(4, 5, 6)');
    expect(await computed(page, 'span.fixture-global', 'outline-color')).toBe('rgb(10, 11, 12)');
    expect(await computed(page, 'span.fixture-global svg', 'width')).toBe('16px');
    expect(await computed(page, 'p:has-text("A note")', 'color')).toBe('rgb(7, 8, 9)');
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('#pixel')?.complete);
    expect(await page.$eval('#pixel', (img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    // No hydration warning (server and client agree on class names) and no failed request.
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the Markdown images of a page, which hydrates with the URLs the server gave', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/docs/guide/pictures`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('article img')].every((img) => (img as HTMLImageElement).complete),
    );
    const widths = await page.$$eval('article img', (images) =>
      images.map((img) => (img as HTMLImageElement).naturalWidth),
    );
    // Three written inline, one by reference.
    expect(widths).toHaveLength(4);
    expect(widths.every((width) => width > 0)).toBe(true);
    // No hydration warning (the browser's chunk names the same files) and no failed request.
    expect(problems).toEqual([]);
    await page.close();
  });

  it('applies the styles of a page reached by client navigation from a page without them, before it shows', async () => {
    // The site stylesheet is held back until released: the page must not show before it arrives.
    let release = () => {};
    const { page, problems } = await openPage(ctx.browser, 'about:blank');
    const held = new Promise<void>((resolveHeld) =>
      page.route('**/assets/site-*.css', async (route) => {
        resolveHeld();
        await new Promise<void>((resolve) => (release = resolve));
        await route.continue();
      }),
    );
    await page.goto(`${ctx.server.url}/docs/guide/plain`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    // The badge's colour as it is the moment the badge enters the document.
    await page.evaluate(() => {
      const w = window as unknown as { firstColor?: string; marker: number };
      w.marker = 42;
      new MutationObserver(() => {
        const badge = document.querySelector('span.fixture-global');
        if (badge && !w.firstColor) w.firstColor = getComputedStyle(badge).color;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.click('a:has-text("the badges")');
    await held;
    expect(await page.locator('span.fixture-global').count()).toBe(0);
    release();
    await page.waitForURL('**/docs/guide/badges');
    await page.waitForSelector('span.fixture-global');
    const seen = await page.evaluate(() => {
      const w = window as unknown as { firstColor?: string; marker?: number };
      return { firstColor: w.firstColor, marker: w.marker };
    });
    expect(seen.marker).toBe(42);
    expect(seen.firstColor).toBe('rgb(1, 2, 3)');
    expect(await computed(page, 'p:has-text("A note")', 'color')).toBe('rgb(7, 8, 9)');
    expect(problems).toEqual([]);
    await page.close();
  });
});
