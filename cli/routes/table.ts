import { docsOptionsOf } from '../content/set-options.js';
import type { SiteConfig } from '../config/schema.js';
import type { LastUpdate } from '../content/last-update.js';
import { docTitle, nameLabel } from '../content/labels.js';
import { frontMatterAsWritten } from '../content/front-matter.js';
import { pageTitle } from '../../common/page-title.js';
import { THEME_LABELS } from '../../common/theme-labels.js';
import type { DocSource, VersionContent } from '../content/types.js';
import type { ApiModel } from '../api/models.js';
import type { CompiledDoc } from '../mdx/types.js';
import type { DocData, PageData } from '../../common/data.js';
import { categoryIndexRoutes } from './category-indexes.js';
import { tagRoutes } from './tag-pages.js';
import { addCardDescriptions } from './doc-cards.js';
import { addVersionDocs } from './version-docs.js';
import { sitePath } from './navbar.js';
import { homeData } from './site-data.js';
import { placeIn } from './sidebar-places.js';
import { docPagination } from './doc-pagination.js';
import { docEditUrl } from './edit-url.js';
import type { Route } from './types.js';
import type { DocusaurusCore } from '../docusaurus/core.js';

/** The titles of the theme's own pages, in the locale built (the theme's strings, as its h1s say them). */
export interface RouteTitles {
  search: string;
  notFound: string;
}

const ENGLISH_TITLES: RouteTitles = { search: THEME_LABELS.searchDocs.text, notFound: THEME_LABELS.notFound.text };

/**
 * The route table: every page of the site, once. Everything else derives from it. On a Docusaurus
 * site (`docusaurus`, its docs plugin's excerpt), each doc's page carries its front matter (the
 * site's components may read it, `useDoc()`), and a doc without a description has the docs plugin's.
 */
export function buildRoutes(
  config: SiteConfig,
  siteDir: string,
  versions: VersionContent[],
  compiled: Map<DocSource, CompiledDoc>,
  lastUpdates: Map<string, LastUpdate>,
  {
    apiModels = new Map(),
    docusaurus,
    titles = ENGLISH_TITLES,
  }: {
    apiModels?: Map<string, ApiModel>;
    docusaurus?: Pick<DocusaurusCore, 'docExcerpt'>;
    titles?: RouteTitles;
  } = {},
): Route[] {
  const routes: Route[] = [
    {
      path: sitePath(config, '/'),
      page: {
        kind: 'home',
        path: sitePath(config, '/'),
        title: `${config.title} | ${config.tagline}`,
        description: config.tagline,
        home: homeData(config),
      },
    },
    {
      path: sitePath(config, '/search'),
      page: {
        kind: 'search',
        path: sitePath(config, '/search'),
        title: pageTitle(titles.search, config.title, config.titleDelimiter),
        description: `Search the ${config.title} documentation`,
      },
    },
  ];
  const titleOf = (doc: DocSource) =>
    doc.frontMatter.title ?? compiled.get(doc)!.title ?? docTitle(doc, nameLabel(config.docs.titleCaseLabels));
  for (const version of versions) {
    const versionRoutes = routes.length;
    const pagination = docPagination(version, titleOf);
    for (const doc of version.docs) {
      const out = compiled.get(doc)!;
      const sidebar = doc.sidebar ? (version.sidebars[doc.sidebar] ?? []) : [];
      const fm = doc.frontMatter;
      const title = titleOf(doc);
      const place = placeIn(sidebar, doc.permalink, title);
      const min = fm.toc_min_heading_level ?? config.toc.minHeadingLevel;
      const max = fm.toc_max_heading_level ?? config.toc.maxHeadingLevel;
      const toc = out.headings.filter((h) => h.depth >= min && h.depth <= max);
      const update = lastUpdates.get(doc.file);
      const symbols = apiModels.get(version.name)?.symbols ?? {};
      const linked = out.apiNames.filter((name) => Object.hasOwn(symbols, name));
      const lastUpdate = shownLastUpdate(fm.last_update, update, docsOptionsOf(config.docs, version));
      const docData: DocData = {
        id: doc.id,
        version: version.name,
        title,
        hideTitle: fm.hide_title,
        hasOwnH1: out.title !== undefined,
        toc,
        hideToc: fm.hide_table_of_contents,
        sidebar: doc.sidebar,
        breadcrumbs: place.breadcrumbs,
        ...pagination(doc, place),
        lastUpdate,
        // The doc's own address, or none (null), over the one the site's `editUrl` gives.
        editUrl:
          fm.custom_edit_url === null
            ? undefined
            : (fm.custom_edit_url ?? docEditUrl(config, siteDir, doc, version.name)),
        permalink: doc.permalink,
        tags: doc.tags.length ? doc.tags : undefined,
        apiLinks: linked.length ? Object.fromEntries(linked.map((name) => [name, symbols[name]!])) : undefined,
        // A version's own DocItem has it from the doc's module.
        ...(docusaurus && !version.docItemComponent && { frontMatter: frontMatterAsWritten(fm) }),
        // The classic theme keeps the table of contents' column for a doc with headings it does not list.
        ...(docusaurus && toc.length === 0 && out.headings.length > 0 && { unlistedHeadings: true as const }),
      };
      const page: PageData = {
        kind: 'doc',
        path: doc.permalink,
        title: pageTitle(title, config.title, config.titleDelimiter),
        description:
          fm.description ??
          (docusaurus ? (docusaurus.docExcerpt(doc.body) ?? '') : (out.excerpt?.slice(0, 160) ?? config.tagline)),
        doc: docData,
        ...(fm.unlisted && { unlisted: true }),
      };
      const sidebarKey = doc.sidebar ? `${version.name}/${doc.sidebar}` : undefined;
      const route: Route = { path: doc.permalink, page, doc, sidebarKey, sidebar: doc.sidebar ? sidebar : undefined };
      routes.push(route);
      // The version root shows its main doc (canonical URL stays the doc's own).
      if (config.docs.versionRootPages && doc.id === version.mainDocId && doc.permalink !== version.path) {
        routes.push({ ...route, path: version.path, page: { ...page, path: version.path } });
      }
    }
    routes.push(...tagRoutes(config, version, routes.slice(versionRoutes), compiled));
    routes.push(...categoryIndexRoutes(config, version));
  }
  for (const version of versions) {
    const model = apiModels.get(version.name);
    if (model) routes.push(...apiRoutes(config, version, model));
  }
  linkAlternates(routes, versions);
  addCardDescriptions(routes, compiled);
  if (docusaurus) addVersionDocs(routes, compiled, siteDir);
  return routes;
}

/** Tells each doc where the same doc id lives in the other versions of its set of docs, for the version dropdown. */
function linkAlternates(routes: Route[], versions: VersionContent[]): void {
  const instanceOf = new Map(versions.map((v) => [v.name, v.instance]));
  const byId = new Map<string, DocData[]>();
  for (const { page } of routes) {
    if (!page.doc || page.path !== page.doc.permalink) continue;
    const key = `${instanceOf.get(page.doc.version)}\0${page.doc.id}`;
    byId.set(key, [...(byId.get(key) ?? []), page.doc]);
  }
  for (const docs of byId.values()) {
    if (docs.length < 2) continue;
    for (const doc of docs)
      doc.alternates = Object.fromEntries(docs.filter((d) => d !== doc).map((d) => [d.version, d.permalink]));
  }
}

/** API reference pages: laid out like docs (sidebar `api`, breadcrumbs, previous/next), content from the model. */
function apiRoutes(config: SiteConfig, version: VersionContent, model: ApiModel): Route[] {
  const sidebar = version.sidebars.api ?? [];
  return model.pages.map((p) => {
    const doc: DocData = {
      id: p.id,
      version: version.name,
      title: p.title,
      hideTitle: false,
      hasOwnH1: false,
      toc: p.toc,
      hideToc: false,
      sidebar: 'api',
      ...placeIn(sidebar, p.path, p.title),
      permalink: p.path,
    };
    const page: PageData = {
      kind: 'doc',
      path: p.path,
      title: pageTitle(p.title, config.title, config.titleDelimiter),
      description: p.description,
      doc,
      api: p.api,
      apiIndex: p.apiIndex,
      apiChanges: p.apiChanges,
    };
    return { path: p.path, page, sidebarKey: `${version.name}/api`, sidebar };
  });
}

/** The page served for unknown paths (404.html). */
export function notFoundRoute(config: SiteConfig, titles: RouteTitles = ENGLISH_TITLES): Route {
  const path = sitePath(config, '/404');
  return {
    path,
    page: {
      kind: 'notFound',
      path,
      title: pageTitle(titles.notFound, config.title, config.titleDelimiter),
      description: 'This page does not exist.',
    },
  };
}

/**
 * A doc's last update as shown: each of its date and author only where the config shows it, the
 * front matter's `last_update` first, else git's, as Docusaurus reads them.
 */
function shownLastUpdate(
  written: { author?: string; date?: string | Date } | undefined,
  git: LastUpdate | undefined,
  show: { showLastUpdateAuthor: boolean; showLastUpdateTime: boolean },
): Partial<LastUpdate> | undefined {
  const author = show.showLastUpdateAuthor ? (written?.author ?? git?.author) : undefined;
  const writtenTime = written?.date ? Math.floor(new Date(written.date).getTime() / 1000) : undefined;
  const time = show.showLastUpdateTime ? (writtenTime ?? git?.time) : undefined;
  return author === undefined && time === undefined ? undefined : { author, time };
}
