import type { Root, RootContent, Text } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import type { VFile } from 'vfile';
import { asWritten } from './as-written.js';
import { PHRASING, reduceMdx, REDUCED_COMPONENTS, type ReduceState } from './reduce-mdx.js';

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
    const take = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (isWrapper(node)) {
          take(node.children);
          continue;
        }
        const written = (source === undefined ? undefined : asWritten(node, source)) ?? plainHeading(node);
        if (written === undefined) {
          run.push(node);
          continue;
        }
        flush();
        parts.push(written);
        // The level a tab's label heading is made one below (reduce-mdx.ts).
        if (node.type === 'heading') state.depth = node.depth;
      }
    };
    take(tree.children);
    flush();
    file.data.markdown = parts.length ? `${parts.join('\n\n')}\n` : '';
  };
}

/**
 * A component or HTML element the copy leaves out, keeping what it holds, when it holds only
 * blocks: they are taken as written where they can be, like the page's own. API pages wrap most
 * of their text in one.
 */
function isWrapper(node: RootContent): node is MdxJsxFlowElement & { children: RootContent[] } {
  return node.type === 'mdxJsxFlowElement' && !REDUCED_COMPONENTS.has(node.name ?? '') && node.children.every(isBlock);
}

/** Whether a node stays a block in the copy: an image or a link on a line of its own is part of a paragraph there. */
const isBlock = (node: RootContent) =>
  !PHRASING.has(node.type) && !(node.type === 'mdxJsxFlowElement' && (node.name === 'img' || node.name === 'a'));

/**
 * A heading of plain text on one line as the serialiser writes it (`## Title`, without the
 * `{#id}` it may have been written with); else undefined.
 */
function plainHeading(node: RootContent): string | undefined {
  if (node.type !== 'heading' || node.children.length !== 1) return undefined;
  const [child] = node.children;
  if (child!.type !== 'text' || /^[ \t]|[\r\n]/.test(child.value)) return undefined;
  return `${'#'.repeat(node.depth)} ${child.value}`.trimEnd();
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
