import type { Root, RootContent, Text } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import type { VFile } from 'vfile';
import { asWritten } from './as-written.js';
import { reduceMdx, type ReduceState } from './reduce-mdx.js';

declare module 'vfile' {
  interface DataMap {
    /** The page as plain Markdown (reduce-mdx.ts), its links left for the writer to make absolute. */
    markdown: string;
  }
}

/**
 * The page's Markdown copy (its `.md` beside the HTML, llms-full.txt), made from the tree the
 * compile already has and so cached with the page: a warm build does not make it again. Its
 * top-level blocks with nothing to change (most of a guide's prose, lists and code) are taken
 * from the page's text, the others serialised from the reduced tree: serialising every block was
 * a tenth of a page's compile.
 */
export function remarkPageMarkdown() {
  return (tree: Root, file: VFile) => {
    // The text the tree's positions point into; a file run without it is serialised whole.
    const source = typeof file.value === 'string' ? file.value : undefined;
    const parts: string[] = [];
    const state: ReduceState = { depth: 1 };
    let run: RootContent[] = [];
    const flush = () => {
      if (!run.length) return;
      const text = toMarkdown(reduceMdx({ type: 'root', children: run }, state), OPTIONS).trimEnd();
      if (text) parts.push(text);
      run = [];
    };
    for (const node of tree.children) {
      const written = source === undefined ? undefined : asWritten(node, source);
      if (written === undefined) run.push(node);
      else {
        flush();
        parts.push(written);
      }
    }
    flush();
    file.data.markdown = parts.length ? `${parts.join('\n\n')}\n` : '';
  };
}

/**
 * Text goes out as the reader sees it, without the backslashes Markdown would put before every
 * character that could start its syntax: the copy is read (by people and assistants), not parsed
 * again, and that escaping was most of the serialisation's cost.
 */
const OPTIONS: Options = {
  bullet: '-',
  extensions: [gfmToMarkdown()],
  handlers: { text: (node: Text) => node.value },
};
