import type { Expression, Property } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { TocItem, TocPiece } from '../../common/data.js';
import { escapeHtml } from '../../common/escape-html.js';
import { exportsToc } from './partial-toc.js';
import { walkTree } from './walk-tree.js';
import { esmNode } from './esm-node.js';

/** Where a page's own code can read a value: its JSX expressions and its elements' attributes. */
const EXPRESSIONS = new Set(['mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement']);
const NAMES_TOC = /\btoc\b/;

/** Whether the page's JSX reads `toc` (`<TOCInline toc={toc} />`). */
function readsToc(tree: Root): boolean {
  let reads = false;
  walkTree(tree, (node) => {
    if (reads || !EXPRESSIONS.has(node.type)) return;
    const { value, attributes } = node as { value?: string; attributes?: { value?: unknown }[] };
    if (typeof value === 'string' && NAMES_TOC.test(value)) reads = true;
    for (const attribute of attributes ?? [])
      if (typeof attribute.value === 'object' && NAMES_TOC.test(String((attribute.value as { value?: string })?.value)))
        reads = true;
  });
  return reads;
}

/** A table of contents' entry as Docusaurus's Markdown exports it: its text as HTML, inline code as code. */
function docusaurusItem(item: TocItem): { value: string; id: string; level: number } {
  const pieces: TocPiece[] = item.pieces ?? [{ text: item.text }];
  const value = pieces
    .map((piece) => (piece.code ? `<code>${escapeHtml(piece.text)}</code>` : escapeHtml(piece.text)))
    .join('');
  return { value, id: item.id, level: item.depth };
}

/** A JSON value as an estree expression. */
function literal(value: unknown): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(literal) };
  if (value !== null && typeof value === 'object')
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]): Property => ({
        type: 'Property',
        key: { type: 'Literal', value: key },
        value: literal(item),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    };
  return { type: 'Literal', value: value as string | number | boolean | null };
}

/**
 * On a Docusaurus site, a page whose JSX reads `toc` (the theme's inline table of contents:
 * `<TOCInline toc={toc} />`) gets it as Docusaurus's Markdown exports it, from the page's headings:
 * `export const toc = [{ value, id, level }]`, unless the page exports its own.
 */
export function addTocExport(tree: Root, headings: TocItem[]): void {
  const esm = tree.children.filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm');
  if (exportsToc(esm) || !readsToc(tree)) return;
  tree.children.unshift(
    esmNode([
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name: 'toc' },
              init: literal(headings.map(docusaurusItem)),
            },
          ],
        },
      },
    ]),
  );
}
