import type { Code, Html, Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { highlightToHtml } from '../mdx/highlight.js';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../mdx/magic-comments.js';
import { markedLines, parseCodeMeta } from '../mdx/remark-code-blocks.js';
import { memo } from '../util/memo.js';
import { simpleMarkdown } from '../shortcuts/simple-markdown.js';
import { shortcut } from '../shortcuts/switch.js';

/** Raw HTML in a doc comment is shown as text, never trusted as markup. */
function remarkHtmlAsText() {
  return (tree: Root) => {
    visit(tree, 'html', (node: Html, index, parent) => {
      if (index === undefined || !parent) return;
      parent.children[index] = { type: 'text', value: node.value };
    });
  };
}

declare module 'vfile' {
  interface DataMap {
    /** The site's magic comments (`prism.magicComments`), for the code blocks of doc comments. */
    magicComments: MagicComment[];
  }
}

/**
 * Fenced code in doc comments gets the same build-time highlighting and markup as guides, the
 * lines its meta (`{1,3}`) or its magic comments (`// highlight-next-line`) mark included.
 */
function remarkHighlight() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (index === undefined || !parent) return;
      const language = node.lang ?? 'ts';
      const comments = file.data.magicComments ?? DEFAULT_MAGIC_COMMENTS;
      const { code, lineClasses } = markedLines(node.value, language, parseCodeMeta(node.meta), comments);
      const html = highlightToHtml(code, language, lineClasses);
      parent.children[index] = {
        type: 'html',
        value: `<div class="code-block language-${language}"><div class="code-body"><pre tabindex="0"><code>${html}</code></pre></div></div>`,
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

// Inherited members and overloads repeat the same comments many times over: remembered, by
// the site's magic comments (one list for a whole build).
const simpleComment = shortcut('simple-markdown', simpleMarkdown);

const renders = new WeakMap<MagicComment[], (text: string) => string>();

/** Markdown from a doc comment, as HTML. Raw HTML written in comments is escaped, not trusted. */
export function markdownToHtml(markdown: string, magicComments = DEFAULT_MAGIC_COMMENTS): string {
  const text = markdown.trimEnd();
  if (!text.trim()) return '';
  let render = renders.get(magicComments);
  if (!render) {
    const pipeline = (value: string) => String(processor.processSync(new VFile({ value, data: { magicComments } })));
    render = memo((text) => simpleComment(text) ?? pipeline(text).trim());
    renders.set(magicComments, render);
  }
  return render(text);
}
