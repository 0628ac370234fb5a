import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A Docusaurus site whose CSS restyles the navbar and sidebar ckdocs draws, and whose own search box
// draws with Infima's input class.
const ctx = browseSiteFolder('docusaurus-chrome-css');

describe("a Docusaurus site's navbar and sidebar, restyled by its CSS", () => {
  it("takes the site's rules where they are as strong as Infima's, as in Docusaurus", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/`, { width: 1280, height: 800 });
    const look = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const input = getComputedStyle(document.querySelector('.navbar__search-input')!);
      return {
        // The site's `.navbar__link` rule comes after Infima's active colour, and wins as there.
        active: getComputedStyle(document.querySelector('.navbar__link--active')!).color,
        // In a navbar the site made a flex row, the right-hand items still end at its right edge.
        rightEdge: Math.round(innerWidth - box('.navbar__items--right').right),
        // The site's search box: Infima's rounded input, 2rem tall.
        input: { height: input.height, radius: input.borderRadius },
        // A category's caret button without the padding the site's `.clean-btn` rule takes away: its icon's width.
        caret: box('.menu__caret').width,
      };
    });
    expect(look).toEqual({
      active: 'rgb(255, 255, 255)',
      rightEdge: 16,
      input: { height: '32px', radius: '32px' },
      caret: 20,
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a version menu of one version as a link to the page in it, marked, as the classic theme does', async () => {
    const { page } = await openHydrated(ctx.browser, `${ctx.server.url}/harbours/north`, { width: 1280, height: 800 });
    const right = page.locator('.navbar__items--right');
    expect(await right.locator('.dropdown').count()).toBe(0);
    const link = right.locator('a.navbar__link', { hasText: 'Next' });
    expect(await link.getAttribute('href')).toBe('/harbours/north');
    expect(await link.getAttribute('class')).toContain('navbar__link--active');
    await page.close();
  });
});
