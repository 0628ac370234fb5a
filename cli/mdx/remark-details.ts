import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type {} from './page-settings.js'; // file.data.settings
import { walkTree } from './walk-tree.js';

/**
 * On a Docusaurus site, a `<details>` block written in an MDX page is the theme's Details, as
 * Docusaurus's Markdown makes it: MDX never hands an element written as JSX to the page's
 * components, so the name itself changes. A `.md` page's HTML stays as written, as there.
 */
export function remarkDetails() {
  return (tree: Root, file: VFile) => {
    if (!file.data.settings!.linkSite || !String(file.value).includes('<details')) return;
    walkTree<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name === 'details') node.name = 'Details';
    });
  };
}
