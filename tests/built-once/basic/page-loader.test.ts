import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browseBuiltSite } from '../../helpers/built-site.js';

const ctx = browseBuiltSite('basic');

/** The setup page's code (its chunk), not its HTML or data. */
const SETUP_CODE = '**/assets/pages/next/guide/start/setup-*.js';

/** A hydrated page on a data-saving connection: nothing loads before it is clicked. */
async function openSavingData(path: string): Promise<Page> {
  const page = await ctx.browser.newPage();
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
  await page.goto(ctx.server.url + path);
  await page.waitForSelector('.color-mode-toggle:not([disabled])');
  return page;
}

describe('page loader', () => {
  it('shows the next page with a spinner while its code is slow to come, then the page', async () => {
    const page = await openSavingData('/docs/next/guide/start/intro');
    let release = () => {};
    await page.route(SETUP_CODE, async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await page.click('.pagination-link.next');
    await page.waitForSelector('.page-loader[role="status"]');
    expect(new URL(page.url()).pathname).toBe('/docs/next/guide/start/setup');
    release();
    await page.waitForSelector('h1:has-text("Setting things up")');
    expect(await page.locator('.page-loader').count()).toBe(0);
    await page.close();
  });

  it('says why when the next page’s code cannot load, and Retry loads it', async () => {
    const page = await openSavingData('/docs/next/guide/start/intro');
    await page.route(SETUP_CODE, (route) => route.abort('internetdisconnected'));
    await page.click('.pagination-link.next');
    const box = page.locator('.page-loader-error[role="alert"]');
    await box.waitFor();
    expect(await box.textContent()).toContain('Failed to fetch dynamically imported module');
    expect(await box.textContent()).toContain('/assets/pages/next/guide/start/setup-');
    // The page's sidebar stays, to go elsewhere.
    expect(await page.isVisible('.doc-sidebar a[aria-current="page"]')).toBe(true);
    await page.unroute(SETUP_CODE);
    await box.locator('button:has-text("Retry")').click();
    await page.waitForSelector('h1:has-text("Setting things up")');
    expect(await box.count()).toBe(0);
    await page.close();
  });

  it('says why when a page opened directly cannot load its code, and Retry brings the page to life', async () => {
    const page = await ctx.browser.newPage();
    await page.route(SETUP_CODE, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${ctx.server.url}/docs/next/guide/start/setup`);
    const box = page.locator('.page-loader-error[role="alert"]');
    await box.waitFor();
    expect(await box.textContent()).toContain('/assets/pages/next/guide/start/setup-');
    // The rest of the page works: its navbar, sidebar and links.
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.unroute(SETUP_CODE);
    await box.locator('button:has-text("Retry")').click();
    await page.waitForSelector('h1:has-text("Setting things up")');
    await page.click('.pagination-link.prev');
    await page.waitForSelector('h1:has-text("Introduction")');
    await page.close();
  });
});
