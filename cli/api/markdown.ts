import type { Code, Html, Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { highlightedLines, highlightToHtml, parseLineRanges } from '../mdx/highlight.js';
import { memo } from '../util/memo.js';

/** Raw HTML in a doc comment is shown as text, never trusted as markup. */
function remarkHtmlAsText() {
  return (tree: Root) => {
    visit(tree, 'html', (node: Html, index, parent) => {
      if (index === undefined || !parent) return;
      parent.children[index] = { type: 'text', value: node.value };
    });
  };
}

/** Fenced code in doc comments gets the same build-time highlighting and markup as guides. */
function remarkHighlight() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (index === undefined || !parent) return;
      const lines = /\{([\d,\s-]+)\}/.exec(node.meta ?? '');
      const html = highlightToHtml(
        node.value,
        node.lang ?? 'ts',
        highlightedLines(lines ? parseLineRanges(lines[1]!) : []),
      );
      parent.children[index] = {
        type: 'html',
        value: `<div class="code-block language-${node.lang ?? 'ts'}"><div class="code-body"><pre tabindex="0"><code>${html}</code></pre></div></div>`,
      };
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkHtmlAsText)
  .use(remarkHighlight)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeStringify, { allowDangerousHtml: true });

/**
 * Most doc comments are plain paragraphs with inline code and links, which the line below
 * renders exactly as the markdown pipeline would, at a fraction of its cost. Anything else
 * (emphasis, lists, fences, HTML, entities, autolinks, escapes, hard breaks) takes the pipeline.
 */
const PLAIN_TEXT = /^[^`*_[\]<>&\\~|!]*$/;
const CODE_SPAN = /^`([^`\s](?:[^`\n]*[^`\s])?)`/;
// Link targets limited to characters markdown leaves as they are (it percent-encodes others).
const LINK = /^\[((?:[^[\]`\n]|`[^`\n]+`)+)\]\(([\w\-./#:?=]+)\)/;

const escapeCode = (code: string) => code.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');

/** Inline text of the simple kind, as HTML; undefined when it needs the full pipeline. */
function simpleInline(text: string): string | undefined {
  let html = '';
  let rest = text;
  while (rest) {
    const plain = /^[^`[]+/.exec(rest)?.[0];
    if (plain) {
      if (!PLAIN_TEXT.test(plain)) return undefined;
      html += plain;
      rest = rest.slice(plain.length);
      continue;
    }
    const code = CODE_SPAN.exec(rest);
    if (code) {
      html += `<code>${escapeCode(code[1]!)}</code>`;
      rest = rest.slice(code[0].length);
      continue;
    }
    const link = LINK.exec(rest);
    const label = link && simpleInline(link[1]!);
    if (!link || label === undefined) return undefined;
    html += `<a href="${link[2]}">${label}</a>`;
    rest = rest.slice(link[0].length);
  }
  return html;
}

/** Paragraphs of simple inline text, as HTML; undefined when markdown could read them otherwise. */
function simpleParagraphs(text: string): string | undefined {
  if (/:\/\/|www\.|@/.test(text)) return undefined; // GFM autolinks
  const paragraphs: string[] = [];
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const lines = paragraph.split('\n');
    // Each line starts a plain word and ends without the spaces of a hard break: no block syntax.
    if (!lines.every((line) => /^[A-Za-z(`[]/.test(line) && !/[ \t\\]$/.test(line))) return undefined;
    const html = simpleInline(paragraph);
    if (html === undefined) return undefined;
    paragraphs.push(`<p>${html}</p>`);
  }
  return paragraphs.join('\n');
}

// Inherited members and overloads repeat the same comments many times over.
const render = memo((text) => simpleParagraphs(text) ?? String(processor.processSync(text)).trim());

/** Markdown from a doc comment, as HTML. Raw HTML written in comments is escaped, not trusted. */
export function markdownToHtml(markdown: string): string {
  const text = markdown.trimEnd();
  return text.trim() ? render(text) : '';
}
