import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs } from '../helpers/ckdocs.js';
import { copyFixture } from '../helpers/site.js';

// fixtures/docusaurus-urls's intro renders a Markdown file it imports (`<InSeason />`): here that
// file and one it imports in turn have headings, as a site's shared sections do.
describe('a Docusaurus doc that renders Markdown partials, in its table of contents', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  const tocOf = async (path: string) => {
    const html = await readFile(join(site.dir, 'build', path, 'index.html'), 'utf8');
    const toc = html.slice(html.indexOf('theme-doc-toc-desktop'));
    return [...toc.slice(0, toc.indexOf('</ul></div>')).matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
  };
  beforeAll(async () => {
    site = await copyFixture('docusaurus-urls');
    const docs = join(site.dir, 'docs');
    await writeFile(
      join(docs, 'intro.md'),
      (await readFile(join(docs, 'intro.md'), 'utf8')).replace(
        '<InSeason />',
        '## Before you come\n\nCheck the weather.\n\n<InSeason />\n\n## Getting here\n\nTake the lane.',
      ),
    );
    await mkdir(join(docs, 'shared'), { recursive: true });
    await writeFile(
      join(docs, '_in-season.mdx'),
      "import Pears from '@site/docs/shared/_pears.md';\n\n## Apples in season\n\nAutumn.\n\n<Pears />\n",
    );
    await writeFile(join(docs, 'shared/_pears.md'), '### Late pears {#pears}\n\nIn October.\n');
  });
  afterAll(() => site?.cleanup());

  it("lists the partials' headings where they are rendered, with the anchors their pages have", async () => {
    const run = await ckdocs(['build'], {}, site.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(await tocOf('docs/intro')).toEqual(['before-you-come', 'apples-in-season', 'pears', 'getting-here']);
    const html = await readFile(join(site.dir, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toMatch(/<h2 [^>]*id="apples-in-season"/);
    expect(html).toMatch(/<h3 [^>]*id="pears"/);
  });

  it('lists them anew when a partial changes, from the cache the page is taken from', async () => {
    await writeFile(
      join(site.dir, 'docs/shared/_pears.md'),
      '### Late pears {#pears}\n\n### Quinces\n\nIn November.\n',
    );
    const run = await ckdocs(['build'], {}, site.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(await tocOf('docs/intro')).toEqual([
      'before-you-come',
      'apples-in-season',
      'pears',
      'quinces',
      'getting-here',
    ]);
  });
});
