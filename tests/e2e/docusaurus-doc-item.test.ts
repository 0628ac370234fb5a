import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { warningsOf } from '../helpers/ckdocs.js';
import { pageScripts } from '../helpers/output-files.js';

// A Docusaurus site whose docs plugin names a theme package's component as its docItemComponent,
// which reads each page's module (an `api` export, front matter, metadata) and provides a context
// the page's own components read, built in its folder with no ckdocs config.
const ctx = browseSiteFolder('docusaurus-doc-item');

const html = (path: string) => readFile(join(ctx.site.dir, 'build', path, 'index.html'), 'utf8');

describe('in the server HTML', () => {
  it("draws a doc with the docs plugin's docItemComponent, from the page's module as Docusaurus hands it over", async () => {
    const vega = await html('docs/vega');
    // The page's `api` export and its front matter's own key, set on `content`.
    expect(vega).toContain('<article class="star-item">');
    expect(vega).toContain('<p class="star-endpoint">GET /stars/vega</p><p class="star-magnitude">Magnitude 0.03</p>');
    // The page's component reads the context the DocItem provides around the content.
    expect(vega).toContain('<p class="brightness">Apparent magnitude 0.03</p>');
    // `useDoc()` inside the DocItem's DocProvider: metadata, no h1 of its own, headings of every
    // level, as Docusaurus's MDX exports them (the TOC picks its levels from them).
    expect(vega).toContain(
      '<dl class="star-facts"><dt>Page</dt><dd>vega</dd><dt>Heading</dt><dd>(none: Vega)</dd><dt>Sections</dt><dd>Neighbours (h2), Summer Triangle (h4)</dd></dl>',
    );
    // The classic theme's paginator, from `metadata.previous` and `next`.
    expect(vega).toMatch(
      /<a href="\/docs\/intro" class="pagination-nav__link pagination-nav__link--prev">.*Star Atlas<\/div><\/a><a href="\/docs\/sirius" class="pagination-nav__link pagination-nav__link--next">/,
    );
    expect(await html('docs/intro')).toContain('<dt>Heading</dt><dd>Star Atlas</dd>');
  });

  it('shows the data of the JSON files a doc imports, its own and one other docs import too, default and named', async () => {
    expect(await html('docs/vega')).toContain(
      '<p class="orbit">25<!-- --> light years away, near <!-- -->Deneb and Altair<!-- -->, in the <!-- -->Bright Star Catalogue<!-- -->.</p>',
    );
    expect(await html('docs/sirius')).toContain(
      '<p class="orbit">Listed in the <!-- -->Bright Star Catalogue<!-- --> (<!-- -->J2000<!-- -->).</p>',
    );
  });

  it("keeps the docs' sidebar around the DocItem, and draws nothing of the doc itself", async () => {
    const vega = await html('docs/vega');
    expect(vega).toMatch(/<aside class="doc-sidebar[^"]*"[^>]*>.*href="\/docs\/sirius"/s);
    expect(vega).toContain(
      '<main id="main" tabindex="-1" class="docMainContainer_ck doc-main"><div class="container padding-top--md padding-bottom--lg"><article class="star-item">',
    );
    expect(vega).not.toContain('doc-article');
    expect(vega).not.toContain('doc-toc');
    // That frame is in the site's scripts: a site without a docItemComponent leaves it out.
    const code = await Promise.all(pageScripts(vega).map((file) => readFile(join(ctx.site.out, file), 'utf8')));
    expect(code.join('\n')).toContain('padding-top--md');
  });

  it("draws a Markdown page with the theme's own MDXPage, in the site's layout, from its content as the pages plugin hands it over", async () => {
    const home = await html('');
    // The page's metadata, front matter and headings, set on `content`.
    expect(home).toContain(
      '<main class="star-page"><p class="star-page-banner">Star Atlas · northern sky</p><ol class="star-page-sections"><li><a href="#brightest-first">Brightest first</a></li></ol><div class="markdown">',
    );
    expect(home).toContain('Sirius, then Canopus, then Arcturus.');
    // In the layout `@theme/Layout` draws, once: ckdocs's own Markdown page is not drawn around it.
    expect(home.match(/<nav[^>]* class="navbar/g)).toHaveLength(1);
    expect(home).not.toContain('mdx-page');
    expect(home).toContain('<meta name="description" content="Every bright star of the night sky, one page each."');
  });

  it('warns neither of the option nor of the front matter keys the DocItem reads', () => {
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/docItemComponent|magnitude/);
  });
});

describe('in the browser', () => {
  it('hydrates with no error, and draws the next doc through the DocItem after a client navigation', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/vega`);
    expect(await page.textContent('.brightness')).toBe('Apparent magnitude 0.03');
    expect(await page.textContent('.orbit')).toBe(
      '25 light years away, near Deneb and Altair, in the Bright Star Catalogue.',
    );
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    await page.click('.pagination-nav__link--next');
    await page.waitForURL('**/docs/sirius');
    await expect.poll(() => page.textContent('.star-endpoint')).toBe('GET /stars/sirius');
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.textContent('.brightness')).toBe('Apparent magnitude -1.46');
    expect(await page.textContent('.orbit')).toBe('Listed in the Bright Star Catalogue (J2000).');
    // Node's `path` in the browser: the theme's `resolve.fallback` stands in for it.
    expect(await page.textContent('.star-facts dd')).toBe('sirius');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("hydrates a Markdown page the theme's MDXPage draws, and leads from it to a doc", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/`);
    expect(await page.textContent('.star-page-banner')).toBe('Star Atlas · northern sky');
    await page.click('.star-page a:has-text("the atlas")');
    await page.waitForURL('**/docs/intro');
    await expect.poll(() => page.textContent('.star-facts dd')).toBe('intro');
    expect(problems).toEqual([]);
    await page.close();
  });
});
