import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type {} from './page-settings.js'; // file.data.settings
import { HIGHLIGHTED_LINE, highlightedLines, highlightToHtml, loadLanguages, parseLineRanges } from './highlight.js';
import { walkTree } from './walk-tree.js';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, type MagicComment } from './magic-comments.js';

export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  showLineNumbers: boolean;
  /** Marked `check`: `ckdocs check` type-checks it against the version's API. */
  check: boolean;
  /** Words ckdocs does not read (`live`, `reference`), which a theme's own CodeBlock may. */
  others: string[];
}

/** A code sample to type-check, with the page line of its first code line. */
export interface CodeSample {
  lang: string;
  code: string;
  line: number;
}

const CHECKABLE = new Set(['ts', 'tsx', 'typescript']);

/**
 * Reads `title="x.ts" {1,3-5} showLineNumbers` from a fence's meta string. A title without quotes
 * (`title=x.ts`) counts unless `quotedTitle`: Docusaurus's code blocks have none then.
 */
export function parseCodeMeta(meta: string | null | undefined, { quotedTitle = false } = {}): CodeMeta {
  const text = meta ?? '';
  const title = (quotedTitle ? /title=(?:"([^"]*)"|'([^']*)')/ : /title=(?:"([^"]*)"|'([^']*)'|(\S+))/).exec(text);
  const ranges = /\{([\d,\s-]+)\}/.exec(text);
  const words = text.replace(/title=(?:"[^"]*"|'[^']*'|\S+)|\{[\d,\s-]+\}/g, ' ').split(/\s+/);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlight: ranges ? parseLineRanges(ranges[1]!) : new Set(),
    showLineNumbers: /\bshowLineNumbers\b/.test(text),
    check: words.includes('check'),
    others: words.filter((word) => word && word !== 'check' && word !== 'showLineNumbers'),
  };
}

function attr(name: string, value: string | null): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/**
 * The classes of a code block's lines, and its code without the magic comments that gave them.
 * Lines a fence's meta names (`{1,3-5}`) are highlighted, and its magic comments then stay as
 * written, as in Docusaurus. The first magic comment's lines are the highlighted lines.
 */
export function markedLines(code: string, language: string | undefined, meta: CodeMeta, comments: MagicComment[]) {
  if (meta.highlight.size) return { code, lineClasses: highlightedLines(meta.highlight) };
  const marked = applyMagicComments(code, language, comments);
  const highlight = comments[0]?.className;
  for (const [line, classes] of marked.lineClasses)
    marked.lineClasses.set(
      line,
      classes.map((name) => (name === highlight ? HIGHLIGHTED_LINE : name)),
    );
  return marked;
}

/**
 * Fenced code becomes <CodeBlock html=…> with its highlighting done here, at build time;
 * ```mermaid fences become <Mermaid chart=…> (`value` on a Docusaurus site; rendered in the browser, code loaded on demand).
 * On a page whose HTML Docusaurus parses again (`htmlParsed`: a .md page), a fence's first line
 * left blank is not shown, as HTML drops a newline right after `<pre>`.
 */
export function remarkCodeBlocks({ htmlParsed = false }: { htmlParsed?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const {
      mermaid,
      magicComments = DEFAULT_MAGIC_COMMENTS,
      defaultLanguage,
      additionalLanguages,
      codeThemes,
      linkSite,
    } = file.data.settings!;
    // A Docusaurus site's highlighter loads them itself (site-prism.ts).
    if (!codeThemes?.highlighter) loadLanguages(additionalLanguages);
    const samples: CodeSample[] = [];
    file.data.samples = samples;
    walkTree<Code>(tree, 'code', (node, index, parent) => {
      let element: MdxJsxFlowElement;
      // A fence that names no language is the site's default one, as Docusaurus's CodeBlock takes it.
      node.lang ??= defaultLanguage;
      if (node.lang === 'mermaid' && mermaid) {
        // A Docusaurus site's own Mermaid component (`@theme/Mermaid`) takes its source as `value`.
        const source = attr(linkSite ? 'value' : 'chart', node.value);
        element = { type: 'mdxJsxFlowElement', name: 'Mermaid', attributes: [source], children: [] };
      } else {
        const meta = parseCodeMeta(node.meta, { quotedTitle: !!linkSite });
        if (meta.check && node.lang && CHECKABLE.has(node.lang) && node.position) {
          samples.push({ lang: node.lang, code: node.value, line: node.position.start.line + 1 });
        }
        if (htmlParsed && node.value.startsWith('\n')) node.value = node.value.slice(1);
        const { code, lineClasses } = markedLines(node.value, node.lang ?? undefined, meta, magicComments);
        // Docusaurus's code block draws an empty fence bare: no line, no title.
        const bare = linkSite && !node.value;
        const attributes = [
          attr('html', bare ? '' : highlightToHtml(code, node.lang ?? undefined, lineClasses, { themes: codeThemes })),
        ];
        if (node.lang) attributes.push(attr('language', node.lang));
        if (meta.title && !bare) attributes.push(attr('title', meta.title));
        if (meta.showLineNumbers) attributes.push(attr('showLineNumbers', null));
        // The fence's meta as written, for a theme's CodeBlock that reads more of it; `live` as
        // Docusaurus's Markdown gives it, a prop of its own.
        if (meta.others.length) attributes.push(attr('metastring', node.meta!));
        if (meta.others.includes('live')) attributes.push(attr('live', null));
        element = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] };
      }
      element.position = node.position;
      parent.children[index] = element;
    });
  };
}
