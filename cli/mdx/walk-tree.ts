import type { Node, Parent } from 'unist';

/** A visitor's answer: do not go into this node's children. */
export const SKIP = 'skip';

type Visitor<T extends Node> = (node: T, index: number, parent: Parent) => typeof SKIP | void;

/**
 * Calls `visitor` on every node below `tree` (only those of type `type`, when given), parents
 * before their children, in order: unist-util-visit's walk without what it costs per node (a
 * function made and named for each), which was a tenth of a page's compile with a walk per
 * plugin. The visitor may put another node in the place of the one it is given (the walk then
 * goes on into the children of the one it was given) or change the node's children in place.
 */
export function walkTree<T extends Node = Node>(tree: Parent, visitor: Visitor<T>): void;
export function walkTree<T extends Node>(tree: Parent, type: T['type'], visitor: Visitor<T>): void;
export function walkTree<T extends Node>(
  tree: Parent,
  typeOrVisitor: string | Visitor<T>,
  maybeVisitor?: Visitor<T>,
): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = (maybeVisitor ?? typeOrVisitor) as Visitor<T>;
  const walk = (parent: Parent) => {
    for (let index = 0; index < parent.children.length; index++) {
      const node = parent.children[index]!;
      if ((type === undefined || node.type === type) && visitor(node as T, index, parent) === SKIP) continue;
      if ((node as Partial<Parent>).children) walk(node as Parent);
    }
  };
  walk(tree);
}
