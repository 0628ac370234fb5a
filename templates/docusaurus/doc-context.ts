// The doc context of the docs plugin's client (theme-common's before Docusaurus 3.5), in its place
// (cli/bundle/docusaurus-client.ts). A DocItem of the site's (a version's `docItemComponent`)
// provides its doc as Docusaurus's does; the docs ckdocs's theme draws have no DocProvider, so
// `useDoc()` there gives the page's.
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useCurrentPage, useSiteData } from '../context.js';
import type { DocTag, NavLink, PageData, VersionData } from '../../common/data.js';
import { ownVersionName } from '../../common/version-names.js';
import { tocHtml } from '../../common/toc-html.js';
import { lastUpdateText } from '../page-footer.js';
import classicDocs from 'ck:classic-docs';

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
  /** In milliseconds; before Docusaurus 3.2, in seconds, with `formattedLastUpdatedAt`. */
  lastUpdatedAt?: number;
  formattedLastUpdatedAt?: string;
  lastUpdatedBy?: string;
  tags: DocTag[];
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
  unlisted: boolean;
  draft: boolean;
  frontMatter: Record<string, unknown>;
}

/** What Docusaurus's `useDoc()` gives of the doc shown: its metadata, front matter, assets, h1 and headings. */
export interface DocContextValue {
  metadata: DocMetadata;
  frontMatter: Record<string, unknown>;
  assets: { image?: string };
  contentTitle?: string;
  /** Each heading's HTML, id and level. */
  toc: { value: string; id: string; level: number }[];
}

const pagination = (link?: NavLink) => link && { title: link.label, permalink: link.href };

/** The doc of a doc page as `useDoc()` gives it, but for its module's exports, with `frontMatter` as the doc's. */
export function docOfPage(
  page: PageData,
  version: VersionData | undefined,
  frontMatter: Record<string, unknown>,
): DocContextValue {
  const doc = page.doc!;
  const metadata: DocMetadata = {
    id: doc.id,
    title: doc.title,
    description: page.description,
    permalink: doc.permalink,
    version: version ? ownVersionName(version) : doc.version,
    sidebar: doc.sidebar,
    editUrl: doc.editUrl,
    ...lastUpdatedAt(doc.lastUpdate?.time),
    lastUpdatedBy: doc.lastUpdate?.author,
    tags: doc.tags ?? [],
    previous: pagination(doc.prev),
    next: pagination(doc.next),
    unlisted: page.unlisted === true,
    // Drafts are never built.
    draft: false,
    frontMatter,
  };
  return {
    metadata,
    frontMatter,
    assets: {},
    contentTitle: doc.hasOwnH1 ? doc.title : undefined,
    toc: doc.toc.map((item) => ({ value: tocHtml(item), id: item.id, level: item.depth })),
  };
}

/** A doc's last update time (git's, in seconds) as the installed docs plugin gives it. */
function lastUpdatedAt(time: number | undefined): Pick<DocMetadata, 'lastUpdatedAt' | 'formattedLastUpdatedAt'> {
  if (time === undefined) return {};
  if (classicDocs.lastUpdateInSeconds) return { lastUpdatedAt: time, formattedLastUpdatedAt: lastUpdateText(time) };
  return { lastUpdatedAt: time * 1000 };
}

/** The doc a DocProvider gives the components inside it. */
const Doc = createContext<DocContextValue | null>(null);

/** `DocProvider`: the doc of a DocItem's `content` (which holds the doc's fields) to the components inside it. */
export function DocProvider({ children, content }: { children: ReactNode; content: DocContextValue }): ReactNode {
  return createElement(Doc.Provider, { value: content }, children);
}

/** `useDoc`: the doc a DocProvider gives, else the doc page shown; off the docs, an error as in Docusaurus. */
export function useDoc(): DocContextValue {
  const provided = useContext(Doc);
  const { page } = useCurrentPage();
  const version = useSiteData().versions.find((v) => v.name === page.doc?.version);
  const shown = useMemo(
    () => (page.doc ? docOfPage(page, version, page.doc.frontMatter ?? {}) : undefined),
    [page, version],
  );
  if (provided) return provided;
  if (!shown) throw new Error(`useDoc() is for doc pages; ${page.path} is not one.`);
  return shown;
}
