import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';
import { writeLongPage } from '../helpers/long-page.js';

// A diagram at the end of a long page, twelve screens below the first.
const ctx = browseFixture('basic', (dir) =>
  writeLongPage(dir, '## The diagram\n\n```mermaid\nflowchart LR\n  Read --> Scroll\n```\n'),
);

describe('mermaid diagrams', () => {
  it('fetches no Mermaid code for a diagram far below the fold until the reader scrolls near it', async () => {
    const page = await ctx.browser.newPage();
    const mermaidRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/vendor/mermaid-') && mermaidRequests.push(r.url()));
    await page.goto(`${ctx.server.url}/docs/next/guide/more/long`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.waitForLoadState('networkidle');
    expect(mermaidRequests).toEqual([]);
    await page.evaluate(() => document.getElementById('the-diagram')!.scrollIntoView());
    await page.waitForSelector('.mermaid-diagram[data-rendered] svg');
    expect(mermaidRequests.length).toBeGreaterThan(0);
    await page.close();
  });

  it("draws a diagram in the site theme's colours when the config names no Mermaid theme for the mode", async () => {
    const { page } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/next/guide/start/intro`);
    // The fixture names a theme for dark mode only.
    await page.click('.color-mode-toggle');
    const node = page.locator('.mermaid-diagram[data-rendered] svg .node rect').first();
    await expect
      .poll(() => node.evaluate((rect) => getComputedStyle(rect).stroke).catch(() => ''))
      .toBe('rgb(124, 58, 237)');
    const colours = await node.evaluate((rect) => [getComputedStyle(rect).fill, getComputedStyle(rect).stroke]);
    const site = await page.evaluate(() =>
      ['--ck-bg-soft', '--ck-primary'].map((name) =>
        getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
      ),
    );
    expect(site).toEqual(['#f6f5fa', '#7c3aed']);
    expect(colours).toEqual(['rgb(246, 245, 250)', 'rgb(124, 58, 237)']);
    await page.close();
  });
});
