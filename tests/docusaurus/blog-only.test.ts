import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A Docusaurus site with no docs (`docs: false`) whose blog is at the root, one post a page.
describe('a blog-only Docusaurus site', () => {
  const ctx = browseSiteFolder('docusaurus-blog-only');
  const read = (path: string) => readFile(join(ctx.site.dir, 'build', path), 'utf8');
  const postTitles = async (path: string) =>
    [...(await read(path)).matchAll(/<h2 [^>]*><a href="([^"]+)">/g)].map((m) => m[1]);

  it("makes the pages Docusaurus's build of it makes, the list at the root over three pages", async () => {
    expect(ctx.run.code, ctx.run.stderr).toBe(0);
    const build = join(ctx.site.dir, 'build');
    const pages = (await readdir(build, { recursive: true }))
      .filter((file) => file.endsWith('.html'))
      .map((file) => relative(build, join(build, file)).split('\\').join('/'))
      .sort();
    // What Docusaurus 3.10 writes for this site, and ckdocs's search page.
    expect(pages).toEqual([
      '2024/11/02/dogger/index.html',
      '2024/11/09/biscay/index.html',
      '2024/11/16/fastnet/index.html',
      '404.html',
      'archive/index.html',
      'index.html',
      'page/2/index.html',
      'page/3/index.html',
      'search/index.html',
      'tags/atlantic/index.html',
      'tags/atlantic/page/2/index.html',
      'tags/index.html',
      'tags/north-sea/index.html',
    ]);
    expect(await postTitles('index.html')).toEqual(['/2024/11/16/fastnet']);
    expect(await postTitles('page/2/index.html')).toEqual(['/2024/11/09/biscay']);
    expect(await postTitles('page/3/index.html')).toEqual(['/2024/11/02/dogger']);
    expect(await read('page/2/index.html')).toMatch(/href="\/" class="pagination-nav__link/);
    expect(await read('2024/11/09/biscay/index.html')).toContain('href="/2024/11/02/dogger"');
    expect((await read('rss.xml')).match(/<item>/g)).toHaveLength(3);
    // The recent posts, under their year, as the classic theme groups them by default.
    expect(await read('2024/11/09/biscay/index.html')).toMatch(
      /<h3 class="blog-sidebar-year yearGroupHeading_ck">2024<\/h3><ul/,
    );
  });

  it('finds a post from the search page, with no docs to search', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/search?q=squally`);
    await page.waitForSelector('.search-page a[href^="/2024/11/09/biscay"]');
    expect(problems).toEqual([]);
    await page.close();
  });
});
