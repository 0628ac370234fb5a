import type { ElementContent } from 'hast';
import type { Nodes, Parents } from 'mdast';
import type { State } from 'mdast-util-to-hast';

/**
 * mdast-to-hast handlers for MDX's own nodes (JSX, expressions, ESM), which go into the HTML tree
 * as they are. Its default for them deep-copies each node, with the JavaScript syntax tree of
 * every expression and import; nothing reads the Markdown tree after it, so sharing is safe and
 * spares the copies.
 */
const keep = (state: State, node: Nodes) =>
  ('children' in node ? { ...node, children: state.all(node as Parents) } : { ...node }) as ElementContent;

export const KEEP_MDX_NODES = {
  mdxFlowExpression: keep,
  mdxJsxFlowElement: keep,
  mdxJsxTextElement: keep,
  mdxTextExpression: keep,
  mdxjsEsm: keep,
};
