import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// The pages of a Docusaurus site (src/pages/) in Chromium: hydrated, and reached by client navigation.
describe('the pages of a Docusaurus site, in Chromium', () => {
  const ctx = browseSiteFolder('docusaurus-pages');

  it('hydrates the home page: its button counts on click, without React warnings', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.click('.pool-count');
    await page.click('.pool-count');
    await page.waitForSelector('.pool-count:has-text("2 pools counted")');
    expect(await page.title()).toBe('Welcome | Tidepool');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates from a doc to the home page and on to a page, without a reload', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/docs/intro`);
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
