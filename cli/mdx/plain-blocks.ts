import type { Code, Heading, Paragraph, Root, RootContent } from 'mdast';
import type { MdxFlowExpression } from 'mdast-util-mdx-expression';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Point, Position } from 'unist';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';

/**
 * Whether the page's parser has only the syntax ckdocs gives it. A site plugin may add syntax
 * (math's `$`, say) that makes a plain-looking line mean something: then every line goes to the
 * parser. compile.ts turns it off for such a processor once the site's plugins are attached.
 */
export interface PlainBlocksSetting {
  on: boolean;
}

type Parse = (document: string, file: VFile) => Root;

/**
 * MDX's parser reads a page a character at a time through every construct that might start
 * there, and most of a generated API page is blocks that use none: headings and paragraphs of
 * plain words, closed code fences, one-line self-closing JSX tags with literal attributes,
 * one-line default imports, comments in braces. This plugin builds those blocks itself, as the
 * parser would (positions and JavaScript syntax trees alike), and gives the parser the page with
 * their lines emptied: the rest parses as before, at the same lines and columns (offsets are
 * counted again after), and the blocks go back in place. A page whose lines it cannot read with
 * certainty (a multi-line tag or expression, ESM other than one-line imports) is parsed whole, as
 * is a page that fails to parse: its error is the parser's, from the page as written.
 * tests/unit/plain-blocks.test.ts compares the trees with and without it, page for page.
 */
export function remarkPlainBlocks(this: Processor, setting: PlainBlocksSetting) {
  const parse = this.parser as Parse | undefined;
  if (!parse) throw new Error('remarkPlainBlocks goes after remark-parse');
  this.parser = ((document: string, file: VFile) => {
    const plain = setting.on ? plainBlocks(document) : undefined;
    if (!plain?.blocks.length) return parse(document, file);
    // A page of plain blocks only (many API pages) needs no parser at all.
    const start = { line: 1, column: 1, offset: 0 };
    let tree: Root = { type: 'root', children: [], position: { start, end: plain.at.end } };
    if (/\S/.test(plain.document)) {
      try {
        tree = parse(plain.document, file);
      } catch {
        return parse(document, file);
      }
      restoreOffsets(tree, plain.at);
    }
    return placeBlocks(tree, plain.blocks) ? tree : parse(document, file);
  }) as never;
}

/** A block built here. */
type Block = Heading | Paragraph | Code | MdxJsxFlowElement | MdxjsEsm | MdxFlowExpression;

const BLANK = /^[ \t]*$/;
const HEADING_LINE = /^#{1,6}(?:[ \t]|$)/;
/** A fence as the parser reads one, anywhere (in a list item too): a backtick fence's info has no backtick. */
const FENCE_OPEN = /^[ \t]*(?:(`{3,})[^`]*|(~{3,}).*)$/;
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
/** A self-closing JSX tag alone on its line, its attributes strings or template literals. */
const PLAIN_JSX = /^<([A-Za-z]\w*)((?: +[A-Za-z_][\w-]*(?:="[^"&]*"|='[^'&]*'|=\{`[^`\\{}]*`\})?)*) *\/>$/;
/** `import Name from 'specifier';`, the semicolon optional. */
const DEFAULT_IMPORT = /^import ([A-Za-z_$][\w$]*) from (['"])([^'"\\]*)\2;?$/;
/** A comment alone in braces, as HTML comments become (preprocess.ts). */
const PLAIN_COMMENT = /^\{\/\*((?:[^*{}\\`]|\*(?!\/))*)\*\/\}$/;
const JSX_ATTRIBUTE = /( +)([A-Za-z_][\w-]*)(?:="([^"&]*)"|='([^'&]*)'|=\{(`[^`\\{}]*`)\})?/g;

/** Where the lines of a page start, and a point or span of it as the parser gives them. */
class Lines {
  readonly starts: number[] = [];
  private readonly lengths: number[];
  constructor(lines: string[]) {
    let offset = 0;
    for (const line of lines) {
      this.starts.push(offset);
      offset += line.length + 1;
    }
    this.lengths = lines.map((line) => line.length);
  }
  /** Where the page ends. */
  get end(): Point {
    const last = this.starts.length - 1;
    return this.point(last, this.lengths[last]!);
  }
  point(line: number, column: number): Point {
    return { line: line + 1, column: column + 1, offset: this.starts[line]! + column };
  }
  span(line: number, from: number, to: number, endLine = line): Position {
    return { start: this.point(line, from), end: this.point(endLine, to) };
  }
  /**
   * A JavaScript syntax node from column `from` to `to` of `line` (to of `endLine`), positioned
   * as MDX gives them: offsets, and lines with columns from 0.
   */
  js(type: string, fields: object, line: number, from: number, to: number, endLine = line) {
    const start = this.starts[line]! + from;
    const end = this.starts[endLine]! + to;
    const loc = {
      start: { line: line + 1, column: from, offset: start },
      end: { line: endLine + 1, column: to, offset: end },
    };
    return { type, start, end, loc, ...fields, range: [start, end] };
  }
}

/**
 * Whether every line of the page means what it looks like on its own line: no tag or expression
 * runs on over lines (it could hold blank lines and lines that look like blocks), and ESM is
 * one-line imports (a longer ESM block may run past blank lines).
 */
function readable(lines: string[]): boolean {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE_OPEN.exec(line);
    if (fence) i = fenceEnd(lines, i, fence[1] ?? fence[2]!);
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
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      const close = fenceEnd(lines, i, fence[1] ?? fence[2]!);
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
    while (j + 1 < lines.length && !boundary(j + 1) && !FENCE_OPEN.test(lines[j + 1]!)) j++;
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

/** The pattern of the line that closes a fence opened with `sequence`, made once per sequence. */
const closingFences = new Map<string, RegExp>();

/** The line of the fence that closes the one opened on line `open` (the page's end if none). */
function fenceEnd(lines: string[], open: number, sequence: string): number {
  let closing = closingFences.get(sequence);
  if (!closing)
    closingFences.set(sequence, (closing = new RegExp(`^[ \\t]*${sequence[0]}{${sequence.length},}[ \\t]*$`)));
  let i = open + 1;
  while (i < lines.length && !closing.test(lines[i]!)) i++;
  return i;
}

const count = (line: string, char: string) => line.split(char).length - 1;

/** `<Name a="…" b={`…`} />` as MDX's parser makes it, a template literal with its syntax tree. */
function jsxElement(line: string, index: number, at: Lines): MdxJsxFlowElement {
  const name = PLAIN_JSX.exec(line)![1]!;
  const attributes: MdxJsxAttribute[] = [];
  JSX_ATTRIBUTE.lastIndex = name.length + 1;
  for (let match = JSX_ATTRIBUTE.exec(line); match; match = JSX_ATTRIBUTE.exec(line)) {
    const [whole, space, attribute, double, single, template] = match;
    const end = match.index + whole.length;
    const position = at.span(index, match.index + space!.length, end);
    // The template's syntax tree: the literal inside the braces, its one part inside the backticks.
    const literal = (from: number, to: number) => {
      const raw = template!.slice(1, -1);
      const element = at.js('TemplateElement', { value: { raw, cooked: raw }, tail: true }, index, from + 1, to - 1);
      return at.js('TemplateLiteral', { expressions: [], quasis: [element] }, index, from, to);
    };
    const program = (from: number, to: number) => {
      const statement = at.js('ExpressionStatement', { expression: literal(from, to) }, index, from, to);
      return at.js('Program', { body: [statement], sourceType: 'module', comments: [] }, index, from, to);
    };
    const value =
      template === undefined
        ? (double ?? single ?? null)
        : {
            type: 'mdxJsxAttributeValueExpression' as const,
            value: template,
            data: { estree: program(end - 1 - template.length, end - 1) as never },
          };
    attributes.push({ type: 'mdxJsxAttribute', name: attribute!, value, position });
  }
  return { type: 'mdxJsxFlowElement', name, attributes, children: [], position: at.span(index, 0, line.length) };
}

/** Lines of `import Name from '…'` as MDX's ESM block, with the syntax tree its parser makes. */
function esmImports(run: string[], first: number, at: Lines): MdxjsEsm {
  const body = run.map((line, i) => {
    const [, name, quote, specifier] = DEFAULT_IMPORT.exec(line)!;
    const index = first + i;
    const from = 'import '.length;
    const local = at.js('Identifier', { name }, index, from, from + name!.length);
    const defaultName = at.js('ImportDefaultSpecifier', { local }, index, from, from + name!.length);
    const sourceFrom = from + name!.length + ' from '.length;
    const raw = `${quote}${specifier}${quote}`;
    const source = at.js('Literal', { value: specifier, raw }, index, sourceFrom, sourceFrom + raw.length);
    return at.js('ImportDeclaration', { specifiers: [defaultName], source }, index, 0, line.length);
  });
  const last = first + run.length - 1;
  const estree = at.js('Program', { body, sourceType: 'module', comments: [] }, first, 0, run.at(-1)!.length, last);
  return {
    type: 'mdxjsEsm',
    value: run.join('\n'),
    position: at.span(first, 0, run.at(-1)!.length, last),
    data: { estree: estree as never },
  };
}

/** `{/* … *\/}` alone on its line as MDX's parser makes it: an expression with no code and one comment. */
function commentExpression(line: string, index: number, at: Lines): MdxFlowExpression {
  const text = PLAIN_COMMENT.exec(line)![1]!;
  const comment = at.js('Block', { value: text }, index, 1, line.length - 1);
  const estree = at.js('Program', { body: [], sourceType: 'module', comments: [comment] }, index, 1, line.length - 1);
  return {
    type: 'mdxFlowExpression',
    value: line.slice(1, -1),
    position: at.span(index, 0, line.length),
    data: { estree: estree as never },
  };
}

/**
 * The parser's tree of the page with its plain blocks' lines emptied, its offsets made the
 * page's: its lines and columns are the page's already (only whole lines were emptied), and the
 * page ends where it did.
 */
function restoreOffsets(tree: Root, at: Lines): void {
  const markdownPoint = (point: Point) => (point.offset = at.starts[point.line - 1]! + point.column - 1);
  const node = (item: Record<string, unknown>) => {
    const position = item.position as Position | undefined;
    if (position) {
      markdownPoint(position.start);
      markdownPoint(position.end);
    }
    javaScript((item.data as { estree?: unknown } | undefined)?.estree);
    // A JSX attribute, and its value when it is an expression.
    if (Array.isArray(item.attributes)) item.attributes.forEach(node);
    if (item.value && typeof item.value === 'object') node(item.value as Record<string, unknown>);
    if (Array.isArray(item.children)) item.children.forEach(node);
  };
  // JavaScript's syntax nodes count columns from 0, and give offsets as `start`, `end` and `range` too.
  const javaScript = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(javaScript);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown> & { loc?: { start: Point; end: Point } };
    if (record.loc) {
      const start = (record.loc.start.offset = at.starts[record.loc.start.line - 1]! + record.loc.start.column);
      const end = (record.loc.end.offset = at.starts[record.loc.end.line - 1]! + record.loc.end.column);
      record.start = start;
      record.end = end;
      if (record.range) record.range = [start, end];
    }
    for (const key in record) if (key !== 'loc' && key !== 'range') javaScript(record[key]);
  };
  node(tree as unknown as Record<string, unknown>);
  if (tree.position) tree.position.end = at.end;
}

/** The node types whose children a block at the margin can be among: the page, a JSX element, a `:::` block. */
const HOLDS_BLOCKS = new Set(['root', 'mdxJsxFlowElement', 'containerDirective']);

/**
 * Puts each block back where it was written: among the children of the innermost node whose
 * span holds it. False if that node could not hold it (the page then parses whole).
 */
function placeBlocks(tree: Root, blocks: Block[]): boolean {
  const into = new Map<{ children: RootContent[] }, RootContent[]>();
  for (const block of blocks) {
    const { start, end } = block.position!;
    let parent: { type: string; children: RootContent[] } = tree;
    for (;;) {
      const holder = parent.children.find(
        (child) => child.position!.start.offset! <= start.offset! && end.offset! <= child.position!.end.offset!,
      );
      if (!holder) break;
      // ESM is the page's own, never inside an element.
      if (!HOLDS_BLOCKS.has(holder.type) || !('children' in holder) || block.type === 'mdxjsEsm') return false;
      parent = holder as typeof parent;
    }
    const list = into.get(parent) ?? [];
    list.push(block);
    into.set(parent, list);
  }
  for (const [parent, added] of into) {
    const merged = [...parent.children, ...added];
    merged.sort((a, b) => a.position!.start.offset! - b.position!.start.offset!);
    parent.children = merged;
  }
  return true;
}
