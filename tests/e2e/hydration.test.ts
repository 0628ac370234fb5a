import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, serveStatic } from '../helpers/browser.js';
import { buildFixture } from '../helpers/site.js';

let site: Awaited<ReturnType<typeof buildFixture>>;
let server: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;

beforeAll(async () => {
  site = await buildFixture('basic');
  server = await serveStatic(site.out);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

describe('in Chromium', () => {
  it.each(['/', '/docs/next/guide/start/intro', '/docs/guide/hello', '/search', '/no/such/page'])('hydrates %s without React warnings', async (path) => {
    const { page, problems } = await openPage(browser, server.url + path);
    // The colour toggle is disabled until hydration, so enabled means React took over the HTML.
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    expect(problems.filter((p) => !p.includes('404 (Not Found)') || path !== '/no/such/page')).toEqual([]);
    await page.close();
  });

  it('navigates between pages without a full reload and updates the title', async () => {
    const { page, problems } = await openPage(browser, `${server.url}/docs/next/guide/start/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click('.pagination-link.next');
    await page.waitForURL('**/docs/next/guide/start/setup');
    await page.waitForSelector('h1:has-text("Setting things up")');
    expect(await page.title()).toBe('Setting things up | Fixture');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.goBack();
    await page.waitForSelector('h1:has-text("Introduction")');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the stored colour mode from the first paint and toggles it', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/guide/hello`, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-theme]');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.click('.color-mode-toggle:not([disabled])');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await context.close();
  });

  it('renders mermaid diagrams in the browser', async () => {
    const { page } = await openPage(browser, `${server.url}/docs/next/guide/start/intro`);
    await page.waitForSelector('.mermaid-diagram[data-rendered] svg', { timeout: 20_000 });
    await page.close();
  });
});
