import { describe, expect, it } from 'vitest';
import { browseBuiltSite } from '../../helpers/built-site.js';
import { describeAxeChecks, GUIDE, opener, PAGES, showSearchHits } from './axe-checks.js';

const site = browseBuiltSite('content');
const open = opener(site);

describeAxeChecks(site, 'light');

describe('keyboard', () => {
  it('the skip link moves focus to the main content', async () => {
    const page = await open(GUIDE, 'light');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/skip/i);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    // The next Tab goes on from the content, not back to the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await page.close();
  });
});

// The theme's look, on the same build.
describe('look', () => {
  it('the Ctrl K keycaps sit inside the search pill', async () => {
    const page = await open(PAGES.home.path, 'light');
    const pill = (await page.locator('.search-button').boundingBox())!;
    const key = (await page.locator('.search-button-keys kbd').first().boundingBox())!;
    expect(key.height).toBeLessThan(pill.height * 0.7);
    await page.close();
  });

  it("the search modal's accent is the site's purple, not DocSearch's blue", async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await open(GUIDE, mode);
      await showSearchHits(page);
      const accent = await page
        .locator('.DocSearch-Container')
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--docsearch-highlight-color').trim());
      expect(accent).toBe(mode === 'light' ? '#7c3aed' : '#8455f0');
      // The selected hit is filled with it, though its selection is on its link now (runtime/search/modal-aria.ts).
      const selected = await page
        .locator('.DocSearch-Hit a[aria-selected="true"]')
        .evaluate((a) => getComputedStyle(a).backgroundColor);
      expect(selected).toBe(mode === 'light' ? 'rgb(124, 58, 237)' : 'rgb(132, 85, 240)');
      await page.close();
    }
  });

  it('a long API name in the sidebar wraps between its words', async () => {
    const page = await open(PAGES['API class'].path, 'light');
    const link = page.locator('.sidebar-link', { hasText: 'CommandKitEventsChannel' });
    expect(await link.evaluate((a) => a.innerHTML)).toBe('Command<wbr>Kit<wbr>Events<wbr>Channel');
    // It takes two lines, and no word of it is split between them (a word split has two boxes).
    const lines = await link.evaluate((a) =>
      [...a.childNodes].map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return range.getClientRects().length;
      }),
    );
    expect(await link.evaluate((a) => a.getBoundingClientRect().height)).toBeGreaterThan(30);
    expect(lines.filter((boxes) => boxes > 1)).toEqual([]);
    await page.close();
  });
});
