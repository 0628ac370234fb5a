import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfig } from '../../cli/config/schema.js';
import { scanPages } from '../../cli/pages/scan.js';
import { globToRegExp } from '../../cli/util/glob.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A site folder holding `files` (path -> text), and its config with `pages` and `baseUrl` as given. */
async function site(files: Record<string, string>, options: Partial<Pick<SiteConfig, 'pages' | 'baseUrl'>> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'ckdocs-pages-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const config = siteConfigSchema.parse({
    title: 'T',
    url: 'https://t.example',
    docs: { versions: [{ name: 'current', label: 'Next', path: '/docs', dir: 'docs' }] },
    ...options,
  });
  return { config, dir };
}

/** The URL of each page, by its file's path in the pages folder. */
async function urls(files: Record<string, string>, options?: Parameters<typeof site>[1]) {
  const { config, dir } = await site(files, options);
  const pages = await scanPages(config, dir);
  const all = [...pages.components, ...pages.markdown.docs];
  return Object.fromEntries(all.map((page) => [page.file.slice(join(dir, 'src/pages/').length), page.permalink]));
}

describe('the pages folder', () => {
  it("gives each page Docusaurus's URL, under the base URL and the pages' route base", async () => {
    const files = {
      'src/pages/index.tsx': '',
      'src/pages/showcase.jsx': '',
      'src/pages/a/index.mdx': '# A',
      'src/pages/a/b.md': '---\nslug: /elsewhere\n---\n# B',
      'src/pages/draft.md': '---\ndraft: true\n---\n# Draft',
    };
    expect(await urls(files)).toEqual({
      'index.tsx': '/',
      'showcase.jsx': '/showcase',
      'a/index.mdx': '/a',
      'a/b.md': '/elsewhere',
    });
    expect(await urls(files, { baseUrl: '/site/', pages: { routeBasePath: 'more' } as SiteConfig['pages'] })).toEqual({
      'index.tsx': '/site/more',
      'showcase.jsx': '/site/more/showcase',
      'a/index.mdx': '/site/more/a',
      'a/b.md': '/site/more/elsewhere',
    });
  });

  it('leaves out private files and folders, tests, other files, and everything with `pages: false`', async () => {
    const files = {
      'src/pages/index.tsx': '',
      'src/pages/_card.tsx': '',
      'src/pages/_parts/x.tsx': '',
      'src/pages/nested/_y.mdx': '',
      'src/pages/index.test.tsx': '',
      'src/pages/__tests__/z.tsx': '',
      'src/pages/styles.module.css': '',
    };
    expect(await urls(files)).toEqual({ 'index.tsx': '/' });
    expect(await urls(files, { pages: false })).toEqual({});
  });

  it('fails naming both files when two pages have one URL', async () => {
    const { config, dir } = await site({ 'src/pages/team.tsx': '', 'src/pages/team/index.mdx': '# Team' });
    await expect(scanPages(config, dir)).rejects.toThrow('Two pages have the URL /team');
  });
});

describe('globs', () => {
  it('match as Docusaurus configs write them', () => {
    const pages = globToRegExp('**/*.{js,jsx,ts,tsx,md,mdx}');
    expect(['index.tsx', 'a/b/c.md'].every((path) => pages.test(path))).toBe(true);
    expect(pages.test('styles.css')).toBe(false);
    expect(globToRegExp('**/_*/**').test('a/_parts/x.tsx')).toBe(true);
    expect(globToRegExp('**/_*/**').test('a/parts/_x.tsx')).toBe(false);
    expect(globToRegExp('/tags/**').test('/tags/a/b')).toBe(true);
  });
});
