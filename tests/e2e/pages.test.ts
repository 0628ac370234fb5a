import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, serveStatic } from '../helpers/browser.js';
import { ckdocs } from '../helpers/ckdocs.js';
import { copyFixture, linkPackages } from '../helpers/site.js';

// The pages of a Docusaurus site (src/pages/) in Chromium: hydrated, and reached by client navigation.
describe('the pages of a Docusaurus site, in Chromium', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Browser;

  beforeAll(async () => {
    site = await copyFixture('docusaurus-pages');
    await linkPackages(site.dir);
    const run = await ckdocs(['build'], {}, site.dir);
    if (run.code !== 0) throw new Error(run.stderr);
    server = await serveStatic(join(site.dir, 'build'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.cleanup();
  });

  it('hydrates the home page: its button counts on click, without React warnings', async () => {
    const { page, problems } = await openPage(browser, `${server.url}/`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.click('.pool-count');
    await page.click('.pool-count');
    await page.waitForSelector('.pool-count:has-text("2 pools counted")');
    expect(await page.title()).toBe('Welcome | Tidepool');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates from a doc to the home page and on to a page, without a reload', async () => {
    const { page, problems } = await openPage(browser, `${server.url}/docs/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click('.markdown a:has-text("home page")');
    await page.waitForSelector('h1.home-title');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForFunction(() => document.title === 'Welcome | Tidepool');
    // The page works once shown: its state, its links.
    await page.click('.pool-count');
    await page.waitForSelector('.pool-count:has-text("1 pools counted")');
    await page.click('a.start-link');
    await page.waitForSelector('h1:has-text("Introduction")');
    await page.click('.markdown a:has-text("the team")');
    await page.waitForSelector('h2#who-we-are');
    expect(await page.title()).toBe('The team | Tidepool');
    await page.goBack();
    await page.click('.markdown a:has-text("tide table")');
    await page.waitForSelector('li:has-text("18:40: 3.8 m")');
    await page.waitForFunction(() => document.title === 'Tide table | Tidepool');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    // The doc's deliberately broken link is prefetched in vain.
    expect(problems.filter((p) => !p.startsWith('404: /lost-pool'))).toEqual([]);
    await page.close();
  });
});
