import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Heading, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import type { TocItem } from '../../templates/data.js';

export type { TocItem };

const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;

/**
 * Gives every heading an id (`{#custom-id}` or a GitHub-style slug, unique per page) and
 * records the page's headings, its first h1 and its first paragraph in `file.data`.
 */
export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const headings: TocItem[] = [];
    let title: string | undefined;
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children.at(-1);
      let id: string | undefined;
      if (last?.type === 'text') {
        const match = CUSTOM_ID.exec((last as Text).value);
        if (match) {
          id = match[1];
          (last as Text).value = (last as Text).value.slice(0, match.index);
        }
      }
      const text = toString(node).trim();
      id ??= slugger.slug(text);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      if (node.depth === 1) title ??= text;
      else headings.push({ id, text, depth: node.depth });
    });
    const firstParagraph = tree.children.find((n) => n.type === 'paragraph');
    Object.assign(file.data, {
      headings,
      title,
      excerpt: firstParagraph ? toString(firstParagraph).replace(/\s+/g, ' ').trim() : undefined,
    });
  };
}
