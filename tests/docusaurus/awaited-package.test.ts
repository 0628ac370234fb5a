import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedTab } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A Docusaurus site that uses a package whose module awaits at its top level before it exports
// (as yoga-layout's WebAssembly build does): its home page renders with it on the server and in
// the browser, with a package of the DocSearch scope ckdocs has not; its chart page loads a
// component on demand whose CSS module styles it.
describe('a package that awaits at its top level, and a component loaded on demand', () => {
  const ctx = browseSiteFolder('docusaurus-awaited-package');
  const tab = sharedTab(ctx);

  it('renders the page that uses the package on the server, and it runs in the browser', async () => {
    const html = await readFile(join(ctx.site.out, 'index.html'), 'utf8');
    expect(html).toMatch(/Height at <!-- -->2<!-- -->:00: <!-- -->3.1<!-- --> <!-- -->metres/);
    // From the site's own DocSearch package, as its code imports it.
    expect(html).toContain('<p id="ask">Ask the harbour master: when is high water?</p>');
    const { page, problems } = await tab.openHydrated(ctx.server.url);
    await page.getByRole('button', { name: 'Next hour' }).click();
    await expect.poll(() => page.locator('#height').textContent()).toBe('Height at 3:00: 2.2 metres');
    expect(problems).toEqual([]);
  });

  it("styles a component loaded on demand with its CSS module, as the site's stylesheet has it", async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/chart`);
    const bar = page.locator('#chart li').first();
    await bar.waitFor();
    expect(await bar.evaluate((li) => getComputedStyle(li).borderTopStyle)).toBe('dashed');
    expect(await page.locator('#chart li').allTextContents()).toEqual(['0:00', '1:00', '2:00', '3:00']);
    expect(problems).toEqual([]);
  });
});
