import { useMemo, type ComponentType } from 'react';
import RouteProviders from 'ck:docusaurus-route-providers';
import { useCurrentPage, useSiteData } from '../context.js';
import type { DocTag, NavLink, PageData, VersionData } from '../../common/data.js';
import type { MdxContent } from '../../common/mdx-content.js';
import { ownVersionName } from '../../common/docs-instances.js';
import { escapeHtml } from '../../common/escape-html.js';

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

/** A doc as Docusaurus's docs plugin describes it to a DocItem (`content.metadata`), as far as ckdocs knows it. */
interface DocMetadata {
  id: string;
  title: string;
  description: string;
  permalink: string;
  /** The version's name in its set of docs (`current`). */
  version: string;
  sidebar?: string;
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  tags: DocTag[];
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
  unlisted: boolean;
  draft: boolean;
  frontMatter: Record<string, unknown>;
}

/**
 * What a DocItem gets as `content`: the doc's content component, with the module's other exports
 * and the doc's metadata, headings and assets set on it, as Docusaurus sets them on the module's
 * default export.
 */
export type DocItemContent = MdxContent &
  Omit<DocModule, 'default'> & {
    metadata: DocMetadata;
    /** Each heading's HTML, id and level. */
    toc: { value: string; id: string; level: number }[];
    assets: { image?: string };
  };

const pagination = (link?: NavLink) => link && { title: link.label, permalink: link.href };

function docMetadata(
  page: PageData,
  version: VersionData | undefined,
  frontMatter: Record<string, unknown>,
): DocMetadata {
  const doc = page.doc!;
  return {
    id: doc.id,
    title: doc.title,
    description: page.description,
    permalink: doc.permalink,
    version: version ? ownVersionName(version) : doc.version,
    sidebar: doc.sidebar,
    editUrl: doc.editUrl,
    // Docusaurus counts in milliseconds, git in seconds.
    lastUpdatedAt: doc.lastUpdate?.time === undefined ? undefined : doc.lastUpdate.time * 1000,
    lastUpdatedBy: doc.lastUpdate?.author,
    tags: doc.tags ?? [],
    previous: pagination(doc.prev),
    next: pagination(doc.next),
    unlisted: page.unlisted === true,
    // Drafts are never built.
    draft: false,
    frontMatter,
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
      // The DocItem renders it with no props: the theme's MDX components come from the page.
      const rendered: MdxContent = (props) => (
        <Content {...props} components={{ ...components, ...props.components }} />
      );
      const set = {
        ...exports,
        metadata: docMetadata(page, version, module.frontMatter),
        toc: page.doc!.toc.map((item) => ({ value: escapeHtml(item.text), id: item.id, level: item.depth })),
        assets: {},
      };
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
