import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, ckdocs } from './helpers/ckdocs.js';
import { serveFixture } from './helpers/served-site.js';
import { buildFixture, copyFixture } from './helpers/site.js';

const ORIGIN = 'https://lantern.test';

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** What a reader sees of a built page's content: its h2/h3 texts, code blocks (and their titles), and links. */
function pageContent(html: string, pagePath: string) {
  const start = html.indexOf('<div class="markdown">');
  // The text ends at the doc's footer, or at its article's end where it has none.
  const end = Math.min(
    ...['<footer class="doc-footer', '</article>'].map((mark) => html.indexOf(mark, start)).filter((at) => at >= 0),
  );
  const content = html.slice(start, end);
  const headings = [...content.matchAll(/<h([23])[^>]*>(.*?)<\/h\1>/gs)].map((m) =>
    decode(m[2]!.replace(/<a [^>]*class="hash-link"[^>]*>\u200b<\/a>/, '').replace(/<span class="api-flag">.*$/s, '')),
  );
  const links = [...content.matchAll(/<a ([^>]*)>/g)]
    .filter(([, attrs]) => !attrs!.includes('hash-link'))
    .map(([, attrs]) => new URL(decode(/href="([^"]*)"/.exec(attrs!)![1]!), `${ORIGIN}${pagePath}`).href);
  const titles = [...content.matchAll(/<div class="code-title">(.*?)<\/div>/g)].map((m) => decode(m[1]!));
  return { headings, codeBlocks: content.split('<pre').length - 1, links, titles };
}

describe('docs for AI assistants', () => {
  let site: Awaited<ReturnType<typeof buildFixture>>;
  beforeAll(async () => {
    site = await buildFixture('llms');
  });
  afterAll(() => site?.cleanup());

  it('writes llms.txt: title, summary, a section per version and sidebar listing each page in sidebar order', async () => {
    const text = await site.read('llms.txt');
    expect(text.startsWith('# Lantern\n\n> A small library for lighting up terminals\n')).toBe(true);
    const sections = [...text.matchAll(/^## (.*)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(['Next: Guide', 'Next: API reference', '1.0: Guide']);
    const next = text.slice(text.indexOf('## Next: Guide'), text.indexOf('## Next: API reference'));
    expect(next.trim().split('\n').slice(2)).toEqual([
      `- [Getting started](${ORIGIN}/site/docs/next/guide/start.md): Install Lantern and light your first line.`,
      `- [Recipes](${ORIGIN}/site/docs/next/guide/recipes.md): Short recipes for common tasks.`,
      `- [Blinking](${ORIGIN}/site/docs/next/guide/recipes/blink.md): Blink a lamp with setInterval. See colours.`,
      `- [Colours](${ORIGIN}/site/docs/next/guide/recipes/colours.md): Pick colours that read well in light and dark terminals.`,
    ]);
    expect(text).toContain(`- [Lamp](${ORIGIN}/site/docs/next/api-reference/classes/lamp.md): A lamp that lights`);
    // Every page listed is there, as Markdown.
    for (const [, url] of text.matchAll(/\]\((https:[^)]*)\)/g)) {
      expect(existsSync(join(site.out, new URL(url!).pathname.replace(/^\/site\//, ''))), url).toBe(true);
    }
  });

  it('writes llms-full.txt with every page of the latest version, and only those', async () => {
    const full = await site.read('llms-full.txt');
    expect(full).toContain('# Hello\n\nLantern 1.0 lights one line at a time.');
    expect(full).toContain("```js\nlight('hello');\n```");
    expect(full).not.toContain('# Getting started');
  });

  it.each([
    ['/site/docs/next/guide/start', 'docs/next/guide/start'],
    ['/site/docs/next/guide/recipes', 'docs/next/guide/recipes'],
    ['/site/docs/next/guide/recipes/blink', 'docs/next/guide/recipes/blink'],
    ['/site/docs/next/guide/recipes/colours', 'docs/next/guide/recipes/colours'],
    ['/site/docs/next/api-reference/classes/lamp', 'docs/next/api-reference/classes/lamp'],
  ])('%s.md has every heading, code block and link of the page', async (path, file) => {
    const markdown = await site.read(`${file}.md`);
    const page = pageContent(await site.read(`${file}/index.html`), path);
    const mdHeadings = [...markdown.matchAll(/^#{2,3} (.*)$/gm)].map((m) =>
      m[1]!.replace(/`/g, '').replace(/ \*.*$/, ''),
    );
    for (const heading of page.headings) {
      // A doc card's title (an h2 after its icon) is a link of the list the cards become.
      const card = /^\p{Extended_Pictographic}\uFE0F?(.*)$/u.exec(heading);
      if (card) expect(markdown).toContain(`[${card[1]}](`);
      else expect(mdHeadings).toContain(heading);
    }
    expect(markdown.match(/^```\w/gm)?.length ?? 0).toBe(page.codeBlocks);
    for (const title of page.titles) expect(markdown).toContain(`title="${title}"`);
    for (const link of page.links) expect(markdown).toContain(`](${link})`);
    expect(markdown.startsWith('# ')).toBe(true);
  });

  it('reduces MDX to its Markdown meaning: admonitions, tabs, doc cards, no imports or tags', async () => {
    const start = await site.read('docs/next/guide/start.md');
    expect(start).toContain('> **Tip:** Pin the version in your lock file.');
    expect(start).toContain('> **Warning:** Careful with brightness');
    // One heading per tab, each at the same level whatever headings a tab holds.
    expect(start).toMatch(/\n### npm\n\n```bash\nnpm install lantern\n```\n\n#### Global install\n/);
    expect(start).toContain('\n### pnpm\n\n```bash\npnpm add lantern\n```');
    expect(start).toContain('Why a script?');
    expect(start).not.toMatch(/import Tabs|import TabItem|<Tabs|<TabItem|<details|<summary|^title:/m);
    // A component's inline children (an image) and its blocks (a heading) each keep their place.
    const colours = await site.read('docs/next/guide/recipes/colours.md');
    expect(colours).toContain('![Swatches](https://example.com/swatches.png)\n\n## Palette\n\nPick from the palette.');
    const recipes = await site.read('docs/next/guide/recipes.md');
    expect(recipes).toContain(`- [Colours](${ORIGIN}/site/docs/next/guide/recipes/colours): Pick colours`);
  });

  it('puts "Copy page as Markdown" and "Open as Markdown" on docs and API pages', async () => {
    for (const file of ['docs/next/guide/start', 'docs/next/api-reference/classes/lamp', 'docs/guide/hello']) {
      const html = await site.read(`${file}/index.html`);
      expect(html).toContain('aria-label="Copy page as Markdown" title="Copy page as Markdown">Copy page</button>');
      expect(html).toContain(`href="/site/${file}.md"`);
    }
  });

  describe("a writer's comments (<!-- -->, {/* */}) are in no published form of the page", () => {
    // The same comments and prose in Markdown and in MDX (fixtures/llms/v1/guide/notes*).
    const PAGES = ['docs/guide/notes', 'docs/guide/notes-mdx'];
    // A heading's id would have it in lower case.
    const COMMENT = /draft-note-secret-name/i;
    /** The prose around the comments, and comments shown as code, which stay. */
    const expectContent = (text: string) => {
      // One space where the comment was between two words.
      expect(text).toContain('A lamp glows when it is lit');
      expect(text).toContain('Warm and soft.');
      expect(text).toContain('`<!-- like this -->`');
      expect(text).toContain('```html\n<!-- a comment shown as code -->\n<p>Lit</p>\n```');
    };

    it.each(PAGES)('%s/index.html', async (page) => {
      const html = await site.read(`${page}/index.html`);
      expect(html).not.toMatch(COMMENT);
      const text = decode(html);
      expect(text).toContain('A lamp glows');
      expect(text).toContain('Warm and soft.');
      expect(text).toContain('<!-- like this -->');
      expect(text).toContain('<!-- a comment shown as code -->');
    });

    it.each(PAGES)('%s.md', async (page) => {
      const markdown = await site.read(`${page}.md`);
      expect(markdown).not.toMatch(COMMENT);
      expectContent(markdown);
    });

    it('llms.txt and llms-full.txt', async () => {
      expect(await site.read('llms.txt')).not.toMatch(COMMENT);
      const full = await site.read('llms-full.txt');
      expect(full).not.toMatch(COMMENT);
      for (const title of ['# Notes in Markdown', '# Notes in MDX']) {
        const page = full.slice(full.indexOf(title));
        expectContent(page.slice(0, page.indexOf('```\n') + 4));
      }
    });

    it.each(PAGES)('the search records of %s', async (page) => {
      const records: { url_without_anchor: string }[] = JSON.parse(await site.read('search/records.json'));
      const own = JSON.stringify(records.filter((r) => r.url_without_anchor === `${ORIGIN}/site/${page}`));
      expect(own).not.toMatch(COMMENT);
      expect(own).toContain('A lamp glows');
      expect(own).toContain('<!-- like this -->');
    });

    it.each(PAGES)('%s/page-data.json', async (page) => {
      const data = await site.read(`${page}/page-data.json`);
      expect(data).not.toMatch(COMMENT);
      const { description, doc } = JSON.parse(data);
      expect(description).toMatch(/^A lamp glows when it is lit/);
      expect(doc.toc).toEqual([{ id: 'colours', text: 'Colours', depth: 2 }]);
    });
  });
});

describe('the llms config', () => {
  /** Builds a copy of the fixture without its API (quicker), with `llms` set to `llms`. */
  async function buildWith(llms: string) {
    const site = await copyFixture('llms');
    const config = (await readFile(site.config, 'utf8')).replace(/\n\s*api: \{[^\n]*\},/, '');
    await writeFile(site.config, config.replace('docs: {', `llms: ${llms},\n  docs: {`));
    return site;
  }

  it('`enabled: false` writes no llms.txt, no .md and no copy button', async () => {
    const site = await buildWith('{ enabled: false }');
    try {
      await build(site.config, site.out);
      expect(existsSync(join(site.out, 'llms.txt'))).toBe(false);
      expect(existsSync(join(site.out, 'docs/next/guide/start.md'))).toBe(false);
      const html = await readFile(join(site.out, 'docs/next/guide/start/index.html'), 'utf8');
      expect(html).not.toContain('Copy page as Markdown');
    } finally {
      await site.cleanup();
    }
  });

  it('`versions` lists the versions included; an unknown one is an error naming the config', async () => {
    const site = await buildWith("{ versions: ['1.0'] }");
    try {
      await build(site.config, site.out);
      const text = await readFile(join(site.out, 'llms.txt'), 'utf8');
      expect([...text.matchAll(/^## (.*)$/gm)].map((m) => m[1])).toEqual(['1.0: Guide']);
      expect(existsSync(join(site.out, 'docs/next/guide/start.md'))).toBe(false);
      expect(await readFile(join(site.out, 'docs/next/guide/start/index.html'), 'utf8')).not.toContain('Copy page');
      await writeFile(site.config, (await readFile(site.config, 'utf8')).replace("['1.0']", "['2.0']"));
      const run = await ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain('llms.versions names unknown version "2.0"');
      expect(run.stderr).toContain('Available versions: next, 1.0');
      expect(run.stderr).toContain(site.config);
    } finally {
      await site.cleanup();
    }
  });
});

describe('ckdocs serve', () => {
  it("answers a page's .md URL with its Markdown copy, and /llms.txt and /llms-full.txt, as the build writes them", async () => {
    const { site, server } = await serveFixture('llms');
    try {
      const response = await fetch(`${server.url}site/docs/next/guide/recipes/colours.md`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/markdown');
      const text = await response.text();
      expect(text).toContain('# Colours\n\nColours come from');
      expect(text).toContain('> **Note:** Some terminals ignore colours.');
      expect((await fetch(`${server.url}site/docs/next/guide/nope.md`)).status).toBe(404);
      const built = join(site.dir, 'built');
      await build(site.config, built);
      for (const file of ['llms.txt', 'llms-full.txt']) {
        const served = await fetch(`${server.url}site/${file}`);
        expect(served.status, file).toBe(200);
        expect(await served.text(), file).toBe(await readFile(join(built, file), 'utf8'));
      }
    } finally {
      await server.close();
      await site.cleanup();
    }
  });
});
