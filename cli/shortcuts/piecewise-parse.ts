import type { Root, RootContent } from 'mdast';
import type { Point } from 'unist';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { CodeFences } from '../mdx/code-fences.js';

/**
 * The size of the pieces a large page is parsed in. The Markdown parser keeps every token of what
 * it parses until the end, and some of its steps go over all the tokens so far: a page parsed
 * whole costs memory and time out of proportion to its size.
 */
export const PIECE_CHARS = 32 * 1024;

/**
 * A page this large compiles in pieces too (compile-pieces.ts), and on a thread of its own
 * (compile-pool.ts). A smaller one compiles whole: MDX's later trees of it stay small, and each
 * piece costs a little (the page's imports are given to each).
 */
export const COMPILE_IN_PIECES_FROM = 256 * 1024;

/**
 * A section's heading (not an h1, which starts no search section): the text before it belongs to
 * the section before, so a page compiled in pieces (compile-pieces.ts) splits its search text too.
 */
const HEADING = /^#{2,6}(?:[ \t]|$)/;
const DIRECTIVE_OPEN = /^\s*(?:>\s*)*:{3,}[A-Za-z]/;
const DIRECTIVE_CLOSE = /^\s*(?:>\s*)*:{3,}\s*$/;
/** A link reference or footnote definition: it gives meaning to text anywhere in the page. */
const DEFINITION = /^ {0,3}\[[^\]]+\]:/;
/** Markdown's HTML blocks that run until a closing marker, across headings. */
const HTML_BLOCK = /^ {0,3}<(?:script|pre|style|textarea|!|\?)/i;

type Parse = (document: string, file: VFile) => Root;

/**
 * Parses a large page in pieces that each start at a top-level heading, and joins their trees:
 * the same tree as the page parsed whole, at a bounded cost per piece. A heading can only start
 * a piece outside code fences and `:::` blocks; a cut inside a JSX element or expression makes
 * a piece fail to parse, and that piece is joined to the next. A page whose definitions give
 * meaning across pieces is parsed whole.
 */
export function remarkPiecewiseParse(this: Processor) {
  const whole = this.parser as Parse;
  this.parser = ((document: string, file: VFile) => parsePiecewise(document, file, whole, PIECE_CHARS)) as never;
}

export function parsePiecewise(document: string, file: VFile, parse: Parse, pieceChars: number): Root {
  const starts = pieceStarts(document, pieceChars, file.extname === '.md');
  if (starts.length < 2) return parse(document, file);
  const root: Root = { type: 'root', children: [] };
  const pieces = parsedPieces(document, file, parse, starts);
  let step = pieces.next();
  for (; !step.done; step = pieces.next()) {
    root.children.push(...step.value.children);
    root.position = { start: { line: 1, column: 1, offset: 0 }, end: step.value.position!.end };
  }
  // A piece that fails however far it is joined fails as the page does: parse the page whole for the writer's error.
  return step.value ? root : parse(document, file);
}

/**
 * The trees of the pieces that start at `starts`, one at a time, each moved to its place in the
 * page (positions as in the page's own tree). Returns false when the last piece fails to parse:
 * the page has a syntax error there.
 */
export function* parsedPieces(
  document: string,
  file: VFile,
  parse: Parse,
  starts: PieceStart[],
): Generator<Root, boolean> {
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i]!;
    let to = i + 1;
    let tree: Root | undefined;
    // A piece that fails may have been cut inside an element: join it to the next and try again.
    while (!tree) {
      const end = to < starts.length ? starts[to]!.offset : document.length;
      try {
        tree = parse(document.slice(from.offset, end), file);
      } catch (error) {
        if (to === starts.length) return false;
        to++;
      }
    }
    for (const node of tree.children) shift(node, from.line - 1, from.offset);
    const { start, end } = tree.position!;
    tree.position = { start: movedPoint(start, from), end: movedPoint(end, from) };
    yield tree;
    i = to - 1;
  }
  return true;
}

const movedPoint = (point: Point, by: PieceStart): Point => ({
  ...point,
  line: point.line + by.line - 1,
  offset: point.offset! + by.offset,
});

/** Where a piece starts in the page: its first line (from 1) and that line's offset. */
export interface PieceStart {
  line: number;
  offset: number;
}

/**
 * Where pieces start (the first at the page's start), each at least `pieceChars` after the last;
 * a page shorter than `wholeBelow` is one piece.
 */
export function pieceStarts(
  document: string,
  pieceChars: number,
  markdown: boolean,
  wholeBelow = pieceChars * 2,
): PieceStart[] {
  const starts = [{ line: 1, offset: 0 }];
  if (document.length < wholeBelow) return starts;
  const fences = new CodeFences();
  let directives = 0;
  let offset = 0;
  let line = 0;
  for (const text of document.split('\n')) {
    const lineOffset = offset;
    offset += text.length + 1;
    line++;
    if (fences.inCode(text)) continue;
    if (DEFINITION.test(text) || (markdown && HTML_BLOCK.test(text))) return starts.slice(0, 1);
    else if (DIRECTIVE_OPEN.test(text)) directives++;
    else if (DIRECTIVE_CLOSE.test(text)) directives = Math.max(0, directives - 1);
    else if (
      directives === 0 &&
      HEADING.test(text) &&
      lineOffset - starts.at(-1)!.offset >= pieceChars &&
      document.length - lineOffset >= pieceChars / 2
    )
      starts.push({ line, offset: lineOffset });
  }
  return starts;
}

/** Moves a piece's node, and the JavaScript trees of its MDX syntax, to its place in the page. */
function shift(node: RootContent, lines: number, offset: number): void {
  const movePoint = (point: { line: number; offset?: number }) => {
    point.line += lines;
    if (point.offset !== undefined) point.offset += offset;
  };
  walk(node, (key, value) => {
    if (key === 'position') {
      const position = value as { start: Point; end: Point };
      movePoint(position.start);
      movePoint(position.end);
      return true;
    }
    if (key !== 'estree') return false;
    // JavaScript's trees count in offsets (`start`, `end`, `range`) and lines (`loc`).
    walk(value, (jsKey, jsValue, jsRecord) => {
      if ((jsKey === 'start' || jsKey === 'end') && typeof jsValue === 'number') jsRecord[jsKey] = jsValue + offset;
      else if (jsKey === 'range' && Array.isArray(jsValue)) jsRecord[jsKey] = jsValue.map((n: number) => n + offset);
      else if (jsKey === 'loc' && jsValue) {
        const loc = jsValue as { start: Point; end: Point };
        movePoint(loc.start);
        movePoint(loc.end);
      } else return false;
      return true;
    });
    return true;
  });
}

/** Calls `visit` on every property of every object under `value`, once each; `true` skips inside it. */
function walk(value: unknown, visit: (key: string, value: unknown, record: Record<string, unknown>) => boolean): void {
  const seen = new WeakSet<object>();
  const go = (item: unknown): void => {
    if (!item || typeof item !== 'object' || seen.has(item)) return;
    seen.add(item);
    if (Array.isArray(item)) return item.forEach(go);
    const record = item as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) if (!visit(key, child, record)) go(child);
  };
  go(value);
}
