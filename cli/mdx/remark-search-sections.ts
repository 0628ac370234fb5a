import type { Heading, Parent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { stringAttribute } from './jsx-attributes.js';

/** A page part for search: the text under one heading (depth 1 = before the first heading). */
export interface SearchSection {
  /** Heading anchor; absent for the text above the first heading. */
  id?: string;
  depth: number;
  title?: string;
  text: string;
}

/** Prose only: code, imports and diagrams are not what readers search for. */
const SKIPPED = new Set(['code', 'mdxjsEsm', 'html', 'thematicBreak', 'definition', 'mdxFlowExpression']);

/**
 * Blocks whose children are blocks of their own: searched inside, each child's text apart, so that
 * the last word of one list item or table cell and the first of the next stay two words.
 */
const CONTAINERS = new Set(['mdxJsxFlowElement', 'blockquote', 'list', 'listItem', 'table', 'tableRow']);

/** An admonition's plain title, which remark-admonitions.ts keeps in its `title` attribute, not among its children. */
function admonitionTitle(node: RootContent): string | undefined {
  return node.type === 'mdxJsxFlowElement' && node.name === 'Admonition' ? stringAttribute(node, 'title') : undefined;
}

function collect(node: RootContent, out: string[]): void {
  if (SKIPPED.has(node.type)) return;
  // A reader sees an admonition's title above its text.
  const title = admonitionTitle(node)?.trim();
  if (title) out.push(title);
  // Tabs, admonitions and details wrap prose: search inside them.
  if (CONTAINERS.has(node.type)) {
    for (const child of (node as Parent).children) collect(child as RootContent, out);
    return;
  }
  const text = toString(node).replace(/\s+/g, ' ').trim();
  if (text) out.push(text);
}

/** Splits the page into sections by heading, after heading ids are assigned (`remarkHeadings`). */
export function remarkSearchSections() {
  return (tree: Root, file: VFile) => {
    const sections: SearchSection[] = [];
    let current: SearchSection & { parts: string[] } = { depth: 1, text: '', parts: [] };
    const flush = () =>
      sections.push({ id: current.id, depth: current.depth, title: current.title, text: current.parts.join(' ') });
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth > 1) {
        flush();
        const id = (node as Heading).data?.hProperties?.id as string | undefined;
        current = { id, depth: node.depth, title: toString(node).trim(), text: '', parts: [] };
      } else if (node.type !== 'heading') collect(node, current.parts);
    }
    flush();
    file.data.searchSections = sections.filter((s) => s.title || s.text);
  };
}
