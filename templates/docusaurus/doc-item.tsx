import { useMemo, type ComponentType } from 'react';
import RouteProviders from 'ck:docusaurus-route-providers';
import { useCurrentPage, useSiteData } from '../context.js';
import type { MdxContent } from '../../common/mdx-content.js';
import { docOfPage, type DocContextValue } from './doc-context.js';
import { tocHtml } from '../../common/toc-html.js';

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
      // The module's headings, every level, as Docusaurus's; the page's, of the levels shown, where it has none.
      const { metadata, toc, assets } = docOfPage(page, version, module.frontMatter);
      return contentWith(Content, components, {
        ...exports,
        metadata,
        toc: exports.toc ?? toc,
        assets,
      }) as DocItemContent;
    }, [page, version, components]);
    return (
      <RouteProviders>
        <DocItem content={content} />
      </RouteProviders>
    );
  };
}

/**
 * The content component of a Markdown page drawn by a theme's own MDXPage: the MDXPage, given
 * `content` as Docusaurus's pages plugin gives it (the page's metadata and headings on its content
 * component), inside the providers the classic theme's components read.
 */
export function mdxPagePage(MDXPage: ComponentType<{ content: MdxContent }>, module: DocModule): MdxContent {
  const { default: Content, ...exports } = module;
  return function MdxPagePage({ components }) {
    const { page } = useCurrentPage();
    const content = useMemo(() => {
      const metadata = {
        type: 'mdx',
        title: page.mdxPage?.title,
        description: page.description,
        frontMatter: module.frontMatter,
        permalink: page.path,
        unlisted: page.unlisted === true,
      };
      const toc =
        exports.toc ??
        (page.mdxPage?.toc ?? []).map((item) => ({ value: tocHtml(item), id: item.id, level: item.depth }));
      return contentWith(Content, components, { ...exports, metadata, toc, assets: {} });
    }, [page, components]);
    return (
      <RouteProviders>
        <MDXPage content={content} />
      </RouteProviders>
    );
  };
}

/**
 * The content as a theme's page component takes it: rendered with no props, the theme's MDX
 * components coming from the page, and `fields` set on it.
 */
function contentWith(Content: MdxContent, components: Record<string, unknown> | undefined, fields: object): MdxContent {
  const rendered: MdxContent = (props) => <Content {...props} components={{ ...components, ...props.components }} />;
  // Defined rather than assigned: a page may export `name`, which a function holds read-only.
  for (const [key, value] of Object.entries(fields))
    Object.defineProperty(rendered, key, { value, enumerable: true, configurable: true });
  return rendered;
}
