import type { Root, Text } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import type { VFile } from 'vfile';
import { reduceMdx } from './reduce-mdx.js';

declare module 'vfile' {
  interface DataMap {
    /** The page as plain Markdown (reduce-mdx.ts), its links left for the writer to make absolute. */
    markdown: string;
  }
}

/**
 * The page's Markdown copy (its `.md` beside the HTML, llms-full.txt), made from the tree the
 * compile already has and so cached with the page: a warm build does not make it again.
 */
export function remarkPageMarkdown() {
  return (tree: Root, file: VFile) => {
    file.data.markdown = toMarkdown(reduceMdx(tree), OPTIONS);
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
