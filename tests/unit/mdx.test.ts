import { describe, expect, it } from 'vitest';
import { COLOURED_TOKENS } from '../../cli/mdx/coloured-tokens.js';
import { themeAsWritten } from '../../cli/serve/theme-as-written.js';
import { UserError } from '../../cli/util/errors.js';
import { tocHtml, tocTextOf } from '../../common/toc-html.js';
import { renderMdx } from '../helpers/mdx.js';

describe('MDX features', () => {
  it('renders GFM tables, task lists and strikethrough', async () => {
    const { html } = await renderMdx('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n~~old~~\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('<del>old</del>');
  });

  it('reads a .md page as markdown, where braces and a lone < are text, and a .mdx page as MDX', async () => {
    const source = 'Pass { retries: 3 } when 1 < 2.\n';
    const { html } = await renderMdx(source, { relPath: 'guide/page.md' });
    expect(html).toContain('<p>Pass { retries: 3 } when 1 &lt; 2.</p>');
    await expect(renderMdx(source, { relPath: 'guide/page.mdx' })).rejects.toThrow(UserError);
  });

  it('turns :::type blocks into admonitions, with optional titles and markdown inside', async () => {
    const { html } = await renderMdx(
      ':::warning[Mind the gap]\n\nSome **bold** text.\n\n:::\n\n:::tip\n\nPlain.\n\n:::\n',
    );
    expect(html).toContain('class="admonition admonition-warning"');
    expect(html).toContain('Mind the gap');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toMatch(/admonition-tip.*TIP/);
  });

  it('highlights code at build time, with title, highlighted lines and line numbers', async () => {
    const { html, code } = await renderMdx(
      '```ts title="src/app.ts" {2} showLineNumbers\nconst a = 1;\nconst b = "x";\n```\n',
    );
    expect(html).toContain('<div class="code-title">src/app.ts</div>');
    expect(html).toContain('class="line-numbers"');
    // Prism's classes, on the tokens the theme colours only: no span around `=` or `;`.
    expect(html).toContain(
      '<span class="line"><span class="token keyword">const</span> a = <span class="token number">1</span>;</span>',
    );
    expect(html).toContain(
      '<span class="line highlighted"><span class="token keyword">const</span> b = <span class="token string">&quot;x&quot;</span>;</span>',
    );
    expect(code).not.toMatch(/prismjs|Prism\.tokenize/);
  });

  it("takes a code block's title without quotes, but not on a Docusaurus site, whose code blocks have none then", async () => {
    const fence = (meta: string) => `\`\`\`js ${meta}\nexport default [];\n\`\`\`\n`;
    const title = '<div class="code-title">eslint.config.js</div>';
    expect((await renderMdx(fence('title=eslint.config.js'))).html).toContain(title);
    const docusaurus = { linkSite: { baseUrl: '/' } };
    expect((await renderMdx(fence('title=eslint.config.js'), docusaurus)).html).not.toContain('code-title');
    expect((await renderMdx(fence("title='eslint.config.js'"), docusaurus)).html).toContain(title);
  });

  it("takes a Docusaurus page's title only from its first heading, an h1 above any rule, as Docusaurus's Markdown does", async () => {
    const docusaurus = { linkSite: { baseUrl: '/' } };
    expect((await renderMdx('Intro.\n\n# Tides\n\n## High\n', docusaurus)).title).toBe('Tides');
    expect((await renderMdx('## High\n\n# Tides\n', docusaurus)).title).toBeUndefined();
    expect((await renderMdx('---\n\n# Tides\n', docusaurus)).title).toBeUndefined();
    // ckdocs's own sites take their first h1.
    expect((await renderMdx('## High\n\n# Tides\n')).title).toBe('Tides');
  });

  it('draws an empty fence on a Docusaurus site bare, as its code blocks do: no line, no title', async () => {
    const empty = '```js title="Out"\n```\n';
    const { html } = await renderMdx(empty, { linkSite: { baseUrl: '/' } });
    expect(html).toContain('<pre tabindex="0"><code></code></pre>');
    expect(html).not.toContain('code-title');
    // ckdocs's own sites keep the title and the empty line.
    expect((await renderMdx(empty)).html).toContain('<div class="code-title">Out</div>');
  });

  it('turns emoji shortcodes into emoji where the site says, after the heading took its anchor from the name', async () => {
    const page = '# Launch :rocket:\n\n## Ready :tada:\n\nShipped :rocket: and `:tada:` in code.\n';
    const { html, headings, title } = await renderMdx(page, { emoji: true });
    expect(html).toContain('<h2 id="ready-tada" class="anchor">Ready 🎉');
    expect(html).toContain('<p>Shipped 🚀 and <code>:tada:</code> in code.</p>');
    // The table of contents and the page's title show the emoji, as the heading does.
    expect(headings).toEqual([{ id: 'ready-tada', text: 'Ready 🎉', depth: 2 }]);
    expect(title).toBe('Launch 🚀');
    expect((await renderMdx(page)).html).toContain('Shipped :rocket: and');
  });

  it('gives a span to exactly the token types the theme colours', async () => {
    // A type coloured in the theme but missing here would never show; one here but not there
    // would only add bytes.
    const css = await themeAsWritten();
    // `.token.keyword`, or a group of them: `.token:is(.string, .char)`.
    const selectors = [...css.matchAll(/\.token(\.[\w-]+|:is\([^)]*\))/g)].map((m) => m[1]!);
    const themed = new Set(selectors.flatMap((selector) => [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1])));
    expect(themed).toEqual(COLOURED_TOKENS);
  });

  it("highlights a language embedded in another (a script in HTML), escaping the code's own markup", async () => {
    const { html } = await renderMdx(
      '```html\n<p class="x">a &amp; b</p>\n<script>\nif (answer.status < 400) console.log(answer);\n</script>\n```\n',
    );
    expect(html).toContain(
      '<span class="token tag">&lt;p </span><span class="token attr-name">class</span><span class="token attr-value">=&quot;x&quot;</span><span class="token tag">&gt;</span>',
    );
    expect(html).toContain('a <span class="token entity named-entity">&amp;amp;</span> b');
    expect(html).toContain(
      '<span class="token keyword">if</span> (answer.status &lt; <span class="token number">400</span>) console.<span class="token function">log</span>(answer);',
    );
  });

  it('keeps the text of every kind of code fence: at line start, in a list, in a component, with tildes, empty, unclosed', async () => {
    const source = [
      '```ts',
      'const first = 1;',
      '',
      '  indented();',
      '```',
      '',
      '1. A step:',
      '   ```sh',
      '   npm run listed',
      '   ```',
      '',
      '<Details>',
      '',
      '~~~js',
      'inTilde({ braces: true });',
      '~~~',
      '',
      '</Details>',
      '',
      '```',
      '```',
      '',
      '```json',
      '{ "open": "to the end" }',
    ].join('\n');
    const { html, samples } = await renderMdx(source);
    const text = html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');
    for (const code of [
      'const first = 1;\n \n  indented();',
      'npm run listed',
      'inTilde({ braces: true });',
      '{ "open": "to the end" }',
    ])
      expect(text).toContain(code);
    expect(samples).toEqual([]);
  });

  it('renders ```mermaid fences as diagrams whose source is readable before the script runs', async () => {
    const { html } = await renderMdx('```mermaid\nflowchart LR\n  A --> B\n```\n');
    expect(html).toContain('class="mermaid-diagram"');
    expect(html).toContain('A --&gt; B');
  });

  it('gives headings GitHub-style ids, honours {#custom-id}, and collects the TOC', async () => {
    const { html, headings, title } = await renderMdx(
      '# Page Title\n\n## Hello World!\n\n### Custom {#my-id}\n\n## Hello World!\n',
    );
    expect(title).toBe('Page Title');
    expect(headings).toEqual([
      { id: 'hello-world', text: 'Hello World!', depth: 2 },
      { id: 'my-id', text: 'Custom', depth: 3 },
      { id: 'hello-world-1', text: 'Hello World!', depth: 2 },
    ]);
    expect(html).toContain(
      '<h3 id="my-id" class="anchor">Custom<a href="#my-id" class="hash-link" aria-label="Direct link to Custom" title="Direct link to Custom" translate="no">\u200b</a></h3>',
    );
    expect(html).toContain('<h1 id="page-title">Page Title</h1>');
  });

  it('takes a {#custom-id} of any characters, as Docusaurus does, and leaves a brace inside a heading as text', async () => {
    const { html, headings } = await renderMdx(
      '## `i18n.load(options)` {#i18n.load}\n\n## New in 5.0? {#whats-new-in-5.0}\n\n## Use {#this} mid-sentence\n',
    );
    expect(headings.map(({ id, text }) => [id, text])).toEqual([
      ['i18n.load', 'i18n.load(options)'],
      ['whats-new-in-5.0', 'New in 5.0?'],
      ['use-this-mid-sentence', 'Use {#this} mid-sentence'],
    ]);
    expect(html).toContain('<h2 id="whats-new-in-5.0" class="anchor">New in 5.0?<a href="#whats-new-in-5.0"');
  });

  it("draws a Markdown page's raw HTML, and makes a heading's anchor without it, as Docusaurus does", async () => {
    const { html, headings } = await renderMdx(
      '### Join the [crew](https://crew.example.org) <br />\n\nFirst line<br/>second, <kbd>Ctrl</kbd> and <a id="slip-7"></a> a slip.\n\n<details><summary>Tides</summary>\n\nHigh at *noon*.\n\n</details>\n',
      { relPath: 'blog/news.md' },
    );
    expect(headings.map((heading) => heading.id)).toEqual(['join-the-crew-']);
    expect(html).toContain('>crew</a> <br/>');
    expect(html).toContain('<p>First line<br/>second, <kbd>Ctrl</kbd> and <a id="slip-7"></a> a slip.</p>');
    expect(html).toMatch(/<details><summary>Tides<\/summary>\s*<p>High at <em>noon<\/em>.<\/p>\s*<\/details>/);
  });

  it("shows a .md page's fence without its first line left blank, as Docusaurus's HTML parse drops it, and an .mdx page's with it", async () => {
    const fence = '```ts\n\nconst tide = 1;\n\n```\n';
    const lines = async (relPath: string) =>
      [
        ...(await renderMdx(fence, { relPath })).html.matchAll(
          /<span class="line">(.*?)<\/span>\n?(?=<span class="line">|<\/code>)/g,
        ),
      ].map((line) => line[1]!.replace(/<[^>]+>/g, ''));
    expect(await lines('guide/tides.md')).toEqual(['const tide = 1;', ' ']);
    expect(await lines('guide/tides.mdx')).toEqual([' ', 'const tide = 1;', ' ']);
  });

  it("keeps a heading's inline code apart for the table of contents, and nothing more for a plain heading", async () => {
    const { headings } = await renderMdx(
      '## The `start()` method of **`Lamp`** {#start}\n\n## Plain *words*\n\n## Typed <span>`Tide`</span>\n',
    );
    expect(headings).toEqual([
      {
        id: 'start',
        text: 'The start() method of Lamp',
        depth: 2,
        pieces: [
          { text: 'The ' },
          { text: 'start()', code: true },
          { text: ' method of ' },
          { text: 'Lamp', code: true },
        ],
      },
      { id: 'plain-words', text: 'Plain words', depth: 2 },
      { id: 'typed-tide', text: 'Typed Tide', depth: 2, pieces: [{ text: 'Typed ' }, { text: 'Tide', code: true }] },
    ]);
    // As Docusaurus's theme takes it, and back.
    expect(tocHtml(headings[0]!)).toBe('The <code>start()</code> method of <code>Lamp</code>');
    expect(tocTextOf('a <code>&lt;Tide&gt;</code> <em>b</em>')).toEqual({
      text: 'a <Tide> b',
      pieces: [{ text: 'a ' }, { text: '<Tide>', code: true }, { text: ' b' }],
    });
    expect(tocHtml({ text: 'a <b> & c' })).toBe('a &lt;b&gt; &amp; c');
  });

  it('takes a heading id written as a closing comment, as Docusaurus 3.10 does, and leaves other comments out', async () => {
    const { html, headings } = await renderMdx(
      '## Stage 0: Fields { /*#stage-0:-fields*/ }\n\n## Tide {/* #tide-table and a note */}\n\n## Reef {/* a note */}\n',
    );
    expect(headings).toEqual([
      { id: 'stage-0:-fields', text: 'Stage 0: Fields', depth: 2 },
      { id: 'tide-table', text: 'Tide', depth: 2 },
      { id: 'reef', text: 'Reef', depth: 2 },
    ]);
    expect(html).toContain('<h2 id="tide-table" class="anchor">Tide<a href="#tide-table"');
    expect(html).not.toContain('note');
  });

  it("takes Details' summary as Docusaurus's does: text, a <summary> element, or one among its children", async () => {
    const { html } = await renderMdx(
      [
        "import Details from '@theme/Details';",
        '',
        '<Details summary={<summary>Moorings</summary>} open className="tide">Berth free.</Details>',
        '',
        '<Details>',
        '',
        '<summary>Buoys</summary>',
        '',
        'Red to port.',
        '',
        '</Details>',
      ].join('\n'),
    );
    expect(html).toContain(
      '<details open="" class="details tide"><summary>Moorings</summary><div class="details-content">',
    );
    expect(html).toMatch(
      /<details class="details"><summary>Buoys<\/summary><div class="details-content">(?:(?!<summary>)[\s\S])*?Red to port/,
    );
    expect(html.match(/<summary>/g)).toHaveLength(2);
  });

  it("collects the anchors links may name besides headings: a Link's or an a's id, as Docusaurus's link check does", async () => {
    const { anchors } = await renderMdx(
      'export const Link = (props) => <a {...props} />;\n\n<Link id="dock" />\n\nText <a id="pier"></a> and <span id="ignored" />.\n',
    );
    expect(anchors).toEqual(['dock', 'pier']);
    const markdown = await renderMdx('Raw <a id="slip-7"></a> HTML.\n', { relPath: 'guide/page.md' });
    expect(markdown.anchors).toEqual(['slip-7']);
  });

  it('rewrites relative .md/.mdx links to page URLs and keeps the query and anchor', async () => {
    const permalinks = new Map([['guide/01-start/02-setup.mdx', '/docs/guide/start/setup']]);
    const { html, links } = await renderMdx(
      'See [setup](./02-setup.mdx#install), [with npm](./02-setup.mdx?tool=npm#install) and [gone](./missing.md).',
      { relPath: 'guide/01-start/01-intro.mdx', permalinks },
    );
    expect(html).toContain('href="/docs/guide/start/setup#install"');
    // A query stays with the doc's URL, before its anchor.
    expect(html).toContain('href="/docs/guide/start/setup?tool=npm#install"');
    expect(links).toContainEqual({ url: './missing.md', line: 1, unresolved: true });
  });

  it("reads a .md link starting with / as a file from the version's folder, as Docusaurus does, else as a URL", async () => {
    const permalinks = new Map([['guide/01-start/02-setup.mdx', '/docs/guide/start/setup']]);
    const { html, links } = await renderMdx(
      'See [setup](/guide/01-start/02-setup.mdx#install) and [its copy](/docs/guide/start/setup.md).',
      { relPath: 'reference/tides.md', permalinks },
    );
    expect(html).toContain('href="/docs/guide/start/setup#install"');
    // No doc has that file: the Markdown copy's URL, left to the link check.
    expect(html).toContain('href="/docs/guide/start/setup.md"');
    expect(links).toEqual([
      { url: '/docs/guide/start/setup#install', line: 1 },
      { url: '/docs/guide/start/setup.md', line: 1 },
    ]);
  });

  it('accepts HTML comments and leaves them out of the page', async () => {
    const { html } = await renderMdx('Before\n\n<!-- hidden\nnote -->\n\nAfter\n');
    expect(html).not.toContain('hidden');
    expect(html).toContain('After');
  });

  it('resolves @theme components and @site imports', async () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import Details from '@theme/Details';",
      "import CodeBlock from '@theme/CodeBlock';",
      "import Admonition from '@theme/Admonition';",
      "import logo from '@site/static/logo.svg?raw';",
      '',
      '<Tabs>',
      '<TabItem value="npm" label="npm">npm i</TabItem>',
      '<TabItem value="yarn" label="yarn">yarn add</TabItem>',
      '</Tabs>',
      '',
      '<Details summary="More">Hidden text</Details>',
      '',
      '<CodeBlock language="js">{"let x = 1"}</CodeBlock>',
      '',
      '<Admonition type="danger" title="Careful">Boom</Admonition>',
      '',
      '<TabItem value="401" className="margin-top--md" hidden>Status 401</TabItem>',
    ].join('\n');
    const { html } = await renderMdx(
      source.replace(
        "import logo from '@site/static/logo.svg?raw';",
        "import { version } from '@site/helpers.js';\n\nVersion {version}.",
      ),
    );
    expect(html).toContain('role="tab"');
    expect(html).toMatch(/<div role="tabpanel" class="tab-panel" hidden="">yarn add<\/div>/);
    expect(html).toContain('<summary>More</summary>');
    // A TabItem another tabs component draws (a plugin's theme's), hidden as it says.
    expect(html).toContain('<div role="tabpanel" class="tab-panel margin-top--md" hidden="">Status 401</div>');
    expect(html).toContain('let x = 1');
    expect(html).toContain('admonition-danger');
    expect(html).toContain('Version 1.2.3.');
  });

  it('reports a syntax error with file, line, column, a code frame and a hint', async () => {
    const error = (await renderMdx('# Title\n\nText with a <broken tag\n').catch((e: unknown) => e)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.location).toMatch(/page\.mdx:3:\d+$/);
    expect(error.details.frame).toContain('> 3 | Text with a <broken tag');
    expect(error.details.problems?.[0]).toContain('`<`');
  });

  it('reports an await outside a function with its line and column, since a page cannot wait while it loads', async () => {
    const error = (await renderMdx('# Title\n\nexport const data = await Promise.resolve(3);\n\nData {data}.\n').catch(
      (e: unknown) => e,
    )) as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain('`await` outside a function');
    expect(error.location).toMatch(/page\.mdx:3:21$/);
    expect(error.details.problems?.[0]).toContain('inside a component');
    // Inside a function it is the page's own business.
    await expect(
      renderMdx('export const load = async () => await Promise.resolve(3);\n\nFine.\n'),
    ).resolves.toMatchObject({ html: '<p>Fine.</p>' });
  });
});
