import GithubSlugger, { slug } from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Heading, Html, PhrasingContent, Root, Text } from 'mdast';
import type { Parent } from 'unist';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { SKIP, walkTree } from './walk-tree.js';
import { stringAttribute } from './jsx-attributes.js';
import { replaceSiteEmoji } from './remark-emoji.js';
import { headingsWithPartials } from './partial-toc.js';
import { addTocExport } from './toc-export.js';
import { HEADING_ID } from './heading-id.js';
import type { VFile } from 'vfile';

import type { TocItem, TocPiece } from '../../common/data.js';

export type { TocItem };

declare module 'vfile' {
  interface DataMap {
    /** The page's slugger, when it is compiled in pieces (compile-pieces.ts): its ids stay unique across them. */
    slugger: GithubSlugger;
  }
}

/** What a heading with nothing to slug (`## ???`) is named after: its id is never empty, as GitHub's would be. */
const NAMELESS = 'heading';

/**
 * Elements whose `id` is an anchor links may name. Docusaurus's check sees only what its `Link`
 * collects: an `a` written as JSX in MDX is React's own element, not its Link, so on a Docusaurus
 * site a link to its id is broken, as Docusaurus reports it (a `.md` page's raw HTML `<a id>` does
 * go through its Link). On ckdocs's own sites any `a`'s id counts: it is an anchor in the page.
 */
const ANCHOR_ELEMENTS = new Set(['Link', 'a']);
const DOCUSAURUS_ANCHOR_ELEMENTS = new Set(['Link']);
const HTML_ANCHOR = /<a\s[^>]*?\bid=(?:"([^"]*)"|'([^']*)')/g;

/**
 * A heading's text in pieces, its inline code apart, where it has some (`## The \`start\` method`):
 * the table of contents shows that code as code. Undefined for a heading of plain text.
 */
function tocPieces(node: Heading): TocPiece[] | undefined {
  const pieces: TocPiece[] = [];
  const add = (child: PhrasingContent) => {
    if (child.type === 'inlineCode') pieces.push({ text: child.value, code: true });
    // Code inside a component stays code too, as in Docusaurus's TOC.
    else if ('children' in child) (child.children as PhrasingContent[]).forEach(add);
    else {
      const text = toString(child);
      const last = pieces.at(-1);
      if (last && !last.code) last.text += text;
      else if (text) pieces.push({ text });
    }
  };
  node.children.forEach(add);
  if (!pieces.some((piece) => piece.code)) return undefined;
  const [first, last] = [pieces[0]!, pieces.at(-1)!];
  if (!first.code) first.text = first.text.trimStart();
  if (!last.code) last.text = last.text.trimEnd();
  return pieces.filter((piece) => piece.text);
}

/**
 * The text a heading's anchor is made of, as Docusaurus makes it: without the heading's raw HTML
 * (`### Join us <br />` is `join-us-`), and not trimmed.
 */
function slugText(node: Heading): string {
  const text = node.children.filter((child) => child.type !== 'html');
  return toString(text.length > 0 ? text : node);
}

/**
 * Gives every heading an id (`{#custom-id}`, `{/* #custom-id *\/}` or a GitHub-style slug, unique per page),
 * turns emoji shortcodes into emoji where the site says, and records the page's headings, its
 * other anchors (`<Link id="…" />`), its first h1 and its first paragraph in `file.data`. A heading
 * with no letter or digit gets a made-up id, and a warning: its link would otherwise be `#`,
 * the top of the page (on a Docusaurus site, Docusaurus's id instead).
 */
export function remarkHeadings({ partialsSeen }: { partialsSeen?: Set<string> } = {}) {
  return (tree: Root, file: VFile) => {
    const { linkSite, titleInHeader, partialToc, anchorsMaintainCase } = file.data.settings ?? {};
    // On a Docusaurus site only its first heading can be the page's title; on ckdocs's own, its first h1.
    const first = linkSite || titleInHeader ? contentTitle(tree) : undefined;
    if (first && titleInHeader) headerAround(first);
    const slugger = file.data.slugger ?? new GithubSlugger();
    const placed: { node: Heading; id: string; text: string }[] = [];
    walkTree<Heading>(tree, 'heading', (node) => {
      const last = node.children.at(-1);
      let id = node.data?.commentId;
      if (last?.type === 'text') {
        const match = HEADING_ID.exec((last as Text).value);
        if (match) {
          id = match[1];
          (last as Text).value = (last as Text).value.slice(0, match.index);
        }
      }
      const text = toString(node).trim();
      if (id === undefined && slug(text) === '') {
        // On a Docusaurus site, as Docusaurus slugs it: the first has no id (no anchor), the next
        // `-1`, `-2`; some sites write empty headings as spacers, and Docusaurus says nothing of them.
        id = slugger.slug(linkSite ? '' : NAMELESS);
        if (!linkSite) {
          const markdown = `${'#'.repeat(node.depth)} ${text}`;
          file.message(
            `The heading "${markdown}" has no letter or digit to make its anchor from, so its anchor is #${id}: give it one, as in \`${markdown} {#its-anchor}\``,
            node,
          );
        }
      }
      id ??= slugger.slug(slugText(node), anchorsMaintainCase);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      placed.push({ node, id, text });
    });
    // As in Docusaurus's Markdown: anchors are made from a shortcode's name, the TOC and the title show its emoji.
    const emojified = replaceSiteEmoji(tree, file);
    const own = new Map<Heading, TocItem>();
    let title: string | undefined;
    for (const { node, id, text: written } of placed) {
      const text = emojified ? toString(node).trim() : written;
      if (node.depth === 1) {
        if (!linkSite || node === first?.node) title ??= text;
      } else {
        const pieces = tocPieces(node);
        own.set(node, { id, text, depth: node.depth, ...(pieces && { pieces }) });
      }
    }
    // As Docusaurus's from 3.2: a Markdown file the page renders brings its headings along.
    const headings = partialToc
      ? headingsWithPartials(tree, file, own, partialHeadings, partialsSeen)
      : [...own.values()];
    if (linkSite && !partialsSeen) addTocExport(tree, headings);
    // A title's anchor is a place a link may lead to, though no table of contents lists it.
    const anchors = placed.filter(({ node }) => node.depth === 1).map(({ id }) => id);
    const anchorElements = linkSite ? DOCUSAURUS_ANCHOR_ELEMENTS : ANCHOR_ELEMENTS;
    for (const type of ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const)
      walkTree<MdxJsxFlowElement | MdxJsxTextElement>(tree, type, (node) => {
        if (!node.name || !anchorElements.has(node.name)) return;
        const id = stringAttribute(node, 'id');
        if (id !== undefined) anchors.push(id);
      });
    // In Markdown, such an element is raw HTML: `<a id="…"></a>`.
    walkTree<Html>(tree, 'html', (node) => {
      for (const match of node.value.matchAll(HTML_ANCHOR)) anchors.push(match[1] ?? match[2]!);
    });
    const firstParagraph = tree.children.find((n) => n.type === 'paragraph');
    Object.assign(file.data, {
      headings,
      anchors,
      title,
      excerpt: firstParagraph ? toString(firstParagraph).replace(/\s+/g, ' ').trim() : undefined,
    });
  };
}

/** A partial's headings, as remarkHeadings finds a page's (`HeadingsOf`). */
function partialHeadings(tree: Root, file: VFile, seen: Set<string>): TocItem[] {
  remarkHeadings({ partialsSeen: seen })(tree, file);
  return file.data.headings as TocItem[];
}

/**
 * The page's title heading (`contentTitle`) in a `<header>`, as Docusaurus's Markdown puts it:
 * the classic theme's layout and a site's CSS find the title there.
 */
function headerAround(title: PlacedHeading): void {
  const header: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: 'header',
    attributes: [],
    children: [title.node],
  };
  title.parent.children[title.index] = header;
}

/** A heading and its place in its parent's children. */
type PlacedHeading = { node: Heading; index: number; parent: Parent };

/** The page's title as Docusaurus's Markdown finds it: its first heading, if an h1 above any thematic break. */
function contentTitle(tree: Root): PlacedHeading | undefined {
  let title: PlacedHeading | undefined;
  let found = false;
  walkTree(tree, (node, index, parent) => {
    if (found) return SKIP;
    if (node.type !== 'heading' && node.type !== 'thematicBreak') return undefined;
    found = true;
    if (node.type === 'heading' && (node as Heading).depth === 1) title = { node: node as Heading, index, parent };
    return SKIP;
  });
  return title;
}
