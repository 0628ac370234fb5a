import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs, type CkdocsRun } from '../helpers/ckdocs.js';
import { copyFixtureEdited } from '../helpers/site.js';

// A Docusaurus blog whose posts have edit links, and one post with no tags and no truncate marker.
describe("a Docusaurus blog's list of posts", () => {
  let site: Awaited<ReturnType<typeof copyFixtureEdited>>;
  let run: CkdocsRun;

  beforeAll(async () => {
    site = await copyFixtureEdited('docusaurus-blog-only', (config) =>
      config
        .replace(
          "blogTitle: 'Forecast',",
          "blogTitle: 'Forecast',\n          editUrl: 'https://git.example.org/forecast/edit/main/',",
        )
        .replace('themeConfig: {', 'themeConfig: {\n    blog: { sidebar: { groupByYear: false } },'),
    );
    await writeFile(
      join(site.dir, 'blog/2024-12-01-calm-sea.md'),
      '---\ntitle: Calm sea\n---\n\nNothing to report: the sea lay flat all night.\n',
    );
    // The site's MDXContent adds a line after each post's text, on its page and in the list.
    await mkdir(join(site.dir, 'src/theme/MDXContent'), { recursive: true });
    await writeFile(
      join(site.dir, 'src/theme/MDXContent/index.js'),
      "import MDXContent from '@theme-original/MDXContent';\n" +
        'export default (props) => <><MDXContent {...props} /><p className="forecast-end">End of forecast</p></>;\n',
    );
    run = await ckdocs(['build'], {}, site.dir);
  });
  afterAll(() => site.cleanup());

  it('ends a post with an edit link, but no tags and no cut, with an empty footer, as the classic theme does', async () => {
    expect(run.code, run.stderr).toBe(0);
    const list = await readFile(join(site.dir, 'build/index.html'), 'utf8');
    const articles = list
      .split('<article')
      .slice(1)
      .map((part) => part.slice(0, part.indexOf('</article>')));
    const post = articles.find((article) => article.includes('>Calm sea</a>'));
    expect(post).toMatch(/<footer class="row docusaurus-mt-lg"><\/footer>$/);
  });

  it('lists the recent posts without their years where the theme config says so, which is no warning', async () => {
    const post = await readFile(join(site.dir, 'build/2024/11/09/biscay/index.html'), 'utf8');
    expect(post).toContain(
      '<div class="blog-sidebar-title sidebarItemTitle_ck margin-bottom--md">Recent posts</div><ul',
    );
    expect(post).not.toContain('blog-sidebar-year');
    expect(run.stderr).not.toContain('themeConfig.blog');
  });

  it("ends each post's text with what the site's MDXContent adds, on the post's page and in the list", async () => {
    const post = await readFile(join(site.dir, 'build/2024/11/09/biscay/index.html'), 'utf8');
    expect(post).toMatch(/week before\.<\/p><p class="forecast-end">End of forecast<\/p><\/div><footer/);
    const list = await readFile(join(site.dir, 'build/index.html'), 'utf8');
    expect(list.match(/<p class="forecast-end">/g)).toHaveLength(1);
  });
});
