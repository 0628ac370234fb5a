import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';
import { writeLongPage } from '../helpers/long-page.js';

// A long page, and a page linking to one of its headings far down.
const ctx = browseFixture('basic', async (dir) => {
  await writeLongPage(dir);
  await writeFile(
    join(dir, 'docs/guide/02-more/04-jump.mdx'),
    `---\ntitle: Jumps\n---\n\nRead [section 9 of the long page](./03-long.mdx#section-9).\n`,
  );
});

const open = (path: string) => openHydrated(ctx.browser, ctx.server.url + path);

/** Where `#id` sits relative to the top of the window. */
const topOf = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);

describe('client-side navigation and scrolling', () => {
  it('scrolls to the heading of another page once it renders, and focuses it', async () => {
    const { page, problems } = await open('/docs/next/guide/more/jump');
    await page.click('text=section 9 of the long page');
    await page.waitForURL('**/guide/more/long#section-9');
    await expect.poll(() => topOf(page, 'section-9')).toBeLessThan(150);
    expect(await topOf(page, 'section-9')).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('section-9');
    // The next Tab goes on from the heading, as after loading the URL.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.doc-content, main') !== null)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens the home page from a doc page without reloading, and hydrates it on a first visit', async () => {
    const { page, problems } = await open('/docs/next/guide/more/jump');
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.click('footer a:has-text("Home")');
    await page.waitForSelector('h1.hero-title:has-text("Fixture")');
    expect(await page.locator('.hero-tagline').textContent()).toBe('A small site for tests');
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    const first = await open('/');
    expect(await first.page.locator('.hero-tagline').textContent()).toBe('A small site for tests');
    expect([...problems, ...first.problems]).toEqual([]);
    await page.close();
    await first.page.close();
  });

  it('returns to the scroll position of each page on back and forward', async () => {
    const { page } = await open('/docs/next/guide/more/long');
    await page.evaluate(() => window.scrollTo(0, 1500));
    // The position is recorded once scrolling settles.
    await expect.poll(() => page.evaluate(() => (history.state as { scrollY?: number } | null)?.scrollY)).toBe(1500);
    // Clicked from script: Playwright's click would scroll the link into view first.
    await page.evaluate(() => document.querySelector<HTMLElement>('.pagination-link.next')!.click());
    await page.waitForURL('**/guide/more/jump');
    // The address changes before the next page is on screen and scrolled.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForSelector('h1:has-text("Long page")');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => (history.state as { scrollY?: number } | null)?.scrollY)).toBe(700);
    await page.goForward();
    await page.waitForSelector('h1:has-text("Jumps")');
    await page.goBack();
    await page.waitForSelector('h1:has-text("Long page")');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    await page.close();
  });
});
