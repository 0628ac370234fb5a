import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, ckdocs } from './helpers/ckdocs.js';
import { copyFixture } from './helpers/site.js';

// The front matter keys of Docusaurus that change a doc's previous/next links, its edit link and its
// social card's image.
// The basic fixture's Next sidebar reads: Introduction, Setup, More topics, Advanced.
let site: Awaited<ReturnType<typeof copyFixture>>;

/** A page's previous and next links (`label -> href`) and its edit link, as built. */
async function footerOf(path: string) {
  const html = await readFile(join(site.out, 'docs/next/guide', path, 'index.html'), 'utf8');
  const link = (kind: 'prev' | 'next') => {
    const match = new RegExp(`<a class="pagination-link ${kind}" href="([^"]+)">(.*?)</a>`).exec(html);
    const label = match?.[2]!.replace(/<span class="pagination-sub">\w+<\/span>|<[^>]+>|[«»]/g, '').trim();
    return match ? `${label} -> ${match[1]}` : undefined;
  };
  return { prev: link('prev'), next: link('next'), edit: /<a class="edit-link" href="([^"]+)"/.exec(html)?.[1] };
}

const edit = async (file: string, change: (text: string) => string) => {
  const path = join(site.dir, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
};
const withFrontMatter = (file: string, keys: string) => edit(file, (text) => text.replace(/^---\n/, `---\n${keys}\n`));

beforeAll(async () => {
  site = await copyFixture('basic');
  await edit('site.config.ts', (text) =>
    text
      .replace('docs: {\n', "docs: {\n    editUrl: 'https://example.com/repo/edit/main',\n")
      .replace("favicon: 'logo.svg',", "favicon: 'logo.svg',\n  image: 'img/card.png',"),
  );
  await withFrontMatter('docs/guide/01-start/01-intro.mdx', 'image: https://cdn.example.com/intro.png');
  await withFrontMatter(
    'docs/guide/01-start/02-setup.mdx',
    'pagination_prev: null\npagination_next: guide/more/advanced\ncustom_edit_url: https://example.com/wiki/setup',
  );
  await withFrontMatter('docs/guide/02-more/02-advanced.mdx', 'custom_edit_url: null');
  const run = await build(site.config, site.out);
  expect(run.code, run.stderr).toBe(0);
});
afterAll(() => site?.cleanup());

describe('pagination, edit links and social cards set by front matter', () => {
  it('takes a next doc by id, and no previous link for null, over the sidebar’s neighbours', async () => {
    expect(await footerOf('start/setup')).toEqual({
      prev: undefined,
      next: 'Advanced -> /docs/next/guide/more/advanced',
      edit: 'https://example.com/wiki/setup',
    });
  });

  it('names a doc in the links to it by its pagination_label', async () => {
    expect((await footerOf('start/intro')).next).toBe('Setup -> /docs/next/guide/start/setup');
    await withFrontMatter('docs/guide/01-start/02-setup.mdx', 'pagination_label: Getting ready');
    await build(site.config, site.out);
    expect((await footerOf('start/intro')).next).toBe('Getting ready -> /docs/next/guide/start/setup');
    expect((await footerOf('more')).prev).toBe('Getting ready -> /docs/next/guide/start/setup');
  });

  it('keeps the edit link the site gives, unless the doc sets its own or none', async () => {
    expect((await footerOf('start/intro')).edit).toBe(
      'https://example.com/repo/edit/main/docs/guide/01-start/01-intro.mdx',
    );
    expect((await footerOf('more/advanced')).edit).toBeUndefined();
  });

  it("shows a doc's image on its social card, else the site's, as an absolute URL", async () => {
    const imageOf = async (path: string) => {
      const html = await readFile(join(site.out, path, 'index.html'), 'utf8');
      return [...html.matchAll(/<meta (?:property|name)="(og:image|twitter:image|twitter:card)" content="([^"]+)">/g)]
        .map((m) => `${m[1]}=${m[2]}`)
        .join(' ');
    };
    expect(await imageOf('docs/next/guide/start/intro')).toBe(
      'og:image=https://cdn.example.com/intro.png twitter:image=https://cdn.example.com/intro.png twitter:card=summary_large_image',
    );
    expect(await imageOf('docs/next/guide/start/setup')).toBe(
      'og:image=https://fixture.test/img/card.png twitter:image=https://fixture.test/img/card.png twitter:card=summary_large_image',
    );
  });

  it('refuses an id that names no doc of the version, at its line, with the id it resembles', async () => {
    await withFrontMatter('docs/guide/02-more/02-advanced.mdx', 'pagination_next: guide/start/intr');
    const run = await ckdocs(['check', '--config', site.config]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${join(site.dir, 'docs/guide/02-more/02-advanced.mdx')}:2 pagination_next names no doc of version next: "guide/start/intr"`,
    );
    expect(run.stderr).toContain('Did you mean "guide/start/intro"?');
  });
});
