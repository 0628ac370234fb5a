import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import { visit, EXIT } from 'unist-util-visit';

/** MDX's own nodes, kept as they are among the HTML parsed around them. */
const MDX_NODES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

/**
 * A Markdown (`.md`) page's raw HTML (`<br />`, `<a id="…">`, `<details>`) made elements, as
 * Docusaurus's Markdown has it: MDX's compiler would drop it. A page with none is left as it is,
 * as parsing the whole tree again costs.
 */
export function rehypeRawHtml() {
  return (tree: Root): Root | undefined => {
    let found = false;
    visit(tree, 'raw', () => {
      found = true;
      return EXIT;
    });
    return found ? (raw(tree, { passThrough: MDX_NODES }) as Root) : undefined;
  };
}
