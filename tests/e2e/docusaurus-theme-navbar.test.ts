import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A theme's own navbar (a plugin's `getThemePath`) drawn with Infima's classes gets Infima's rules
// for them, as a site's own src/theme/Navbar does: ckdocs's theme leaves them out otherwise.
describe("a theme's navbar, in Chromium", () => {
  const ctx = browseSiteFolder('docusaurus-theme-navbar');

  const toggle = async (width: number) => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/`, { width, height: 700 });
    expect(await page.textContent('.tide-navbar .navbar__brand')).toBe('Tide Tables');
    const shown = {
      inner: await page.$eval('.tide-navbar .navbar__inner', (el) => getComputedStyle(el).display),
      toggle: await page.$eval('.tide-navbar .navbar__toggle', (el) => getComputedStyle(el).display),
    };
    expect(problems).toEqual([]);
    await page.close();
    return shown;
  };

  it('lays it out in a row, its menu button hidden on a wide screen and shown on a narrow one', async () => {
    expect(await toggle(1280)).toEqual({ inner: 'flex', toggle: 'none' });
    expect((await toggle(600)).toggle).not.toBe('none');
  });
});
