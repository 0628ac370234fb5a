import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Program } from 'estree';
import type { Image, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** The source of this plugin's errors: an image that is not there. */
export const LOCAL_IMAGES = 'ckdocs-local-images';
/** What a page imports a file by to get its URL, an SVG's too (imported plainly, an SVG is a component). */
export const URL_IMPORT = 'ck-url:';

/** A URL that is not a file beside the page: with a scheme, from the site's root, or a fragment. */
const NOT_LOCAL = /^(?:[a-z][a-z\d+.-]*:|\/|#)/i;

/**
 * A Markdown image of a file beside the page (`![Diagram](./diagram.png)`) becomes the file's
 * URL in the output, as Docusaurus makes it: the page imports the file, and the bundle copies it
 * under a content-hashed name. A file that is not there is an error at the image's line.
 */
export function remarkLocalImages() {
  return (tree: Root, file: VFile) => {
    const imports: Program['body'] = [];
    visit(tree, 'image', (image: Image, index, parent) => {
      if (NOT_LOCAL.test(image.url) || !parent || index === undefined) return;
      const path = decodeURI(image.url.replace(/[?#].*$/, ''));
      const target = resolve(dirname(file.path), path);
      if (!statSync(target, { throwIfNoEntry: false })?.isFile())
        file.fail(`Image ${image.url} not found: there is no file ${target}`, image, `${LOCAL_IMAGES}:missing-file`);
      // Named by the image's place in the page: pieces of a large page compile apart.
      const name = `_ckImage${image.position?.start.offset ?? imports.length}`;
      const specifier = URL_IMPORT + (path.startsWith('.') ? path : `./${path}`);
      imports.push({
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) },
        attributes: [],
      });
      parent.children[index] = imageElement(image, name);
    });
    if (!imports.length) return;
    const esm: MdxjsEsm = {
      type: 'mdxjsEsm',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body: imports } },
    };
    tree.children.unshift(esm);
  };
}

/** `<img src={name} alt="…" title="…" />`, where the image was. */
function imageElement(image: Image, name: string): MdxJsxTextElement {
  const src: MdxJsxAttribute = {
    type: 'mdxJsxAttribute',
    name: 'src',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: name,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name } }],
        },
      },
    },
  };
  const text = (attribute: string, value: string | null | undefined): MdxJsxAttribute[] =>
    value == null ? [] : [{ type: 'mdxJsxAttribute', name: attribute, value }];
  return {
    type: 'mdxJsxTextElement',
    name: 'img',
    attributes: [src, ...text('alt', image.alt), ...text('title', image.title)],
    children: [],
    position: image.position,
  };
}
