import type { BlockContent, Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type {} from '../mdx/remark-local-files.js'; // MdxJsxTextElementData.localFile
import { stringAttribute } from '../mdx/jsx-attributes.js';

/**
 * A link the page's Markdown copy leaves for the writer to make absolute: the compile knows
 * neither the site's URL (which the compile cache does not key on) nor, for `./x`, the page's.
 */
export const LINK_PLACEHOLDER = 'ckdocs-link:';

/** Where the writer puts the list of links a `<DocCardList />` shows (it knows the sidebar). */
export const DOC_CARDS_PLACEHOLDER = '<!-- ckdocs:doc-cards -->';

/** A URL with a scheme (`https:`, `mailto:`) is left as written; any other is the writer's to resolve. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The components and elements the copy writes in a way of their own; any other keeps only what it holds. */
export const REDUCED_COMPONENTS = new Set(['Admonition', 'TabItem', 'DocCardList', 'img', 'a']);

/** Nodes that sit inside a paragraph. */
export const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
  'mdxJsxTextElement',
  'mdxTextExpression',
]);

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });

/**
 * Children of a block-level component as blocks: runs of inline ones (an `<img>` beside a
 * heading, `<summary>Title</summary>` on one line) each become a paragraph.
 */
function asFlow(children: Nodes[]): RootContent[] {
  const blocks: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.length) blocks.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const child of children) {
    if (PHRASING.has(child.type)) run.push(child as PhrasingContent);
    else {
      flush();
      blocks.push(child as RootContent);
    }
  }
  flush();
  return blocks;
}

/** What reducing a page carries from one part of it to the next: the last heading's level. */
export interface ReduceState {
  depth: number;
}

/**
 * A copy of a compiled page's tree reduced to plain Markdown, with the meaning its MDX components
 * have for a reader: the page's own tree is left as it is (the compile goes on with it). A page
 * reduced in parts passes the same `state` to each.
 */
export function reduceMdx(tree: Root, state: ReduceState = { depth: 1 }): Root {
  // The last heading's level: a tab's label becomes a heading one below it.
  let depth = state.depth;

  const admonition = (node: JsxElement): RootContent[] => {
    const kind = stringAttribute(node, 'type') ?? 'note';
    const [first, ...rest] = node.children;
    const titled =
      (first as Nodes | undefined)?.type === 'mdxJsxFlowElement' && (first as JsxElement).name === 'mdxAdmonitionTitle';
    const title = stringAttribute(node, 'title');
    const label: PhrasingContent[] = [strong(`${kind[0]!.toUpperCase()}${kind.slice(1)}:`)];
    if (title) label.push(text(` ${title}`));
    if (titled) label.push(text(' '), ...(reduceAll((first as JsxElement).children) as PhrasingContent[]));
    const body = reduceAll(titled ? rest : node.children);
    const lead: Paragraph = { type: 'paragraph', children: label };
    // "> **Note:** the first sentence…" when the body opens with a paragraph and no title came first.
    if (!title && !titled && body[0]?.type === 'paragraph') {
      lead.children.push(text(' '), ...body[0].children);
      body.shift();
    }
    return [{ type: 'blockquote', children: [lead, ...(body as BlockContent[])] }];
  };

  const tabItem = (node: JsxElement): RootContent[] => {
    const label = stringAttribute(node, 'label') ?? stringAttribute(node, 'value');
    // Each tab of a group at the same level, whatever headings the one before held.
    const before = depth;
    const body = asFlow(reduceAll(node.children));
    depth = before;
    if (!label) return body;
    const heading: Heading = {
      type: 'heading',
      depth: Math.min(before + 1, 6) as Heading['depth'],
      children: [text(label)],
    };
    return [heading, ...body];
  };

  // A link to a file beside the page, which the compile made its copy's URL: the path as written.
  const writtenPath = (node: JsxElement) => (node.type === 'mdxJsxTextElement' ? node.data?.localFile : undefined);
  // Every name below is in REDUCED_COMPONENTS.
  const element = (node: JsxElement): Nodes[] => {
    switch (node.name) {
      case 'Admonition':
        return admonition(node);
      case 'TabItem':
        return tabItem(node);
      case 'DocCardList':
        return [{ type: 'html', value: DOC_CARDS_PLACEHOLDER }];
      case 'img': {
        const src = stringAttribute(node, 'src') ?? writtenPath(node);
        return src ? [{ type: 'image', url: linkUrl(src), alt: stringAttribute(node, 'alt') ?? '' }] : [];
      }
      case 'a': {
        const href = stringAttribute(node, 'href') ?? writtenPath(node);
        const children = reduceAll(node.children) as PhrasingContent[];
        return href ? [{ type: 'link', url: linkUrl(href), children }] : children;
      }
    }
    // Any other component, or HTML written as JSX: its text stays, its tags go.
    const children = reduceAll(node.children);
    return node.type === 'mdxJsxFlowElement' ? asFlow(children) : children;
  };

  const reduce = (node: Nodes): Nodes[] => {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return element(node);
      case 'heading':
        depth = node.depth;
        break;
      case 'link':
      case 'image':
      case 'definition':
        return [{ ...node, url: linkUrl(node.url) } as Nodes].map(withReducedChildren);
    }
    return [withReducedChildren(node)];
  };

  const withReducedChildren = (node: Nodes): Nodes =>
    'children' in node ? ({ ...node, children: reduceAll(node.children) } as Nodes) : node;

  const reduceAll = (nodes: Nodes[]): Nodes[] => nodes.flatMap(reduce);

  // An image or link written as an element of its own line is a paragraph of its own, not glued to the block before.
  const root: Root = { type: 'root', children: asFlow(reduceAll(tree.children)) };
  state.depth = depth;
  return root;
}

/** A link as the copy writes it: with a scheme, as written; else the placeholder the writer resolves. */
export function linkUrl(url: string): string {
  return HAS_SCHEME.test(url) ? url : `${LINK_PLACEHOLDER}${url}`;
}
