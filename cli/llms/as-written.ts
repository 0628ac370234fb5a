import type { Nodes } from 'mdast';
import type {} from '../mdx/remark-comments.js'; // Data.commentLeftOut
import { linkUrl } from './reduce-mdx.js';

/** Nodes the Markdown copy keeps as they are, whatever they hold of these same kinds. */
const KEPT = new Set([
  'paragraph',
  'list',
  'listItem',
  'blockquote',
  'table',
  'tableRow',
  'tableCell',
  'thematicBreak',
  'code',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'break',
]);

/** The end of a link or image written inline with a plain destination and no title: `](./x.md)`. */
const PLAIN_DESTINATION = /\]\([^\s()<>"']+\)$/;

/**
 * A top-level block of the page as it is written in `source` (the text the page was parsed
 * from), when the Markdown copy would say the same: no component, expression, heading (its
 * `{#id}`), comment left out or reference-style link in it, and its text and code written as
 * they read (no escape, no entity, no line broken inside a list or quote). Every text and piece
 * of code is checked against what is written, so that a block the site's remark plugins changed
 * is serialised. A link without a scheme gets the placeholder the copy gives it (reduce-mdx.ts),
 * its URL as resolved. Else undefined: the block is serialised.
 */
export function asWritten(block: Nodes, source: string): string | undefined {
  const slice = (node: Nodes) => source.slice(node.position?.start.offset, node.position?.end.offset);
  // Destinations to write differently, by where they start and end in `source`.
  const destinations: [start: number, end: number, url: string][] = [];
  const same = (node: Nodes): boolean => {
    // Its text as written holds a comment the tree has left out (remark-comments.ts).
    if (!node.position || node.data?.commentLeftOut) return false;
    if (node.type === 'text') return slice(node) === node.value;
    // Code is found line after line: in a list or a quote, its lines are indented or quoted.
    if (node.type === 'code' || node.type === 'inlineCode') {
      const written = slice(node);
      let at = 0;
      for (const line of node.value.split('\n')) {
        const found = written.indexOf(line, at);
        if (found < 0) return false;
        at = found + line.length;
      }
      return node.type === 'inlineCode' || [node.lang, node.meta].every((text) => !text || written.includes(text));
    }
    if (node.type === 'link' || node.type === 'image') {
      const written = slice(node);
      if (node.title) return false;
      if (node.type === 'image' ? !written.includes(node.alt ?? '') : !node.children.every(same)) return false;
      // A URL with a scheme stays as written; any other gets the copy's placeholder.
      const url = linkUrl(node.url);
      if (url === node.url) return written.includes(url);
      const tail = PLAIN_DESTINATION.exec(written);
      if (!tail) return false;
      const end = node.position.end.offset!;
      destinations.push([end - tail[0].length + 2, end - 1, url]);
      return true;
    }
    if (!KEPT.has(node.type)) return false;
    return !('children' in node) || node.children.every(same);
  };
  if (!same(block)) return undefined;
  let text = '';
  let from = block.position!.start.offset!;
  for (const [start, end, url] of destinations) {
    text += source.slice(from, start) + url;
    from = end;
  }
  return text + source.slice(from, block.position!.end.offset);
}
