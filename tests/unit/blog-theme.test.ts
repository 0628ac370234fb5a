import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { drawsOwnBlog, ownBlogPageData } from '../../cli/docusaurus/blog-theme.js';

const sites: string[] = [];
afterEach(async () => {
  for (const dir of sites.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A site folder holding `files` (path -> text). */
async function siteWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ck-blog-theme-'));
  sites.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe("who draws a Docusaurus site's blog", () => {
  it("is ckdocs, where the site replaces none of the classic theme's blog components (its own Footer changes nothing)", async () => {
    expect(await drawsOwnBlog(await siteWith({ 'src/theme/Footer/index.js': 'export default () => null;' }), [])).toBe(
      true,
    );
  });

  it("is the classic theme, where the site or a plugin's theme replaces a part of its blog, so that the part is drawn", async () => {
    const header = await siteWith({ 'src/theme/BlogPostItem/Header/index.tsx': 'export default () => null;' });
    expect(await drawsOwnBlog(header, [])).toBe(false);
    const tag = await siteWith({ 'src/theme/Tag.js': 'export default () => null;' });
    expect(await drawsOwnBlog(tag, [])).toBe(false);
    const plain = await siteWith({ 'theme/BlogSidebar/index.js': 'export default () => null;' });
    expect(await drawsOwnBlog(plain, [join(plain, 'theme')])).toBe(false);
  });

  it("is the classic theme, where the site's code reads the blog's hooks, which its pages provide", async () => {
    const site = await siteWith({
      'src/components/Byline.tsx': "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';\n",
    });
    expect(await drawsOwnBlog(site, [])).toBe(false);
  });
});

describe("the archive page's props, as ckdocs's template gets them", () => {
  const post = (n: number) => ({
    id: `post-${n}`,
    content: `The whole text of post ${n}.`,
    metadata: { permalink: `/blog/${n}`, title: `Post ${n}`, date: '2024-05-01T00:00:00.000Z', readingTime: 3 },
  });

  it('keep what the archive shows of each post, not its text', () => {
    const data = ownBlogPageData('@theme/BlogArchivePage', { archive: { blogPosts: [post(1), post(2)] } });
    expect(JSON.stringify(data)).not.toContain('whole text');
    expect(data).toEqual({
      archive: {
        blogPosts: [1, 2].map((n) => ({
          metadata: { permalink: `/blog/${n}`, title: `Post ${n}`, date: '2024-05-01T00:00:00.000Z' },
        })),
      },
    });
  });

  it('are left as they are where the archive is a module of the route (Docusaurus before 3.5) or the page another', () => {
    expect(ownBlogPageData('@theme/BlogArchivePage', undefined)).toBeUndefined();
    const list = { metadata: { permalink: '/blog' } };
    expect(ownBlogPageData('@theme/BlogListPage', list)).toBe(list);
  });
});
