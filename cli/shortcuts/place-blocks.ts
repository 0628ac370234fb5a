import type { Root, RootContent } from 'mdast';
import type { Point, Position } from 'unist';
import type { Lines } from './page-lines.js';
import type { Block } from './plain-block-nodes.js';

/**
 * The parser's tree of the page with its plain blocks' lines emptied, its offsets made the
 * page's: its lines and columns are the page's already (only whole lines were emptied), and the
 * page ends where it did.
 */
export function restoreOffsets(tree: Root, at: Lines): void {
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
export function placeBlocks(tree: Root, blocks: Block[]): boolean {
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
