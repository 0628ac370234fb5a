import type { Paragraph, PhrasingContent, Root } from 'mdast';
import { directiveFromMarkdown, type ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { directive } from 'micromark-extension-directive';
import type { Construct, Extension } from 'micromark-util-types';
import type { Processor } from 'unified';
import { walkTree } from './walk-tree.js';

/** The `:::type` blocks that are admonitions, as Docusaurus names them. */
export const ADMONITION_TYPES = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
];

/**
 * The element a title with Markdown in it becomes, first child of the admonition: the name
 * Docusaurus gives it, so an Admonition component written for Docusaurus finds it too.
 */
const TITLE_ELEMENT = 'mdxAdmonitionTitle';

/**
 * `:::` container blocks only: the text (`:name`) and leaf (`::name`) forms would take colons
 * in ordinary prose. The directive extension lists the container first.
 */
function containerDirectives(): Extension {
  const [container] = directive().flow![58] as Construct[];
  return { flow: { 58: container! } };
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** The label of `:::type[label]`, if written (it may be empty). */
function labelOf(node: ContainerDirective): Paragraph | undefined {
  const first = node.children[0];
  return first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
}

/**
 * `:::note` … `:::` blocks become <Admonition type="note">, as Docusaurus reads them: the title
 * in brackets is Markdown (`:::info[**Bold** title]`), a plain-text title goes in the `title`
 * attribute, and one with Markdown in it becomes the block's first child (TITLE_ELEMENT).
 * preprocess.ts rewrites the older `:::info Title` form into brackets, and escapes `:::name`
 * lines that are not admonitions.
 */
export function remarkAdmonitions(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(containerDirectives());
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
  return (tree: Root) => {
    walkTree<ContainerDirective>(tree, 'containerDirective', (node) => {
      const label = labelOf(node);
      const body = label ? node.children.slice(1) : node.children;
      const title: PhrasingContent[] = label?.children ?? [];
      const plainTitle =
        node.attributes?.title ?? (title.length === 1 && title[0]!.type === 'text' ? title[0]!.value : undefined);
      const attributes = [attribute('type', node.name)];
      if (plainTitle) attributes.push(attribute('title', plainTitle));
      if (node.attributes?.id) attributes.push(attribute('id', node.attributes.id));
      if (node.attributes?.class) attributes.push(attribute('className', node.attributes.class));
      const children: MdxJsxFlowElement['children'] = [...body];
      if (!plainTitle && title.length) {
        // Phrasing inside a flow element: it renders as the title's inline content, with no <p>.
        const heading = { type: 'mdxJsxFlowElement', name: TITLE_ELEMENT, attributes: [], children: title };
        children.unshift(heading as unknown as MdxJsxFlowElement);
      }
      // Changed in place: the walk goes on into the node's children, admonitions nested in it.
      const element: Omit<MdxJsxFlowElement, 'position'> = {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes,
        children,
      };
      Object.assign(node, element);
    });
  };
}
