import { describe, expect, it } from 'vitest';
import { openPage } from '../../helpers/browser.js';
import { browseBuiltSite } from '../../helpers/built-site.js';

const ctx = browseBuiltSite('basic');

describe('in Chromium', () => {
  it.each(['/', '/docs/next/guide/start/intro', '/docs/guide/hello', '/search', '/no/such/page'])(
    'hydrates %s without React warnings',
    async (path) => {
      const { page, problems } = await openPage(ctx.browser, ctx.server.url + path);
      // The colour toggle is disabled until hydration, so enabled means React took over the HTML.
      await page.waitForSelector('.color-mode-toggle:not([disabled])');
      // The 404 page answers 404, and the fixture's deliberately broken link is prefetched in vain.
      const expected = (p: string) =>
        (path === '/no/such/page' && p === `404: ${path}`) ||
        p === '404: /docs/next/guide/start/nope.mdx/page-data.json';
      expect(problems.filter((p) => !expected(p))).toEqual([]);
      await page.close();
    },
  );

  it('navigates between pages without a full reload and updates the title', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/docs/next/guide/start/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click('.pagination-link.next');
    await page.waitForURL('**/docs/next/guide/start/setup');
    await page.waitForSelector('h1:has-text("Setting things up")');
    expect(await page.title()).toBe('Setting things up | Fixture');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.goBack();
    await page.waitForSelector('h1:has-text("Introduction")');
    expect(problems.filter((p) => !p.endsWith('/nope.mdx/page-data.json'))).toEqual([]);
    await page.close();
  });

  it('keeps the stored colour mode from the first paint and toggles it', async () => {
    const context = await ctx.browser.newContext();
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    await page.goto(`${ctx.server.url}/docs/guide/hello`, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-theme]');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.click('.color-mode-toggle:not([disabled])');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await context.close();
  });

  it("renders mermaid diagrams in the browser, in the config's Mermaid theme for the colour mode, else the site's colours", async () => {
    const { page } = await openPage(ctx.browser, `${ctx.server.url}/docs/next/guide/start/intro`);
    await page.waitForSelector('.mermaid-diagram[data-rendered] svg', { timeout: 20_000 });
    // The forest theme's node colour, in dark mode (the config names it); the site's own colours in light.
    const nodeFill = () =>
      page
        .locator('.mermaid-diagram svg .node rect')
        .first()
        .evaluate((rect) => getComputedStyle(rect).fill);
    expect(await nodeFill()).toBe('rgb(205, 228, 152)');
    await page.click('.color-mode-toggle:not([disabled])');
    await expect.poll(nodeFill).toBe('rgb(246, 245, 250)');
    await page.close();
  });
});
