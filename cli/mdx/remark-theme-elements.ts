import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type {} from './page-settings.js'; // file.data.settings
import { walkTree } from './walk-tree.js';

/** The elements Docusaurus's Markdown gives to its theme's components, by the component's name. */
const THEME_ELEMENTS: Record<string, string> = { details: 'Details', head: 'Head' };
const WRITTEN = /<(?:details|head)\b/;

/**
 * On a Docusaurus site, a `<details>` or `<head>` block written in an MDX page is the theme's
 * Details or Head, as Docusaurus's Markdown makes it: MDX never hands an element written as JSX to
 * the page's components, so the name itself changes. A `.md` page's HTML stays as written, as there.
 */
export function remarkThemeElements() {
  return (tree: Root, file: VFile) => {
    if (!file.data.settings!.linkSite || !WRITTEN.test(String(file.value))) return;
    walkTree<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name && Object.hasOwn(THEME_ELEMENTS, node.name)) node.name = THEME_ELEMENTS[node.name]!;
    });
  };
}
