import type { Code, Html, Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { highlightedLines, highlightToHtml, parseLineRanges } from '../mdx/highlight.js';
import { memo } from '../util/memo.js';
import { simpleMarkdown } from './simple-markdown.js';

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

// Inherited members and overloads repeat the same comments many times over.
const render = memo((text) => simpleMarkdown(text) ?? String(processor.processSync(text)).trim());

/** Markdown from a doc comment, as HTML. Raw HTML written in comments is escaped, not trusted. */
export function markdownToHtml(markdown: string): string {
  const text = markdown.trimEnd();
  return text.trim() ? render(text) : '';
}
