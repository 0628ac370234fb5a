import { useMemo, type ComponentType, type ReactNode } from 'react';
import { textOf } from '../theme/Heading.js';
import RouteProviders from 'ck:docusaurus-route-providers';
import { useCurrentPage, useSiteData } from '../context.js';
import type { MdxContent } from '../../common/mdx-content.js';
import { docOfPage, type DocContextValue } from './doc-context.js';

/**
 * A doc's compiled module as the build hands it over (cli/bundle/doc-item-module.ts): its content,
 * its front matter, its h1's text and whatever else the page exports.
 */
export interface DocModule {
  default: MdxContent;
  frontMatter: Record<string, unknown>;
  contentTitle?: string;
  [name: string]: unknown;
}

/**
 * What a DocItem gets as `content`: the doc's content component, with the module's other exports
 * and the doc's metadata, headings and assets set on it, as Docusaurus sets them on the module's
 * default export.
 */
export type DocItemContent = MdxContent & Omit<DocModule, 'default'> & Omit<DocContextValue, 'frontMatter'>;

type HeadingComponent = ComponentType<{ id?: string; children?: ReactNode }>;

/**
 * The h1 that gives the doc its title in a `<header>`, as Docusaurus's MDX loader puts it there
 * (the classic theme's DocItem styles what follows the header by it); another h1 as it is.
 */
function titleInHeader(H1: HeadingComponent | string = 'h1', title: string): HeadingComponent {
  return function DocTitleHeading(props) {
    const heading = <H1 {...props} />;
    return textOf(props.children).trim() === title ? <header>{heading}</header> : heading;
  };
}

/**
 * The content component of a doc whose version names its own DocItem (`docItemComponent`): the
 * DocItem, given `content` as Docusaurus gives it, inside the providers the classic theme's
 * components read (theme-common's, where the site's pages do not have them already).
 */
export function docItemPage(DocItem: ComponentType<{ content: DocItemContent }>, module: DocModule): MdxContent {
  const { default: Content, ...exports } = module;
  return function DocItemPage({ components }) {
    const { page } = useCurrentPage();
    const version = useSiteData().versions.find((v) => v.name === page.doc?.version);
    const content = useMemo(() => {
      const title = exports.contentTitle;
      const h1 =
        title === undefined ? {} : { h1: titleInHeader(components?.h1 as HeadingComponent | undefined, title) };
      // The DocItem renders it with no props: the theme's MDX components come from the page.
      const rendered: MdxContent = (props) => (
        <Content {...props} components={{ ...components, ...h1, ...props.components }} />
      );
      const { metadata, toc, assets } = docOfPage(page, version, module.frontMatter);
      const set = { ...exports, metadata, toc, assets };
      // Defined rather than assigned: a page may export `name`, which a function holds read-only.
      for (const [key, value] of Object.entries(set))
        Object.defineProperty(rendered, key, { value, enumerable: true, configurable: true });
      return rendered as DocItemContent;
    }, [page, version, components]);
    return (
      <RouteProviders>
        <DocItem content={content} />
      </RouteProviders>
    );
  };
}
