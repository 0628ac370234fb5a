import { IMPORT_PARAM } from '../mdx/recma-page-factory.js';
import { moduleText, type PageOutput } from '../mdx/page-output.js';

/** What compiling one piece of a large page gives: its module as bytes (`moduleBytes`), kept outside the heap until joined. */
export type PieceOutput = Omit<PageOutput, 'code'> & { code: Buffer };

/**
 * The page a large page's pieces make (compile-pieces.ts), as if it had been compiled whole: one
 * module that renders the pieces' content in order, and their data joined in order.
 */
export function joinOutputs(outputs: PieceOutput[]): PageOutput {
  const data = outputs.map((output) => output.data);
  return {
    code: joinedModule(outputs.map((output) => output.code)),
    data: {
      imports: [...new Set(data.flatMap((piece) => piece.imports))],
      // Each piece declares the page's exports (see `joinedModule`).
      exportNames: data[0]?.exportNames ?? [],
      headings: data.flatMap((piece) => piece.headings),
      anchors: data.flatMap((piece) => piece.anchors),
      title: data.find((piece) => piece.title !== undefined)?.title,
      excerpt: data.find((piece) => piece.excerpt !== undefined)?.excerpt,
      links: data.flatMap((piece) => piece.links),
      linkTargets: [...new Map(data.flatMap((piece) => piece.linkTargets))],
      samples: data.flatMap((piece) => piece.samples),
      // Each piece starts at a section's heading (piecewise-parse.ts): no section spans two pieces.
      searchSections: data.flatMap((piece) => piece.searchSections),
      apiNames: [...new Set(data.flatMap((piece) => piece.apiNames))],
      // Each piece's Markdown ends its last block with a line end: a blank line goes between them.
      markdown: data.map((piece) => piece.markdown).join('\n'),
      sizedImages: data.flatMap((piece) => piece.sizedImages),
      partials: data.flatMap((piece) => piece.partials),
    },
    warnings: outputs.flatMap((output) => output.warnings),
  };
}

/**
 * The page's module (a function body, as recma-page-factory.ts makes them): each piece's module
 * runs in a function of its own, so their names never meet, and the page's content renders each
 * piece's content in turn, a line end between them as MDX puts between blocks. The layout
 * (`components.wrapper`) wraps the page once, not each piece. Every piece declares the page's
 * imports and exports, so the first piece's exports are the page's.
 */
function joinedModule(pieces: Buffer[]): string {
  // Piece modules go in unindented: the bundle reads their import lines from the start of a line.
  const calls = pieces.flatMap((code, i) => [
    Buffer.from(`${i ? ',\n' : ''}(function () {\n`),
    code,
    Buffer.from('\n})()'),
  ]);
  const start = `const {Fragment: _ckFragment, jsx: _ckJsx, jsxs: _ckJsxs} = ${IMPORT_PARAM}("react/jsx-runtime");
const _ckPieces = [
`;
  const end = `
];
function MDXContent(props = {}) {
  const {wrapper: MDXLayout, ...components} = props.components || {};
  const children = _ckPieces.flatMap((piece, i) => [...(i ? ["\\n"] : []), _ckJsx(piece.default, {...props, components})]);
  const content = _ckJsxs(_ckFragment, {children});
  return MDXLayout ? _ckJsx(MDXLayout, {...props, children: content}) : content;
}
return {..._ckPieces[0], default: MDXContent};`;
  return moduleText(Buffer.concat([Buffer.from(start), ...calls, Buffer.from(end)]));
}
