import { statSync } from 'node:fs';
import { dirname, extname, relative, resolve, sep } from 'node:path';
import type { Expression, Program } from 'estree';
import type { Definition, Image, ImageReference, Link, LinkReference, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { walkTree } from './walk-tree.js';
import type { Parent } from 'unist';
import type { VFile } from 'vfile';
import { decodedUrl } from '../util/decode-url.js';
import { imageDimensions } from './image-dimensions.js';
import { staticFile } from '../config/static-dirs.js';
import { esmNode } from './esm-node.js';
import type {} from './page-settings.js'; // file.data.settings

declare module 'mdast-util-mdx-jsx' {
  interface MdxJsxTextElementData {
    /** The path an image or link to a file beside the page was written with, for its Markdown copy. */
    localFile?: string;
  }
}

/** The source of this module's errors: an image that is not there. */
export const LOCAL_FILES = 'ckdocs-local-files';
/** What a page imports a file by to get its URL, an SVG's too (imported plainly, an SVG is a component). */
export const URL_IMPORT = 'ck-url:';

/** A URL that is not a file beside the page: with a scheme, from the site's root, or a fragment. */
const NOT_LOCAL = /^(?:[a-z][a-z\d+.-]*:|\/|#)/i;

/** A URL's path, without its query or fragment, decoded. */
const pathOf = (url: string) => decodedUrl(url.replace(/[?#].*$/, ''), decodeURI);

/** A URL's fragment with its `#`, or nothing: the file's URL keeps it, as Docusaurus's loaders do (`#dark-only`, which CSS can select). */
const fragmentOf = (url: string) => /#.*$/.exec(url)?.[0];

/** How a Docusaurus site's Markdown names a file of the site folder, as its imports do. */
const SITE_ALIAS = '@site/';

/**
 * The file a relative URL of the page at `pageFile` names: the path as written (decoded) and where
 * it is. On a Docusaurus site (`siteDir`), `@site/static/x.png` is from the site folder.
 */
export function localFile(url: string, pageFile: string, siteDir?: string): LocalFile | undefined {
  if (NOT_LOCAL.test(url)) return undefined;
  const path = pathOf(url);
  const fromSite = siteDir !== undefined && path.startsWith(SITE_ALIAS);
  const specifier = fromSite || path.startsWith('.') ? path : `./${path}`;
  return { path, target: fileOf(specifier, pageFile, siteDir), specifier, fragment: fragmentOf(url) };
}

/** The file a page's import of a file's URL (`fileImports`) names, if the specifier is one. */
export function importedFile(specifier: string, pageFile: string, siteDir?: string): string | undefined {
  return specifier.startsWith(URL_IMPORT) ? fileOf(specifier.slice(URL_IMPORT.length), pageFile, siteDir) : undefined;
}

/** Where a file's import path (`./x.png`, or on a Docusaurus site `@site/x.png`) leads from the page. */
function fileOf(path: string, pageFile: string, siteDir?: string): string {
  return siteDir && path.startsWith(SITE_ALIAS)
    ? resolve(siteDir, path.slice(SITE_ALIAS.length))
    : resolve(dirname(pageFile), path);
}

interface LocalFile {
  /** The path as written, decoded. */
  path: string;
  /** The file, absolute. */
  target: string;
  /** What the page imports it by. */
  specifier: string;
  /** The URL's fragment, with its `#`. */
  fragment?: string;
}

/** Whether a relative link names a file that is not a doc (`./sheet.pdf`), not a doc or a page's URL. */
export const isOtherFile = (path: string) => {
  const extension = extname(path);
  return extension !== '' && !/^\.mdx?$/i.test(extension);
};

const isFile = (target: string) => statSync(target, { throwIfNoEntry: false })?.isFile() === true;

/**
 * A Markdown image of a file beside the page (`![Diagram](./diagram.png)`, or by reference:
 * `![Diagram][diagram]` and `[diagram]: ./diagram.png`) becomes the file's URL in the output, as
 * Docusaurus makes it (of the first kind only): the page imports the file, and the bundle copies it
 * under a content-hashed name. A file that is not there is an error at the image's line. On a
 * Docusaurus site, an image from `/` that its static folder has is imported so too, and the image
 * has its file's width and height, as there, each file with its modification time in `sizedImages`
 * (a changed image compiles the page again).
 */
export function remarkLocalImages() {
  return (tree: Root, file: VFile) => {
    const imports = fileImports(tree);
    const sized: [string, number][] = [];
    for (const { node: image, index, parent } of withReferences<Image>(tree, 'image')) {
      const local =
        localFile(image.url, file.path, file.data.settings?.siteDir) ??
        staticImage(image.url, file.path, file.data.settings?.staticDirs);
      if (!local) continue;
      const stat = statSync(local.target, { throwIfNoEntry: false });
      if (!stat?.isFile()) {
        const policy = file.data.settings?.brokenImages ?? 'throw';
        const reason = `Image ${image.url} not found: there is no file ${local.target}`;
        if (policy === 'throw') file.fail(reason, image, `${LOCAL_FILES}:missing-file`);
        if (policy === 'warn') file.message(`${reason}; it keeps its URL as written`, image);
        // The page compiles again until the file is there.
        sized.push([local.target, NaN]);
        continue;
      }
      const src = imports.add(local, image);
      const attributes = [src('src'), ...text('alt', image.alt), ...text('title', image.title)];
      const size = file.data.settings?.linkSite && imageDimensions(local.target);
      if (size) {
        attributes.push(...text('width', String(size.width)), ...text('height', String(size.height)));
        sized.push([local.target, stat.mtimeMs]);
      }
      parent.children[index] = jsx('img', attributes, [], image);
    }
    file.data.sizedImages = sized;
    imports.done();
  };
}

/**
 * A Docusaurus site's Markdown image from `/` that is a file of its static folder, which the page
 * imports as Docusaurus's loader does: a hashed copy under the base URL. Any other stays as written.
 */
function staticImage(url: string, pageFile: string, staticDirs: string[] | undefined): LocalFile | undefined {
  if (!staticDirs || !/^\/(?!\/)/.test(url)) return undefined;
  const target = staticFile(staticDirs, pathOf(url));
  if (!target || !isFile(target)) return undefined;
  // Imported by its path from the page, as a file beside it is: the site's build is the same wherever its folder is.
  const fromPage = relative(dirname(pageFile), target).split(sep).join('/');
  const specifier = fromPage.startsWith('.') ? fromPage : `./${fromPage}`;
  return { path: pathOf(url), target, specifier, fragment: fragmentOf(url) };
}

/**
 * A Markdown link to a file beside the page that is not a doc (`[the sheet](./sheet.pdf)`, or by
 * reference) leads to a content-hashed copy of it, opened in a tab of its own, as Docusaurus makes
 * it. A file that is not there is left to the link check.
 */
export function remarkLocalFileLinks() {
  return (tree: Root, file: VFile) => {
    const imports = fileImports(tree);
    for (const { node: link, index, parent } of withReferences<Link>(tree, 'link')) {
      const local = localFile(link.url, file.path, file.data.settings?.siteDir);
      // A doc's file is remark-links.ts's; a path with no extension is a page's URL.
      if (!local || !isOtherFile(local.path) || !isFile(local.target)) continue;
      const href = imports.add(local, link);
      const attributes = [href('href'), ...text('target', '_blank'), ...text('title', link.title)];
      parent.children[index] = jsx('a', attributes, link.children as MdxJsxTextElement['children'], link);
    }
    imports.done();
  };
}

/** Whether a definition (`[sheet]: ./sheet.pdf`) names a file beside the page that its references lead to. */
export function definesLocalFile(definition: Definition, pageFile: string, siteDir?: string): boolean {
  const local = localFile(definition.url, pageFile, siteDir);
  return local !== undefined && isOtherFile(local.path) && isFile(local.target);
}

/**
 * The page's images (or links), with their places, those written by reference (`![Diagram][d]`,
 * `[the sheet][s]`) as the image or link their definition makes them; a reference defined
 * nowhere is left out. The first definition of a label is the one that counts, as in CommonMark.
 */
function withReferences<T extends Image | Link>(tree: Root, type: T['type']) {
  const found: { node: T | ImageReference | LinkReference; index: number; parent: Parent }[] = [];
  const definitions = new Map<string, Definition>();
  const referenceType = type === 'image' ? 'imageReference' : 'linkReference';
  walkTree(tree, (node, index, parent) => {
    if (node.type === type || node.type === referenceType)
      found.push({ node: node as T | ImageReference | LinkReference, index, parent });
    else if (node.type === 'definition' && !definitions.has((node as Definition).identifier))
      definitions.set((node as Definition).identifier, node as Definition);
  });
  return found.flatMap(({ node, index, parent }) => {
    if (node.type === type) return [{ node: node as T, index, parent }];
    const definition = definitions.get((node as ImageReference | LinkReference).identifier);
    if (!definition) return [];
    const { url, title } = definition;
    const made =
      node.type === 'imageReference'
        ? { type, url, title, alt: node.alt }
        : { type, url, title, children: (node as LinkReference).children };
    return [{ node: { ...made, position: node.position } as T, index, parent }];
  });
}

/**
 * The imports of the files a page shows or links to: `add` gives the attribute that holds a
 * file's URL, and `done` puts the imports at the top of the page.
 */
function fileImports(tree: Root) {
  const body: Program['body'] = [];
  return {
    add(local: LocalFile, node: Image | Link) {
      // Named by the node's place in the page: pieces of a large page compile apart.
      const name = `_ckFile${node.position?.start.offset ?? body.length}`;
      const specifier = URL_IMPORT + local.specifier;
      body.push({
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) },
        attributes: [],
      });
      const file: Expression = { type: 'Identifier', name };
      const { fragment } = local;
      const expression: Expression = fragment
        ? {
            type: 'BinaryExpression',
            operator: '+',
            left: file,
            right: { type: 'Literal', value: fragment, raw: JSON.stringify(fragment) },
          }
        : file;
      return (attribute: string): MdxJsxAttribute => ({
        type: 'mdxJsxAttribute',
        name: attribute,
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: fragment ? `${name} + ${JSON.stringify(fragment)}` : name,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{ type: 'ExpressionStatement', expression }],
            },
          },
        },
      });
    },
    done() {
      if (!body.length) return;
      tree.children.unshift(esmNode(body));
    },
  };
}

/** A text attribute, or none when unset. */
const text = (attribute: string, value: string | null | undefined): MdxJsxAttribute[] =>
  value == null ? [] : [{ type: 'mdxJsxAttribute', name: attribute, value }];

function jsx(
  name: string,
  attributes: MdxJsxAttribute[],
  children: MdxJsxTextElement['children'],
  at: Image | Link,
): MdxJsxTextElement {
  return { type: 'mdxJsxTextElement', name, attributes, children, position: at.position, data: { localFile: at.url } };
}
