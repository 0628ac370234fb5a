import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { warningsOf } from '../helpers/ckdocs.js';
import { pageScripts } from '../helpers/output-files.js';

// A Docusaurus site whose local plugin writes a module to the generated folder and has a theme:
// a component a doc draws, which imports that module, a search box and a diagram component of its own.
const ctx = browseSiteFolder('docusaurus-plugin-files');

describe("a Docusaurus plugin's generated files and theme", () => {
  it("resolve `@generated/` to the plugin's files, as Docusaurus's alias does, on the server and in the browser", async () => {
    const page = await readFile(join(ctx.site.dir, 'build', 'index.html'), 'utf8');
    expect(page).toContain('<ul class="kite-list"><li>box kite</li><li>delta</li><li>sled</li></ul>');
    // In the browser, code written for webpack reads Node's `global` as the page's globalThis.
    const { page: browser, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/`);
    await expect.poll(() => browser.textContent('.kites-flying')).toBe('3 kites flying');
    expect(problems).toEqual([]);
    await browser.close();
  });

  it('show in the navbar the item the plugin added to the config, as Docusaurus does', async () => {
    const page = await readFile(join(ctx.site.dir, 'build', 'flying', 'index.html'), 'utf8');
    expect(page).toMatch(
      /<div class="[^"]*navbar__items--right[^"]*">.*?href="https:\/\/kites\.example\.org\/register"[^>]*>Register</,
    );
    expect(warningsOf(ctx.run).filter((warning) => /navbar/.test(warning))).toEqual([]);
  });

  it("draw the site's dark navbar as Infima and the site's CSS say, with ckdocs's search button laid out as DocSearch's", async () => {
    const { page: browser, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/`);
    // Its navbar is Infima's dark one (`navbar.style: 'dark'`), in the colour the site's CSS gives
    // Infima's variable for it, its title light on it.
    const navbar = await browser.locator('nav.navbar').evaluate((nav) => getComputedStyle(nav).backgroundColor);
    expect(navbar).toBe('rgb(26, 43, 52)');
    const title = await browser
      .locator('.navbar__brand')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(title).toBe('rgb(245, 246, 247)');
    // The title at the size the site's own rule for it gives.
    expect(await browser.locator('.navbar__title').evaluate((el) => getComputedStyle(el).fontSize)).toBe('20px');
    // ckdocs's search button, drawn as DocSearch's with no DocSearch rules on the site: its icon
    // and label on one line, apart.
    const icon = (await browser.locator('.search-button svg').boundingBox())!;
    const label = await browser.locator('.search-button-label').evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { x, y, height } = range.getBoundingClientRect();
      return { x, y, height };
    });
    // Centred alike, to a pixel or so (the text's box holds its ascent and descent).
    expect(Math.abs(icon.y + icon.height / 2 - (label.y + label.height / 2))).toBeLessThan(1.5);
    expect(label.x - (icon.x + icon.width)).toBeGreaterThanOrEqual(6);
    expect(problems).toEqual([]);
    await browser.close();
  });

  it("draw a page's Infima hero as Infima does, in the site's colour, inside a `home` class of the site's", async () => {
    const { page: browser, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/flying`);
    const hero = await browser.locator('header.hero').evaluate((header) => {
      const style = getComputedStyle(header);
      return { background: style.backgroundColor, image: style.backgroundImage, padding: style.padding };
    });
    expect(hero).toEqual({ background: 'rgb(26, 43, 52)', image: 'none', padding: '64px 32px' });
    expect(problems).toEqual([]);
    await browser.close();
  });

  it('let a page import a file of the static folder or the site folder from `/`, as Docusaurus resolves it', async () => {
    const page = await readFile(join(ctx.site.dir, 'build', 'index.html'), 'utf8');
    expect(page).toContain('<span class="winds">light air, gentle breeze, fresh breeze</span>');
    // An SVG required from the site folder's root is its component, as any SVG a page imports.
    const flying = await readFile(join(ctx.site.dir, 'build', 'flying', 'index.html'), 'utf8');
    expect(flying).toMatch(/<svg [^>]*class="kite"[^>]*><title>A kite<\/title><path d="M20 0 40 20 20 40 0 20z"/);
  });

  it("keep ckdocs's search in the navbar, saying so, where the plugin's theme has a search box of its own", async () => {
    const page = await readFile(join(ctx.site.dir, 'build', 'index.html'), 'utf8');
    expect(page).not.toContain('kite-search');
    expect(page).toContain('search-button');
    expect(warningsOf(ctx.run)).toEqual([
      "plugins/kite-index/theme/SearchBar/index.jsx: a plugin's theme has a SearchBar of its own: ckdocs's own search is used in its place",
      "plugins/kite-index/theme/Mermaid/index.js: a plugin's theme has a Mermaid of its own: ckdocs draws diagrams with its own, loading Mermaid only on a page that has one",
    ]);
  });

  it("give a page that imports `@theme/Mermaid` the plugin's, whose CommonJS `require` of the library works in the browser", async () => {
    const page = await readFile(join(ctx.site.dir, 'build', 'routes', 'index.html'), 'utf8');
    expect(page).toContain('<pre class="kite-diagram">graph LR; Field--&gt;Hill</pre>');
    const { page: browser, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/routes`);
    await expect.poll(() => browser.evaluate(() => document.body.dataset.kiteDiagrams)).toBe('function');
    expect(problems).toEqual([]);
    await browser.close();
  });

  it("leave the plugin's Mermaid, and the library, out of what a page without a diagram fetches", async () => {
    const code = async (path: string) => {
      const html = await readFile(join(ctx.site.dir, 'build', path, 'index.html'), 'utf8');
      const files = pageScripts(html).map((file) => readFile(join(ctx.site.dir, 'build', file), 'utf8'));
      return (await Promise.all(files)).join('\n');
    };
    expect((await code('')).includes('kite-diagram'), "the register's scripts hold the diagram component").toBe(false);
    expect((await code('routes')).includes('kite-diagram'), "the routes page's scripts hold it").toBe(true);
  });
});
