import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, ckdocs, stageLine } from './helpers/ckdocs.js';
import { copyFixture, linkPackages } from './helpers/site.js';

// Markdown as Docusaurus sites write it (fixtures/docusaurus-markdown): admonition titles, the
// site's own remark and rehype plugins, npm2yarn's tabs. The tabs in a browser: e2e/tabs.test.ts.
let site: Awaited<ReturnType<typeof copyFixture>>;
const read = (path: string) => readFile(join(site.out, path), 'utf8');
/** The page's Markdown body as rendered: what sits between the title and the footer (or the article's end). */
const body = async (path: string) =>
  /<div class="markdown">([\s\S]*?)(?:<footer|<\/article>)/.exec(await read(path))![1]!;

beforeAll(async () => {
  site = await copyFixture('docusaurus-markdown');
  await linkPackages(site.dir);
  await build(site.config, site.out);
});
afterAll(() => site?.cleanup());

describe('admonition titles', () => {
  it('are Markdown, in brackets or after the type as Docusaurus converts it', async () => {
    const html = await body('docs/guide/admonitions/index.html');
    expect(html).toContain('<div class="admonition-heading"><strong>Bold</strong> title</div>');
    expect(html).toContain('<div class="admonition-heading"><strong>Understanding Flag Context</strong></div>');
    expect(html).toContain('<div class="admonition-heading">Plain words</div>');
    expect(html).not.toContain('**');
  });

  it('hold code and links, resolved as links in prose are', async () => {
    const html = await body('docs/guide/admonitions/index.html');
    expect(html).toContain(
      '<div class="admonition-heading">Run <code>init</code> first, see <a href="/docs/guide/install">the setup</a></div>',
    );
  });

  it('keep the default title when the brackets are empty', async () => {
    expect(await body('docs/guide/admonitions/index.html')).toContain(
      '<div class="admonition-heading">TIP</div><div class="admonition-content"><p>An empty title keeps the default one.</p>',
    );
  });

  it('nest with one more colon outside, each with its own title and body', async () => {
    const html = await body('docs/guide/admonitions/index.html');
    expect(html).toMatch(
      /admonition-danger.*?<div class="admonition-heading">Outer <strong>block<\/strong><\/div><div class="admonition-content"><p>Before the inner block\.<\/p><div class="admonition admonition-note"[^>]*><div class="admonition-heading">Inner <em>block<\/em><\/div>/,
    );
  });

  it('leave a `:::name` that is no admonition as text', async () => {
    expect(await body('docs/guide/admonitions/index.html')).toContain('<p>:::details</p>');
  });

  it('work in a .md page too', async () => {
    expect(await body('docs/guide/plain/index.html')).toContain(
      '<div class="admonition admonition-warning" role="note"><div class="admonition-heading">Careful <strong>here</strong></div>',
    );
  });

  it('leave their bodies to the table of contents and the search index', async () => {
    expect(await read('docs/guide/admonitions/index.html')).toContain('class="toc-link" href="#heading-inside"');
    const records = JSON.parse(await read('search/records.json')) as { content: string | null }[];
    expect(records.some((record) => record.content?.includes('Before the inner block. Inner block Inside both.'))).toBe(
      true,
    );
  });
});

describe("the site's plugins", () => {
  it('run before the defaults (beforeDefaultRemarkPlugins): the heading id comes from the renamed text', async () => {
    expect(await body('docs/guide/install/index.html')).toMatch(
      /<h2 id="router-setup"[^>]*>1\. (<!-- -->)?Router setup/,
    );
  });

  it('run after the defaults (remarkPlugins): numbering leaves the ids as they were', async () => {
    expect(await body('docs/guide/install/index.html')).toMatch(/<h2 id="run-it"[^>]*>2\. (<!-- -->)?Run it/);
  });

  it('change the HTML tree (rehypePlugins)', async () => {
    expect(await body('docs/guide/install/index.html')).toContain(
      '<a href="https://handler.example" target="_blank" rel="noopener">the Router guide</a>',
    );
  });

  it('include @docusaurus/remark-plugin-npm2yarn: npm, Yarn, pnpm and Bun tabs with the converted commands', async () => {
    const html = await body('docs/guide/install/index.html');
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(tabs).toEqual(['npm', 'Yarn', 'pnpm', 'Bun', 'npm', 'Yarn', 'pnpm', 'Bun']);
    const text = html.replace(/<[^>]+>/g, '');
    const commands = ['npm install commandkit', 'yarn add commandkit', 'pnpm add commandkit', 'bun add commandkit'];
    expect(commands.filter((command) => !text.includes(command))).toEqual([]);
  });
});

describe('a change to the plugins', () => {
  it("recompiles every page, and only then: a local plugin's code is part of the compile cache key", async () => {
    const again = await build(site.config, site.out);
    expect(stageLine(again, 'mdx')).toMatch(/ 0 compiled, 3 from cache$/);
    const plugin = join(site.dir, 'plugins/remark-numbered-headings.ts');
    await writeFile(plugin, (await readFile(plugin, 'utf8')).replace('`${count}. `', '`${count}) `'));
    const edited = await build(site.config, site.out);
    expect(stageLine(edited, 'mdx')).toMatch(/ 3 compiled, 0 from cache$/);
    expect(await body('docs/guide/install/index.html')).toMatch(/2\) (<!-- -->)?Run it/);
  });
});

describe('a plugin that fails on a page', () => {
  it('is named with the page, the line it points at and a fix, and the previous build stays', async () => {
    const page = join(site.dir, 'docs/guide/plain.md');
    await appendFile(page, '\n##\n');
    const run = await ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'markdown.remarkPlugins[1] (remarkNumberedHeadings) failed on this page: A numbered heading needs text',
    );
    expect(run.stderr).toContain(`${page}:13:1`);
    expect(run.stderr).toContain('> 13 | ##');
    expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(await body('docs/guide/plain/index.html')).toContain('Careful <strong>here</strong>');
  });
});
