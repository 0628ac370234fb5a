import type { ApiModel } from '../api/models.js';
import { blogRoutes } from '../blog/routes.js';
import type { DocSource, VersionContent } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import { PLUGIN_MARKDOWN_VERSION, type MarkdownPage } from '../pages/plugin-markdown.js';
import { pageRoutes, withSitePages } from '../pages/routes.js';
import { buildSiteData } from '../routes/site-data.js';
import { buildRoutes, notFoundRoute } from '../routes/table.js';
import { sitePath } from '../routes/navbar.js';
import { routeKey } from '../../common/route-files.js';
import { withHtmlClasses } from '../docusaurus/html-classes.js';
import { docsPluginPaths } from '../docusaurus/docs-paths.js';
import type { SitePages } from '../pages/scan.js';
import type { Route } from '../routes/types.js';
import type { SiteData } from '../../common/data.js';
import type { SiteConfig } from '../config/schema.js';
import type { SiteSetup } from './config.js';
import { routeTitles } from './bundle-locale.js';
import type { SiteContent } from './content.js';

/** The routes stage's output: the route table, the 404 page's route, and the data every page shares. */
export interface SiteRoutes {
  /** Site-wide data every page reads (title, navbar, footer, versions). */
  readonly site: SiteData;
  /** Every page of the site, once; the 404 page apart. */
  readonly routes: readonly Route[];
  readonly notFound: Route;
  /** The content's versions, each with an API given its model's sidebar (`api`): the sidebars pages show. */
  readonly versions: readonly VersionContent[];
  /** URLs a page was added at after another one: the first is built (`onDuplicateRoutes` says what else). */
  readonly duplicates: readonly string[];
}

/** Stage 4: the route table, from the docs, their compiled pages, the API models, the site's own pages and the blog's. */
export function routeSite(
  setup: SiteSetup,
  content: SiteContent,
  compiled: Map<VersionContent['docs'][number], CompiledDoc>,
  apiModels: Map<string, ApiModel>,
): SiteRoutes {
  const { config, siteDir } = setup;
  const versions = withApiSidebars(content.versions, apiModels);
  const titles = routeTitles(setup);
  const withPages = withSitePages(
    buildRoutes(config, siteDir, versions, compiled, content.lastUpdates, {
      apiModels,
      docusaurus: setup.docusaurus?.core,
      titles,
    }),
    [...pageRoutes(config, content.pages, compiled), ...blogRoutes(config, content.blog, compiled)],
  );
  const made = withPluginMarkdown(withPages.routes, compiled);
  // A Docusaurus site's base URL shows its own page or doc there, else nothing: ckdocs's home is not made.
  const routes = setup.docusaurus ? made.filter((route) => route.page.kind !== 'home') : made;
  const base = routeKey(sitePath(config, '/'));
  const noHome = setup.docusaurus !== undefined && !routes.some((route) => routeKey(route.path) === base);
  const htmlClasses = (list: Route[]) => withPageHtmlClasses(setup, list, versions, content.pages);
  return {
    site: { ...sharedSiteData(setup, versions), ...(noHome && { noHome: true as const }) },
    routes: htmlClasses(routes),
    notFound: htmlClasses([notFoundRoute(config, titles)])[0]!,
    versions,
    duplicates: [...versions.flatMap((version) => version.shadowed ?? []), ...withPages.duplicates],
  };
}

/**
 * The data every page shares: ckdocs's, and on a Docusaurus site its plugins' global data and its
 * docs plugins' base paths. `apiPending`: the versions whose API is still being made (serve).
 */
export function sharedSiteData(
  setup: SiteSetup,
  versions: VersionContent[],
  apiPending?: ReadonlySet<string>,
): SiteData {
  const within = localesWithin(setup.config);
  return {
    ...buildSiteData(setup.config, versions, setup.configFile, apiPending),
    ...(within.length && { localesWithin: within }),
    globalData: setup.fromPlugins?.globalData,
    ...(setup.docusaurus && { docsPaths: docsPluginPaths(setup.docusaurus) }),
  };
}

/** The base URLs of the site's other locales within the locale built's (`SiteData.localesWithin`). */
function localesWithin(config: SiteConfig): string[] {
  const i18n = config.localization;
  const current = i18n?.locales.find((locale) => locale.name === i18n.current);
  if (!i18n || !current) return [];
  return i18n.locales
    .filter((locale) => locale !== current && locale.url === current.url)
    .map((locale) => locale.baseUrl)
    .filter((baseUrl) => baseUrl.startsWith(current.baseUrl) && baseUrl !== current.baseUrl);
}

/** On a Docusaurus site, each page with the classes its theme gives the page's `<html>` (cli/docusaurus/html-classes.ts). */
export function withPageHtmlClasses<R extends Route>(
  setup: SiteSetup,
  routes: R[],
  versions: readonly VersionContent[],
  pages: Pick<SitePages, 'components'>,
): R[] {
  if (!setup.docusaurus) return routes;
  return withHtmlClasses(routes, versions, pages.components, {
    baseUrl: setup.config.baseUrl,
    plugins: setup.docusaurus.plugins,
  });
}

/**
 * A plugin's page that shows one of its Markdown files whole (a blog post's) is that file's: its
 * search text, the links the check follows and the front matter its head reads are the file's.
 */
function withPluginMarkdown(routes: Route[], compiled: Map<DocSource, CompiledDoc>): Route[] {
  const whole = new Map(
    [...compiled.keys()]
      .filter((doc) => doc.version === PLUGIN_MARKDOWN_VERSION && !(doc as MarkdownPage).specifier.includes('?'))
      .map((doc) => [doc.permalink.replace(/(.)\/$/, '$1'), doc]),
  );
  if (!whole.size) return routes;
  return routes.map((route) => {
    const doc = route.page.kind === 'page' && !route.doc ? whole.get(route.path.replace(/(.)\/$/, '$1')) : undefined;
    return doc ? { ...route, doc } : route;
  });
}

/** The versions with each API's sidebar (`api`) added, as new objects: the content's stay as scanned. */
export function withApiSidebars(
  versions: readonly VersionContent[],
  apiModels: Map<string, ApiModel>,
): VersionContent[] {
  return versions.map((version) => {
    const model = apiModels.get(version.name);
    return model ? { ...version, sidebars: { ...version.sidebars, api: model.sidebar } } : version;
  });
}
