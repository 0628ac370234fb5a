import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A Docusaurus site whose `Layout/Provider` adds a context that a navbar item type of its own reads:
// a menu drawn with the classic theme's dropdown, its table of types built on the classic theme's.
const ctx = browseSiteFolder('docusaurus-layout-provider');

describe("a Docusaurus site's Layout/Provider and navbar item types of its own", () => {
  it("draws the site's menu in the classic theme's dropdown, which switches what the site's provider holds", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/gates`, { width: 1280, height: 800 });
    const menu = page.locator('.navbar__items--right .dropdown');
    const label = menu.locator('> .navbar__link');
    expect(await label.textContent()).toBe('Day shift');
    // Its entries as the classic theme draws them: links to no page, so none is marked the page shown.
    const entries = menu.locator('.dropdown__link');
    expect(await entries.allTextContents()).toEqual(['Day shift', 'Night shift']);
    expect(await menu.locator('[aria-current], .dropdown__link--active, [type]').count()).toBe(0);
    // Infima's dropdown: hidden until the item is hovered, then laid over the page.
    expect(await menu.locator('.dropdown__menu').isVisible()).toBe(false);
    await menu.hover();
    await entries.last().waitFor({ state: 'visible' });
    expect(await menu.locator('.dropdown__menu').evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    await entries.last().click();
    await page.waitForFunction(
      () => document.querySelector('.dropdown > .navbar__link')?.textContent === 'Night shift',
    );
    expect(page.url()).toBe(`${ctx.server.url}/gates`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has the provider around a page drawn with a Layout of its own (the blog list of no posts)', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/blog`, { width: 1280, height: 800 });
    const menu = page.locator('.navbar__items--right .dropdown');
    await menu.hover();
    await menu.locator('.dropdown__link', { hasText: 'Night shift' }).click();
    await page.waitForFunction(
      () => document.querySelector('.dropdown > .navbar__link')?.textContent === 'Night shift',
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it("gives a page of the site's what its Root provides, on the server as in the browser", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/tide`, { width: 1280, height: 800 });
    const served = await (await fetch(`${ctx.server.url}/tide`)).text();
    expect(served).toContain('Today: <!-- -->high water at noon');
    expect(await page.textContent('.tide-now')).toBe('Today: high water at noon');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps ckdocs's search box where a plugin's theme has one, whatever imports it", async () => {
    expect(ctx.run.stderr).toContain(
      "a plugin's theme has a SearchBar of its own: ckdocs's own search is used in its place",
    );
    const { page } = await openHydrated(ctx.browser, `${ctx.server.url}/gates`, { width: 1280, height: 800 });
    expect(await page.locator('.finder-box').count()).toBe(0);
    await page.close();
  });

  it('links the breadcrumbs to the home page, a doc at the base URL', async () => {
    const { page } = await openHydrated(ctx.browser, `${ctx.server.url}/gates`, { width: 1280, height: 800 });
    const home = page.locator('.breadcrumbs a[aria-label="Home page"]');
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL(`${ctx.server.url}/`);
    // The router changes the URL once the page has loaded, and React draws it just after.
    await expect.poll(() => page.locator('h1').textContent()).toBe('Keeping a lock');
    await page.close();
  });
});
