import type { InlineCode, Link, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

const IDENTIFIER = /^([A-Za-z_$][\w$]*)(\(\))?$/;

/**
 * `CommandKit` in inline code becomes a link to its API page when that name is a documented
 * symbol of the same version; code already inside a link is left alone.
 */
export function remarkApiLinks(options: { symbols: Record<string, string> }) {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'link' || node.type === 'linkReference') return SKIP;
      if (node.type !== 'inlineCode' || index === undefined || !parent) return;
      const match = IDENTIFIER.exec((node as InlineCode).value);
      const href = match && Object.hasOwn(options.symbols, match[1]!) ? options.symbols[match[1]!] : undefined;
      if (!href) return;
      const link: Link = { type: 'link', url: href, children: [node as InlineCode], position: node.position };
      parent.children[index] = link;
      return SKIP;
    });
  };
}
