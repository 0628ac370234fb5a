import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated, recordProblems } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { warningsOf } from '../helpers/ckdocs.js';

// A Docusaurus site whose pages run the site's own code as Docusaurus runs it: a component that
// reads the version's docs by id, a page that reads its own front matter, a file read through an
// inline webpack loader of the site's, a data file read through a loader a plugin configures, front
// matter read by the site's own parser, an icon from an icon set's index, a footer logo sized as
// a CSS length, a navbar logo leading out of the site's pages, a component compiled for React's
// classic runtime that picks a file at run time, Prism's languages added the site's own way, and
// modules a plugin replaces. Built in its folder with no ckdocs config.
const ctx = browseSiteFolder('docusaurus-site-code');

const html = (path: string) => readFile(join(ctx.site.out, path, 'index.html'), 'utf8');
const pageData = (path: string) => readFile(join(ctx.site.out, path, 'page-data.json'), 'utf8');

describe("a Docusaurus site's own code in its pages", () => {
  it("names another doc by its title from the version's docs, read with the page's front matter", async () => {
    // `frontMatter.related` lists the rule; `useDocsVersion().docs` gives its title.
    expect(await html('docs/rules/pruning')).toContain(
      '<p class="related-rules">See also: <!-- -->Graft in spring</p>',
    );
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/intro`);
    await page.click('main a:has-text("prune in winter")');
    await page.waitForSelector('h1:has-text("Prune in winter")');
    expect(await page.textContent('.related-rules')).toBe('See also: Graft in spring');
    expect(problems).toEqual([]);
  });

  it("carries the version's docs only in the data of the pages whose code reads them", async () => {
    // The grafting rule's description, its first line, is in no other data of the page.
    expect(await pageData('docs/rules/pruning')).toContain('Join the scion to the rootstock');
    expect(await pageData('docs/intro')).not.toContain('Join the scion to the rootstock');
  });

  it("runs the site's inline loader on a file, with the options written after `?`", async () => {
    expect(await html('docs/seasons')).toContain('<ul class="months"><li>Month-March</li><li>Month-April</li></ul>');
  });

  it("runs the loader a plugin's configureWebpack gives for the site's data files, with its options, and empties a module it aliases to false", async () => {
    const text = (await html('docs/harvest')).replace(/<!-- -->/g, '');
    expect(text).toContain('<p class="harvest">Apples in OCTOBER, pears in SEPTEMBER.</p>');
  });

  it("reads each doc's front matter and text with the site's markdown.parseFrontMatter, as Docusaurus does", async () => {
    const pruning = await html('docs/rules/pruning');
    expect(pruning).toContain('as Old Mill Orchard has done for a century.');
    expect(pruning).not.toContain('{{orchard}}');
    // The label it gave, in the sidebar.
    expect(pruning).toMatch(/href="\/docs\/rules\/pruning"[^>]*><span[^>]*>Prune in winter \(winter\)</);
  });

  it("rewrites each doc's text with the site's markdown.preprocessor, and keeps headings' capitals in their anchors as it asks", async () => {
    const harvest = await html('docs/harvest');
    expect(harvest).toContain('<p>Pick in autumn, on a dry morning.</p>');
    expect(harvest).toMatch(/<h2 id="Picking-Days"[^>]*>Picking Days<a href="#Picking-Days"/);
  });

  it("ships only the icons a page takes from an icon set's index, not the whole set", async () => {
    expect(await html('docs/seasons')).toContain('title="apple-icon"');
    const scripts = await Promise.all(
      (await readdir(join(ctx.site.out, 'assets'), { recursive: true }))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(join(ctx.site.out, 'assets', file), 'utf8')),
    );
    expect(scripts.some((script) => script.includes('apple-icon'))).toBe(true);
    expect(scripts.some((script) => script.includes('pear-icon'))).toBe(false);
  });

  it("renders a component whose JSX the site's tsconfig.json compiles for the classic runtime, without importing React, and the file it picks at run time through an inline loader", async () => {
    expect(await html('docs/rows')).toContain('<ul class="rows"><li>Row-1</li><li>Row-2</li></ul>');
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/rows`);
    expect(await page.locator('.rows li').allTextContents()).toEqual(['Row-1', 'Row-2']);
    // The code it writes itself: a line a row, each inside the block's padding, as built code is,
    // highlighted by the site's grammar as its fences are, in the HTML and once hydrated.
    const lines = page.locator('.theme-code-block.language-ini pre .line');
    expect(await lines.allTextContents()).toEqual(['tree = Row-1', ' ', 'tree = Row-2']);
    const keyed = /<span class="line token-line"><span class="(tl[\w-]+)">tree<\/span>/;
    expect(await html('docs/rows')).toMatch(keyed);
    expect(await lines.first().innerHTML()).toMatch(/^<span class="tl[\w-]+">tree<\/span>/);
    const colours = await lines
      .first()
      .locator('span')
      .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
    expect(new Set(colours).size).toBeGreaterThan(1);
    expect(await lines.first().evaluate((el) => getComputedStyle(el).paddingLeft)).toBe('16px');
    // The empty line between them is a line's height, as in built code.
    const [first, empty] = await Promise.all([lines.nth(0).boundingBox(), lines.nth(1).boundingBox()]);
    expect(empty!.height).toBe(first!.height);
    expect(problems).toEqual([]);
  });

  it("highlights code a component writes anew after a click, or on a page the router draws, loading the site's highlighter only then", async () => {
    // The scripts the browser runs, read as they come: Prism's ini grammar is in none until it is needed.
    const page = await ctx.browser.newPage();
    const problems: string[] = [];
    recordProblems(page, problems);
    const scripts: Promise<string>[] = [];
    const grammarLoaded = async () => (await Promise.all(scripts)).some((code) => code.includes('languages.ini'));
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await page.goto(`${ctx.server.url}/docs/rows`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(await grammarLoaded()).toBe(false);
    const firstLine = page.locator('.theme-code-block.language-ini pre .line').first();
    await page.click('.number-rows');
    await expect.poll(() => firstLine.textContent()).toBe('tree1 = Row-1');
    await expect.poll(() => firstLine.innerHTML()).toMatch(/^<span class="tl[\w-]+">tree1<\/span>/);
    expect(await grammarLoaded()).toBe(true);
    // A page the router draws from another: its code highlighted once the highlighter has come.
    const { page: reader } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/intro`);
    await reader.click('.menu a[href="/docs/rows"]');
    const routed = reader.locator('.theme-code-block.language-ini pre .line').first();
    await expect.poll(() => routed.innerHTML()).toMatch(/^<span class="tl[\w-]+">tree<\/span>/);
    expect(problems).toEqual([]);
    await Promise.all([page.close(), reader.close()]);
  });

  it("leaves the navbar logo written `pathname://` out of the link check, leading to that path out of the site's pages", async () => {
    // The build succeeded (onBrokenLinks: 'throw') with no page at /almanac/, and the browser
    // loads it: the router, which would ask for its page data, leaves the link alone.
    expect(await html('docs/intro')).toMatch(
      /<a class="navbar-brand[^"]*" href="\/almanac\/" data-browser-loads="" target="_self">/,
    );
  });

  it("highlights code with the languages the site's own prism-include-languages adds, its own grammar too", async () => {
    const planting = await html('docs/planting');
    // The site's grammar, from its src/lib/, and Prism's `ini`, which the site's file adds from the config.
    expect(planting).toMatch(/<span class="tl[\w-]+">prune<\/span> <span class="tl[\w-]+">12<\/span>/);
    expect(planting).toMatch(/<span class="tl[\w-]+">\[orchard\]<\/span>/);
  });

  it("replaces the modules a plugin's configureWebpack replaces, in both bundles or in the server's alone", async () => {
    // `orchard-clock` is no package: the plugin's file stands for it; the server's stamp module is its own.
    expect(await html('docs/stamps')).toContain('<p class="stamp" data-drawn="server">Stamped at <!-- -->06:00</p>');
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/stamps`);
    expect(await page.textContent('.stamp')).toBe('Stamped at 06:00');
    expect(problems).toEqual([]);
  });

  it('sizes the footer logo by the CSS length the config gives, as Docusaurus takes it, with no warning', async () => {
    // As Docusaurus draws it: the attribute, which the browser reads as 30 px (no rule overrides it).
    expect(await html('docs/intro')).toMatch(/alt="Orchard Almanac" height="30px"\/>/);
    expect(warningsOf(ctx.run)).toEqual([]);
  });
});
