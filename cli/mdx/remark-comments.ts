import type { Root, RootContent } from 'mdast';
import type { Node, Parent } from 'unist';
import { walkTree } from './walk-tree.js';

declare module 'mdast' {
  interface Data {
    /** A comment was taken out of this node's children: its text as written still holds it. */
    commentLeftOut?: boolean;
    /** The id a heading's closing comment gave it (`## Title {/* #its-id *\/}`), as Docusaurus reads one. */
    commentId?: string;
  }
}

/** An HTML comment; one never closed runs to the end of its node, as it does in HTML. */
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/**
 * Takes the writer's comments out of the page: `<!-- … -->` in Markdown (raw HTML, alone or in
 * an element's) and `{/* … *\/}` in MDX (an expression with no code, which `<!-- … -->` becomes
 * there: preprocess.ts). Before ckdocs's other steps, so that nothing made from the tree
 * publishes them: the HTML and its headings' ids, the description, the search text, the Markdown
 * copy. A comment shown in code is the code's text, no node of its own: it stays.
 */
export function remarkComments() {
  return (tree: Root) => {
    leaveOutComments(tree);
    walkTree(tree, leaveOutComments);
  };
}

/** The node's children without comments, the node marked when it had any. */
function leaveOutComments(node: Node): void {
  const parent = node as Partial<Parent>;
  if (!parent.children?.some(holdsComment)) return;
  const commentId = node.type === 'heading' ? headingIdOf(parent.children.at(-1) as RootContent) : undefined;
  const children = (parent.children as RootContent[]).flatMap(withoutComments);
  // Text on both sides of a comment that went (text nodes meet nowhere else): one space between.
  children.forEach((child, i) => {
    const next = children[i + 1];
    if (child.type === 'text' && next?.type === 'text' && /\s$/.test(child.value)) next.value = next.value.trimStart();
  });
  // Nor does a space stay before a comment that ended the node (a heading's id, `Title {/* #id *\/}`).
  const last = children.at(-1);
  if (last?.type === 'text' && holdsComment(parent.children.at(-1)!)) last.value = last.value.trimEnd();
  parent.children = children;
  parent.data = { ...parent.data, commentLeftOut: true, ...(commentId && { commentId }) };
}

/** The id a heading's last child, a comment whose first word starts with `#`, names; others are only comments. */
function headingIdOf(node: RootContent): string | undefined {
  if (node.type !== 'mdxTextExpression' || !holdsComment(node)) return undefined;
  const text = /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(node.value)?.[1];
  const first = text?.trim().split(/\s+/)[0];
  return first?.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}

function holdsComment(node: Node): boolean {
  const child = node as RootContent;
  if (child.type === 'html') return child.value.includes('<!--');
  // No code: a comment (or nothing), for which MDX writes nothing either.
  if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression')
    return child.data?.estree?.body.length === 0;
  return false;
}

/** A node without its comments: an expression that is one goes, HTML goes when nothing else is left of it. */
function withoutComments(node: RootContent): RootContent[] {
  if (!holdsComment(node)) return [node];
  if (node.type !== 'html') return [];
  const value = node.value.replace(HTML_COMMENT, '');
  return value.trim() ? [{ ...node, value }] : [];
}
