import GithubSlugger from 'github-slugger';
import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import { VFile } from 'vfile';
import { PageWritten, runOrWritten } from './emit-page.js';
import type { CompileOptions, Processor } from '../mdx/types.js';
import { joinOutputs, type PieceOutput } from './join-pieces.js';
import { moduleBytes, pageOutput, type PageOutput } from '../mdx/page-output.js';
import { parsedPieces, type PieceStart } from './piecewise-parse.js';

/** An import or export statement block of the page (MDX's ESM). */
type Esm = Extract<RootContent, { type: 'mdxjsEsm' }>;

const isLayout = (node: Esm) =>
  node.data?.estree?.body.some((statement) => statement.type === 'ExportDefaultDeclaration') ?? false;
const offsetOf = (node: { position?: Root['position'] }) => node.position!.start.offset!;

/**
 * Compiles a large page a piece at a time, as piecewise-parse.ts cuts it, and joins the pieces'
 * modules and data into the page's (join-pieces.ts): MDX's later trees (HTML's, JavaScript's)
 * are then those of one piece at a time, not of the whole page. Every piece is given the page's
 * imports and exports, where they stand on the page, so that its JSX and expressions see their
 * names; its headings are named by one slugger across the pieces (`## Setup` twice gives `setup`
 * and `setup-1`, as on the page compiled whole). Returns undefined when the page must compile
 * whole: a piece fails to parse (the page reports the error), or the page has a layout of its own.
 */
export async function compileInPieces(
  processor: Processor,
  document: string,
  starts: PieceStart[],
  options: CompileOptions,
): Promise<PageOutput | undefined> {
  const first = await compileEach(processor, document, starts, options);
  if (!first) return undefined;
  // An import or export after the first piece, which the pieces before it did not see: once more,
  // every piece seeing all of them.
  const { outputs } = first.lateEsm ? (await compileEach(processor, document, starts, options, first.esm))! : first;
  return joinOutputs(outputs);
}

/**
 * Compiles the pieces in order, each given the page's ESM outside it: `pageEsm` when known, else
 * the ESM of the pieces before it. Says whether a piece after the first had ESM of its own.
 */
async function compileEach(
  processor: Processor,
  document: string,
  starts: PieceStart[],
  options: CompileOptions,
  pageEsm?: Esm[],
): Promise<{ outputs: PieceOutput[]; esm: Esm[]; lateEsm: boolean } | undefined> {
  const parse = (text: string) => processor.parse(new VFile({ path: options.file, value: text }));
  const pieces = parsedPieces(document, new VFile({ path: options.file }), parse, starts);
  const slugger = new GithubSlugger();
  const outputs: PieceOutput[] = [];
  const esm: Esm[] = [];
  let lateEsm = false;
  let step = pieces.next();
  for (; !step.done; step = pieces.next()) {
    const tree = step.value;
    const [start, end] = [offsetOf(tree), tree.position!.end.offset!];
    const outside = (pageEsm ?? esm).filter((node) => offsetOf(node) < start || offsetOf(node) >= end);
    const own = tree.children.filter((node): node is Esm => node.type === 'mdxjsEsm');
    // MDX wraps a page in its `export default`: in every piece, it would wrap each of them.
    if (own.some(isLayout)) return undefined;
    if (own.length && outputs.length) lateEsm = true;
    esm.push(...own);
    // Copies: the compile turns a piece's ESM into its module's statements.
    const before = outside.filter((node) => offsetOf(node) < start).map((node) => structuredClone(node));
    const after = outside.filter((node) => offsetOf(node) >= end).map((node) => structuredClone(node));
    tree.children = [...before, ...tree.children, ...after];
    // The page's whole text, which the pieces' positions point into (the Markdown copy takes blocks from it).
    const file = new VFile({ path: options.file, value: document, data: { settings: options, slugger } });
    // MDX types its processor as taking JavaScript's tree throughout; it runs on the Markdown tree it parses.
    const program = await runOrWritten(processor.run(tree as unknown as Program, file));
    const output = pageOutput(file, program instanceof PageWritten ? program : processor.stringify(program, file));
    outputs.push({ ...output, code: moduleBytes(output.code) });
  }
  return step.value ? { outputs, esm, lateEsm } : undefined;
}
