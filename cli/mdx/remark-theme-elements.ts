import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import type {} from './page-settings.js'; // file.data.settings
import { walkTree } from './walk-tree.js';
import { esmNode } from './esm-node.js';

/** What a `<head>` block renders as: Docusaurus's Head, imported by the page that has one. */
const HEAD = '_ckHead';

/** The elements Docusaurus's Markdown gives to its theme's components, by the name they take. */
const THEME_ELEMENTS: Record<string, string> = { details: 'Details', head: HEAD };
const WRITTEN = /<(?:details|head)\b/;

/** `import _ckHead from '@docusaurus/Head'`, at the top of the page. */
const headImport = (): MdxjsEsm =>
  esmNode([
    {
      type: 'ImportDeclaration',
      specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: HEAD } }],
      source: { type: 'Literal', value: '@docusaurus/Head', raw: "'@docusaurus/Head'" },
      attributes: [],
    },
  ]);

/**
 * On a Docusaurus site, a `<details>` or `<head>` block written in an MDX page is the theme's
 * Details or Head, as Docusaurus's Markdown makes it: MDX never hands an element written as JSX to
 * the page's components, so the name itself changes. A `.md` page's HTML stays as written, as there.
 */
export function remarkThemeElements() {
  return (tree: Root, file: VFile) => {
    if (!file.data.settings!.linkSite || !WRITTEN.test(String(file.value))) return;
    let head = false;
    walkTree<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement', (node) => {
      if (!node.name || !Object.hasOwn(THEME_ELEMENTS, node.name)) return;
      head ||= node.name === 'head';
      node.name = THEME_ELEMENTS[node.name]!;
    });
    if (head) tree.children.unshift(headImport());
  };
}
