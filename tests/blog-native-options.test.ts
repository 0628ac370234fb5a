import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './helpers/ckdocs.js';
import { copyFixture } from './helpers/site.js';

// The blog's options as a site that is only a blog sets them: at the site's root, oldest first,
// every post on one page, no sidebar, no archive, short feeds.
describe('a blog at the root of its site', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  const html = (path: string) => readFile(join(site.out, path, 'index.html'), 'utf8');

  beforeAll(async () => {
    site = await copyFixture('blog-native');
    const config = await readFile(site.config, 'utf8');
    await writeFile(
      site.config,
      config.replace(
        'postsPerPage: 2,\n    blogSidebarCount: 4,',
        "routeBasePath: '/',\n    postsPerPage: 'ALL',\n    blogSidebarCount: 0,\n    archiveBasePath: null,\n    sortPosts: 'ascending',\n    onInlineAuthors: 'ignore',\n    onUntruncatedBlogPosts: 'ignore',",
      ),
    );
    await writeFile(
      site.config,
      (await readFile(site.config, 'utf8')).replace("language: 'en'", "language: 'en', limit: 2"),
    );
    await build(site.config, site.out);
  });
  afterAll(() => site?.cleanup());

  it('is the home page: every listed post, oldest first, on one page, without a sidebar', async () => {
    const home = await html('');
    expect([...home.matchAll(/<h2 class="blog-post-title"><a href="([^"]+)">/g)].map(([, href]) => href)).toEqual([
      '/2024/01/15/first-sprouts',
      '/2024/02/10/winter-pruning',
      '/2024/03/02/grafting-guide',
      '/2024/04/20/spring-release',
      '/compost',
    ]);
    expect(home).not.toContain('class="blog-sidebar"');
    expect(home).not.toContain('Older entries');
    expect(existsSync(join(site.out, 'page/2/index.html'))).toBe(false);
    expect(existsSync(join(site.out, 'archive/index.html'))).toBe(false);
    expect(await html('2024/02/10/winter-pruning')).toMatch(
      /Newer post[\s\S]*A grafting guide for beginners[\s\S]*Older post[\s\S]*First sprouts of the year/,
    );
  });

  it('writes feeds of as many posts as `limit` says, at the root', async () => {
    const feed = JSON.parse(await readFile(join(site.out, 'feed.json'), 'utf8')) as { items: { url: string }[] };
    expect(feed.items.map((item) => item.url)).toEqual([
      'https://orchard.example.org/2024/01/15/first-sprouts',
      'https://orchard.example.org/2024/02/10/winter-pruning',
    ]);
    expect(await html('')).toContain('<link rel="alternate" type="application/rss+xml" href="/rss.xml"');
  });
});
