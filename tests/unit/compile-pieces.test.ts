import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '../../cli/mdx/compile.js';
import type { CompiledDoc, CompileOptions } from '../../cli/mdx/types.js';
import { IMPORT_PARAM } from '../../cli/mdx/recma-page-factory.js';
import { shortcutOn } from '../../cli/shortcuts/switch.js';

const options: CompileOptions = {
  file: '/site/docs/page.mdx',
  relPath: 'page.mdx',
  permalinks: new Map([['other.mdx', '/docs/other']]),
  mermaid: false,
};
/** Pieces this small make a page of a few KB compile in pieces, as a page of megabytes does. */
const SMALL_PIECES = { ...options, pieceChars: 600 };

type Props = { children?: ReactNode; html?: string; name?: string };
const modules: Record<string, unknown> = {
  'react/jsx-runtime': jsxRuntime,
  tabs: { Tabs: ({ children }: Props) => createElement('div', { className: 'tabs' }, children) },
  late: { Late: () => createElement('em', null, 'late') },
};
const components = {
  Admonition: ({ children }: Props) => createElement('aside', null, children),
  CodeBlock: ({ html }: Props) => createElement('pre', { dangerouslySetInnerHTML: { __html: html! } }),
  ApiCode: ({ name }: Props) => createElement('code', null, name),
};

/** A compiled page's exports, its imports taken from `modules`. */
function run(page: CompiledDoc): Record<string, unknown> {
  const factory = new Function(IMPORT_PARAM, page.code) as (load: (specifier: string) => unknown) => typeof modules;
  return factory((specifier) => modules[specifier]);
}

/** The page's HTML as the server renders it (text separators included). */
function html(page: CompiledDoc, extra: Record<string, unknown> = {}): string {
  const Content = run(page).default as ComponentType<{ components: object }>;
  return renderToString(createElement(Content, { components: { ...components, ...extra } }));
}

/** The number of pieces a page was compiled in (one module function each). */
const pieceCount = (page: CompiledDoc) => page.code.split('(function () {\n').length - 1;

/** More than `least` pieces, or none when the suite runs with the shortcut off (CKDOCS_SHORTCUTS). */
function expectPieces(page: CompiledDoc, least: number): void {
  if (shortcutOn('pieces')) expect(pieceCount(page)).toBeGreaterThan(least);
  else expect(pieceCount(page)).toBe(0);
}

const section = (n: number, extra = '') =>
  `## Setup\n\nStep ${n} with **bold**, a [link](./other.mdx), \`CommandKit\` and a list:\n\n- one\n- two\n\n` +
  `:::tip\nA tip.\n:::\n\n\`\`\`ts check\nconst step${n} = ${n};\n\`\`\`\n\n### Options\n\nWords ${n}.\n\n${extra}`;

const page = (sections: string[], top = '') => `${top}# The page\n\nIts first words.\n\n${sections.join('')}`;

describe('a large page compiled in pieces', () => {
  const source = page(
    Array.from({ length: 30 }, (_, n) =>
      section(n, n === 29 ? '<Tabs value={answer}>\n\nIn tabs: {answer}.\n\n</Tabs>\n\n' : ''),
    ),
    "import { Tabs } from 'tabs';\nexport const answer = 42;\n\n",
  );

  it('is the page compiled whole: the same HTML, headings, search text, Markdown and links', async () => {
    const whole = await compileMdx(source, options);
    const pieces = await compileMdx(source, SMALL_PIECES);
    expect(pieceCount(whole)).toBe(0);
    expectPieces(pieces, 5);
    expect(html(pieces)).toBe(html(whole));
    expect({ ...pieces, code: '' }).toEqual({ ...whole, code: '' });
    expect(run(pieces).answer).toBe(42);
  });

  it('keeps heading ids unique across pieces, with every heading in the TOC and in search', async () => {
    const pieces = await compileMdx(source, SMALL_PIECES);
    const ids = pieces.headings.map((heading) => heading.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    expect(ids.slice(0, 4)).toEqual(['setup', 'options', 'setup-1', 'options-1']);
    expect(ids.at(-1)).toBe('options-29');
    expect(html(pieces)).toContain('<h2 id="setup-29">Setup</h2>');
    expect(pieces.searchSections.map((s) => s.id)).toEqual([undefined, ...ids]);
    expect(pieces.searchSections.at(-1)!.text).toBe('Words 29. In tabs: answer.');
  });

  it('renders an import of the first piece used in the last one', async () => {
    const pieces = await compileMdx(source, SMALL_PIECES);
    expect(html(pieces)).toContain('<div class="tabs"><p>In tabs: <!-- -->42<!-- -->.</p></div>');
  });

  it('lets earlier pieces use an import or export written further down the page', async () => {
    const sections = Array.from({ length: 20 }, (_, n) => section(n, n < 3 ? 'Now <Late /> and {later}.\n\n' : ''));
    sections[12] += "import { Late } from 'late';\n\nexport const later = 'L';\n\n";
    const whole = await compileMdx(page(sections), options);
    const pieces = await compileMdx(page(sections), SMALL_PIECES);
    expectPieces(pieces, 3);
    expect(html(pieces)).toBe(html(whole));
    expect(html(pieces)).toContain('<p>Now <em>late</em> and <!-- -->L<!-- -->.</p>');
    expect(run(pieces).later).toBe('L');
  });

  it('wraps the whole page, not each piece, in its layout', async () => {
    const wrapper = ({ children }: Props) => createElement('main', null, children);
    const pieces = await compileMdx(source, SMALL_PIECES);
    const wrapped = html(pieces, { wrapper });
    expect(wrapped.match(/<main>/g)).toHaveLength(1);
    expect(wrapped).toBe(html(await compileMdx(source, options), { wrapper }));
  });

  it('compiles whole a page with a layout of its own (`export default`), which wraps it once', async () => {
    const withLayout = `${source}export default ({ children }) => <main>{children}</main>;\n`;
    const pieces = await compileMdx(withLayout, SMALL_PIECES);
    expect(pieceCount(pieces)).toBe(0);
    expect(html(pieces).match(/<main>/g)).toHaveLength(1);
  });

  it('shows Markdown images of files beside the page in any piece, as the page compiled whole does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ckdocs-pieces-'));
    try {
      await writeFile(join(dir, 'dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const sections = Array.from({ length: 20 }, (_, n) =>
        section(n, n % 9 === 1 ? `![Dot ${n}](./dot.svg)\n\n` : ''),
      );
      const at = { file: join(dir, 'page.mdx') };
      const whole = await compileMdx(page(sections), { ...options, ...at });
      const pieces = await compileMdx(page(sections), { ...SMALL_PIECES, ...at });
      expectPieces(pieces, 3);
      modules['ck-url:./dot.svg'] = { default: '/assets/media/dot.svg' };
      expect(html(pieces)).toBe(html(whole));
      expect(html(pieces).match(/<img src="\/assets\/media\/dot.svg" alt="Dot \d+"\/>/g)).toHaveLength(3);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports a syntax error in a late piece at its line in the page', async () => {
    const broken = `${source}<div>\n\nnever closed\n`;
    const line = broken.split('\n').length - 3;
    await expect(compileMdx(broken, SMALL_PIECES)).rejects.toMatchObject({ details: { line } });
  });
});
