import type { InlineCode, Root } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { SKIP, walkTree } from './walk-tree.js';

const IDENTIFIER = /^([A-Za-z_$][\w$]*)(\(\))?$/;

/**
 * Inline code that is a bare identifier (`CommandKit`, `defineConfig()`) and not already inside
 * a link becomes `<ApiCode name="…">`; the page links it when that name is a documented symbol
 * of its version. Which names are symbols is decided when routes are built, so compiling a
 * page never waits for TypeDoc and an API change recompiles no guide. The names go to
 * `file.data.apiNames`.
 */
export function remarkApiLinks() {
  return (tree: Root, file: VFile) => {
    const names = new Set<string>();
    walkTree(tree, (node, index, parent) => {
      if (node.type === 'link' || node.type === 'linkReference') return SKIP;
      if (node.type !== 'inlineCode') return;
      const match = IDENTIFIER.exec((node as InlineCode).value);
      if (!match) return;
      names.add(match[1]!);
      const element: MdxJsxTextElement = {
        type: 'mdxJsxTextElement',
        name: 'ApiCode',
        attributes: [{ type: 'mdxJsxAttribute', name: 'name', value: match[1]! }],
        children: [node as InlineCode],
        position: node.position,
      };
      parent.children[index] = element;
      return SKIP;
    });
    file.data.apiNames = [...names];
  };
}
