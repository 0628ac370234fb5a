import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs, warningsOf, type CkdocsRun } from '../helpers/ckdocs.js';
import { builtRoutes, copyFixture, linkPackages } from '../helpers/site.js';

// A Docusaurus website in a folder of a repository whose docs are beside it (`path: '../docs'`),
// picked by the docs plugin's `include` and `exclude`, as a monorepo lays them out.
describe('a Docusaurus site whose docs are outside its folder', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  let run: CkdocsRun;
  const website = () => join(site.dir, 'website');

  beforeAll(async () => {
    site = await copyFixture('docusaurus-docs-outside');
    await linkPackages(website());
    run = await ckdocs(['build'], {}, website());
  });
  afterAll(() => site.cleanup());

  it('makes a page of each file the include globs name and the exclude globs do not, as Docusaurus does', async () => {
    expect(run.code, run.stderr).toBe(0);
    // components/ is not included, a draft is excluded; the site's own exclude replaces Docusaurus's
    // default one, so a file whose name starts with `_` is a doc.
    expect(await builtRoutes(join(website(), 'build'))).toEqual([
      '/',
      '/guide/_spring-tides',
      '/guide/reading-tables',
      '/reference/knots',
      '/reference/ropes',
      '/search',
    ]);
    expect(warningsOf(run).filter((warning) => /include|exclude/.test(warning))).toEqual([]);
  });

  it("copies every static folder, a later one's file over an earlier one's, and finds images and files in them, as Docusaurus does", async () => {
    const out = (path: string) => readFile(join(website(), 'build', path), 'utf8');
    expect(await out('tides.txt')).toBe('Tide tables from the shared assets.\n');
    expect(await out('chart.svg')).toContain('<svg');
    const ropes = await out('reference/ropes/index.html');
    // An image from `/` that a static folder has is a hashed copy, as Docusaurus's loader imports it.
    const chart = /<img [^>]*src="(\/assets\/media\/chart-\w+\.svg)" alt="A tide curve" width="120" height="40"/.exec(
      ropes,
    );
    expect(await out(chart![1]!)).toContain('<svg');
    // A `pathname://` link is left to the browser, in a new tab, as Docusaurus's Link makes it.
    expect(ropes).toContain('<a class="" href="/tides.txt" target="_blank" rel="noopener noreferrer">');
    expect(warningsOf(run)).toEqual([]);
  });

  it("lists a doc's headings where it draws the theme's inline table of contents from its `toc`, as Docusaurus's Markdown exports it", async () => {
    const html = await readFile(join(website(), 'build/reference/knots/index.html'), 'utf8');
    expect(html).toContain(
      '<ul class="table-of-contents"><li><a href="#bowline">Bowline</a></li><li><a href="#the-clove-hitch">The <code>clove</code> hitch</a><ul><li><a href="#slipped">Slipped</a></li></ul></li></ul>',
    );
  });

  it("resolves a doc's import of a package the site installed, which no folder above the docs holds", async () => {
    const html = await readFile(join(website(), 'build/guide/reading-tables/index.html'), 'utf8');
    expect(html).toContain('<table class="tide-table"><tbody><tr><th>High water</th><td>06:12</td>');
    // Its relative link to another doc's file leads to that doc's page.
    expect(html).toContain('href="/reference/ropes"');
  });
});
