import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';

// A category of 250 pages: past the size from which a sidebar list shows a window of 50 items.
const ITEMS = 250;
const name = (n: number) => `item-${String(n).padStart(3, '0')}`;
const url = (n: number) => `/docs/next/guide/reference/${name(n)}`;

const ctx = browseFixture('basic', async (dir) => {
  const folder = join(dir, 'docs/guide/03-reference');
  await mkdir(folder);
  await writeFile(join(folder, '_category_.json'), JSON.stringify({ label: 'Reference', position: 3 }));
  for (let n = 1; n <= ITEMS; n++)
    await writeFile(join(folder, `${name(n)}.mdx`), `---\ntitle: Item ${n}\n---\n\nPage ${n} of the reference.\n`);
});

const referenceLinks = (page: Page, scope: string) => page.locator(`${scope} a[href^="/docs/next/guide/reference/"]`);

/**
 * Opens `path` with the sidebars' JSON held back until `release()`: what the page shows before
 * it has come. The page must hydrate meanwhile (its colour mode toggle is enabled once it has).
 */
async function openWithSidebarHeld(path: string, viewport?: { width: number; height: number }) {
  const page = await ctx.browser.newPage({ viewport: viewport ?? { width: 1280, height: 800 } });
  // React reports a hydration that does not match the server's HTML as a console error.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/sidebars/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(ctx.server.url + path);
  await page.waitForSelector('.color-mode-toggle:not([disabled])', { timeout: 10_000 });
  return { page, release, errors };
}

/** The distance from the top of the sidebar's visible area to the current page's link. */
const currentLinkTop = (page: Page) =>
  page.evaluate(() => {
    const nav = document.querySelector('.doc-sidebar .sidebar')!;
    return nav.querySelector('[aria-current="page"]')!.getBoundingClientRect().top - nav.getBoundingClientRect().top;
  });

describe('a long sidebar category', () => {
  it('is a window of links around the page in its HTML, while the sitemap and previous/next links reach every page', async () => {
    const html = await (await fetch(ctx.server.url + url(200))).text();
    const sidebar = /<nav[^>]*aria-label="Docs sidebar".*?<\/nav>/s.exec(html)![0];
    const linked = [...sidebar.matchAll(/href="\/docs\/next\/guide\/reference\/(item-\d+)"/g)].map((m) => m[1]);
    expect(linked).toHaveLength(50);
    expect(linked[0]).toBe(name(175));
    expect(linked.at(-1)).toBe(name(224));
    expect(sidebar).toMatch(new RegExp(`href="${url(200)}"[^>]*aria-current="page">Item 200<`));
    expect(html).toContain(`href="${url(199)}"`);
    expect(html).toContain(`href="${url(201)}"`);

    const sitemap = await (await fetch(`${ctx.server.url}/sitemap.xml`)).text();
    for (let n = 1; n <= ITEMS; n++) expect(sitemap).toContain(`https://fixture.test${url(n)}<`);
  });

  it('hydrates without waiting for the sidebar, then fills it in, keeping the current link and focus in place', async () => {
    const { page, release, errors } = await openWithSidebarHeld(url(200));
    expect(await referenceLinks(page, '.doc-sidebar').count()).toBe(50);
    const current = page.locator(`.doc-sidebar a[href="${url(200)}"]`);
    expect(await current.getAttribute('aria-current')).toBe('page');
    await current.scrollIntoViewIfNeeded();
    await current.focus();
    const top = await currentLinkTop(page);

    release();
    await page.waitForSelector(`.doc-sidebar a[href="${url(1)}"]`, { state: 'attached' });
    expect(await referenceLinks(page, '.doc-sidebar').count()).toBe(ITEMS);
    expect(Math.abs((await currentLinkTop(page)) - top)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(url(200));
    expect(await page.locator('.doc-sidebar [aria-current="page"]').textContent()).toBe('Item 200');

    // The keyboard moves on from the current link through the filled-in list.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(url(201));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens at once from the sidebar data when expanded, from the keyboard', async () => {
    const { page } = await openHydrated(ctx.browser, ctx.server.url + '/docs/next/guide/start/intro');
    const caret = '.doc-sidebar .sidebar-caret[aria-label$="\'Reference\'"]';
    await page.waitForSelector(`${caret}[aria-expanded="false"]`);
    await page.focus(caret);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`.doc-sidebar a[href="${url(ITEMS)}"]`);
    expect(await referenceLinks(page, '.doc-sidebar').count()).toBe(ITEMS);
    expect(await page.locator(caret).getAttribute('aria-expanded')).toBe('true');
    await page.click(`.doc-sidebar a[href="${url(120)}"]`);
    await page.waitForURL(`**${url(120)}`);
    await expect.poll(() => page.locator('.doc-sidebar [aria-current="page"]').textContent()).toBe('Item 120');
    await page.close();
  });

  it('is whole in the 390 px mobile menu once the sidebar has come', async () => {
    const { page, release } = await openWithSidebarHeld(url(200), { width: 390, height: 844 });
    release();
    await page.click('.navbar-menu-button');
    await page.waitForSelector(`.mobile-menu .sidebar a[href="${url(1)}"]`);
    expect(await referenceLinks(page, '.mobile-menu').count()).toBe(ITEMS);
    expect(await page.locator('.mobile-menu [aria-current="page"]').textContent()).toBe('Item 200');
    await page.click(`.mobile-menu a[href="${url(2)}"]`);
    await page.waitForURL(`**${url(2)}`);
    await page.close();
  });
});
