import { useMemo, type ComponentType } from 'react';
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
      // The DocItem renders it with no props: the theme's MDX components come from the page.
      const rendered: MdxContent = (props) => (
        <Content {...props} components={{ ...components, ...props.components }} />
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
