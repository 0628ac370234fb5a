import type { Code, Heading } from 'mdast';
import { Lines } from './page-lines.js';
import {
  commentExpression,
  DEFAULT_IMPORT,
  esmImports,
  jsxElement,
  PLAIN_COMMENT,
  PLAIN_JSX,
  type Block,
} from './plain-block-nodes.js';
import { closesFence, fenceOpening } from '../mdx/code-fences.js';

// The blocks remark-plain-blocks.ts builds without the parser, found line by line.

const BLANK = /^[ \t]*$/;
const HEADING_LINE = /^#{1,6}(?:[ \t]|$)/;
/** A line that may continue a block above it across blank lines: a list item's, or a list's next item. */
const CONTINUES_ABOVE = /^(?:[ \t]|[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$))/;
const ESM_START = /^(?:import|export)\b/;
/** One-line imports: MDX's ESM block then ends at the blank line after them. */
const IMPORT_LINE = /^import\s[^;{}]*\sfrom\s+(['"])[^'"\n]*\1;?$|^import\s+(['"])[^'"\n]*\2;?$/;
/** `<Name` with no `>` after it on the line: a tag that goes on to the next line. */
const OPEN_TAG = /<[A-Za-z/][^>]*$/;

/**
 * Text with no Markdown, MDX or GFM syntax in it: none of their characters (`:` is safe, as ckdocs
 * has no text directives), no autolink literal, no white space at either end (a hard break, an
 * indent), and a first character that starts nothing (a list item, a heading, ESM).
 */
const PLAIN_TEXT = /^[A-Za-z0-9("'][^\\`*_[\]<>{}&~@|\t]*$/;
const AUTOLINK_OR_END_SPACE = /[ \t]$|www\.|[a-z][\w+.-]*:\/\/|mailto:|xmpp:/i;
const LIST_ITEM = /^\d{1,9}[.)](?:[ \t]|$)/;
const isPlain = (text: string) =>
  PLAIN_TEXT.test(text) && !AUTOLINK_OR_END_SPACE.test(text) && !LIST_ITEM.test(text) && !ESM_START.test(text);

const PLAIN_HEADING = /^(#{1,6}) ([^#]+)$/;
/** A code fence opening at the margin, its info with no escapes or character references. */
const PLAIN_FENCE = /^(`{3,}|~{3,})(?:([^\s`\\&]+)(?: +([^`\\&]*[^\s`\\&]))?)?$/;

/**
 * Whether every line of the page means what it looks like on its own line: no tag or expression
 * runs on over lines (it could hold blank lines and lines that look like blocks), and ESM is
 * one-line imports (a longer ESM block may run past blank lines).
 */
function readable(lines: string[]): boolean {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = fenceOpening(line);
    if (fence) i = fenceEnd(lines, i, fence);
    else if (ESM_START.test(line)) {
      for (; i < lines.length && !BLANK.test(lines[i]!); i++) if (!IMPORT_LINE.test(lines[i]!)) return false;
    } else if (count(line, '{') !== count(line, '}') || OPEN_TAG.test(line)) return false;
  }
  return true;
}

/**
 * The page's plain blocks, and the page with them blanked; undefined for a page whose lines may
 * not mean what they look like (`readable`).
 */
export function plainBlocks(document: string): { document: string; blocks: Block[]; at: Lines } | undefined {
  if (/[\r\0]/.test(document)) return undefined;
  const lines = document.split('\n');
  if (!readable(lines)) return undefined;
  const at = new Lines(lines);
  const blocks: Block[] = [];
  const blanked = [...lines];
  /**
   * Lines i to j (inclusive) become `node`, unless blanking them would let what follows continue
   * what is above: a list (its next item, or an indented line of its last one) or a footnote.
   */
  const take = (i: number, j: number, node: Block) => {
    let next = j + 1;
    while (next < lines.length && BLANK.test(lines[next]!)) next++;
    if (next < lines.length && CONTINUES_ABOVE.test(lines[next]!) && continuable(blanked, i)) return;
    blocks.push(node);
    for (let k = i; k <= j; k++) blanked[k] = '';
  };
  const fenceEnds = new Set<number>();
  // A block starts after a blank line, a heading or a fence, and ends before a blank line or a
  // heading (or at the page's ends).
  const boundary = (i: number) =>
    i < 0 || i >= lines.length || BLANK.test(lines[i]!) || HEADING_LINE.test(lines[i]!) || fenceEnds.has(i);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (BLANK.test(line)) continue;
    const fence = fenceOpening(line);
    if (fence) {
      const close = fenceEnd(lines, i, fence);
      const plain = PLAIN_FENCE.exec(line);
      // A fence ends a paragraph above it, and what follows its closing line starts anew.
      if (plain && lines[close] === plain[1]) {
        const value = lines.slice(i + 1, close).join('\n');
        const code: Code = { type: 'code', lang: plain[2] ?? null, meta: plain[3] ?? null, value };
        take(i, close, { ...code, position: at.span(i, 0, lines[close]!.length, close) });
      }
      fenceEnds.add(close);
      i = close;
      continue;
    }
    const heading = PLAIN_HEADING.exec(line);
    if (heading && isPlain(heading[2]!)) {
      const depth = heading[1]!.length as Heading['depth'];
      const text = { type: 'text' as const, value: heading[2]!, position: at.span(i, depth + 1, line.length) };
      take(i, i, { type: 'heading', depth, children: [text], position: at.span(i, 0, line.length) });
      continue;
    }
    if (HEADING_LINE.test(line) || !boundary(i - 1)) continue;
    let j = i;
    while (j + 1 < lines.length && !boundary(j + 1) && !fenceOpening(lines[j + 1]!)) j++;
    // The lines up to a blank line or a heading, or a fence, which ends a paragraph too.
    const run = lines.slice(i, j + 1);
    if (ESM_START.test(line)) {
      // MDX's ESM block: only after a blank line (or first), and to the next one.
      if (
        (i === 0 || BLANK.test(lines[i - 1]!)) &&
        BLANK.test(lines[j + 1] ?? '') &&
        run.every((l) => DEFAULT_IMPORT.test(l))
      )
        take(i, j, esmImports(run, i, at));
    } else if (j === i && boundary(i + 1) && PLAIN_JSX.test(line)) take(i, i, jsxElement(line, i, at));
    else if (j === i && boundary(i + 1) && PLAIN_COMMENT.test(line)) take(i, i, commentExpression(line, i, at));
    else if (run.every(isPlain)) {
      const text = { type: 'text' as const, value: run.join('\n'), position: at.span(i, 0, lines[j]!.length, j) };
      take(i, j, { type: 'paragraph', children: [text], position: at.span(i, 0, lines[j]!.length, j) });
    }
    i = j;
  }
  return { document: blanked.join('\n'), blocks, at };
}

/**
 * Whether the lines above line `i` (the last run of them that is not blank) may go on below
 * blank lines: a list's, or a footnote's, whose next lines are indented.
 */
function continuable(lines: string[], i: number): boolean {
  let above = i - 1;
  while (above >= 0 && BLANK.test(lines[above]!)) above--;
  for (; above >= 0 && !BLANK.test(lines[above]!); above--) {
    if (CONTINUES_ABOVE.test(lines[above]!) || lines[above]!.startsWith('[^')) return true;
  }
  return false;
}

/** The line of the fence that closes the one opened on line `open` (the page's end if none). */
function fenceEnd(lines: string[], open: number, sequence: string): number {
  let i = open + 1;
  while (i < lines.length && !closesFence(lines[i]!, sequence)) i++;
  return i;
}

const count = (line: string, char: string) => line.split(char).length - 1;
