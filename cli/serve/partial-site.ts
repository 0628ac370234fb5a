import type { DocSource, VersionContent } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import { needsBundle } from '../bundle/runtime-specifiers.js';
import { pageKey, pageModule } from '../bundle/page-module.js';
import type { PageModule } from '../bundle/types.js';
import { pageModuleKey } from '../render/route-document.js';
import type { ApiJob } from '../stages/api.js';
import type { SiteSetup } from '../stages/config.js';
import type { SiteContent } from '../stages/content.js';
import { sharedSiteData, withApiSidebars, withPageHtmlClasses } from '../stages/routes.js';
import { buildRoutes } from '../routes/table.js';
import { routeTitles } from '../stages/bundle-locale.js';
import type { Route } from '../routes/types.js';
import { generatedIndexModules } from '../routes/category-indexes.js';
import type { SiteData } from '../../common/data.js';
import { routeKey } from '../../common/route-files.js';

/**
 * Stands in for a page not compiled yet: routes are built with every doc (a page's version
 * dropdown links its copies in the other versions), but only compiled ones are served.
 */
const NOT_COMPILED: CompiledDoc = {
  code: '',
  imports: [],
  headings: [],
  anchors: [],
  links: [],
  linkTargets: [],
  samples: [],
  searchSections: [],
  apiNames: [],
  warnings: [],
  markdown: '',
  sizedImages: [],
  exportNames: [],
  partials: [],
};

/** What a page shows besides its content: compared once the whole site is in. */
const shownData = (route: Route) => JSON.stringify([route.page, route.sidebar ?? null]);

/**
 * The site `serve` answers from before TypeDoc and the other pages are done. Its site data has
 * the API models found in the cache (navbar items leading to an API still being made are left
 * out), and each page compiles when it is asked for. `changed` then tells which of the pages
 * served so far show something else in the complete site, or lacked what it adds, for them to reload.
 */
export function partialSite(
  setup: SiteSetup,
  { versions: scanned, lastUpdates, pages }: SiteContent,
  api: Pick<ApiJob, 'cached' | 'pending'>,
  compile: (doc: DocSource, version: VersionContent) => Promise<CompiledDoc>,
) {
  const { config, siteDir, docusaurus } = setup;
  const apiModels = new Map([...api.cached].map(([name, { model }]) => [name, model]));
  const versions = withApiSidebars(scanned, apiModels);
  const site: SiteData = sharedSiteData(setup, versions, api.pending);
  const compiled = new Map<DocSource, CompiledDoc>();
  // The route table, made again only after a page compiled (requests for compiled pages reuse it).
  let table: Map<string, Route> | undefined;
  const routesOf = () =>
    (table ??= new Map(
      withPageHtmlClasses(
        setup,
        buildRoutes(
          config,
          siteDir,
          versions,
          new Map(versions.flatMap((v) => v.docs.map((d) => [d, compiled.get(d) ?? NOT_COMPILED]))),
          lastUpdates,
          { apiModels, docusaurus: docusaurus?.core, titles: routeTitles(setup) },
        ),
        versions,
        pages,
      ).map((r) => [routeKey(r.path), r]),
    ));
  // Paths known before anything compiles (docs, version roots, home, search, cached API pages), with
  // their doc. The site's own pages are the complete site's: ckdocs's home is not shown in the place of theirs.
  const ownPages = [...pages.components, ...pages.markdown.docs].map((page) => page.permalink);
  const own = new Set(ownPages.map(routeKey));
  // By `routeKey`: a page is found with its trailing slash or without.
  const known = new Map([...routesOf()].filter(([key]) => !own.has(key)).map(([key, r]) => [key, r] as const));
  const shown = new Map<string, string>();
  /** Pages served without the stylesheet their code may import: the complete site's bundle makes it. */
  const unstyled = new Set<string>();
  /** Compiled pages as page modules, for the server renderer; generated indexes need no compiling. */
  const modules = new Map<string, PageModule>(generatedIndexModules(versions).map((page) => [page.key, page]));

  return {
    site,
    /** The content's versions with the cached APIs' sidebars. */
    versions,
    modules,
    /** Every path known before anything compiles, the site's own pages too. */
    paths: [...[...known.values()].map((r) => r.path), ...ownPages],

    /** The route at `path` once its page is compiled; undefined for paths only the complete site has (API pages TypeDoc is making, unknown ones). */
    async route(path: string): Promise<Route | undefined> {
      const key = routeKey(path);
      if (!known.has(key)) return undefined;
      const doc = known.get(key)!.doc;
      if (doc && !compiled.has(doc)) {
        const version = versions.find((v) => v.name === doc.version)!;
        const out = await compile(doc, version);
        compiled.set(doc, out);
        modules.set(
          pageKey(doc),
          pageModule(doc, out, { docItemComponent: version.docItemComponent, docusaurus: !!docusaurus }),
        );
        table = undefined;
      }
      return routesOf().get(key);
    },

    /** Records what a served page showed, and whether it lacked its stylesheet. */
    served(route: Route): void {
      shown.set(route.path, shownData(route));
      const key = pageModuleKey(route);
      if (key && modules.has(key) && needsBundle(modules.get(key)!)) unstyled.add(route.path);
    },

    /** Paths of the pages served early that the complete site shows ('*' when the site data changed) or styles otherwise. */
    changed(complete: { site: SiteData; routes: readonly Route[] }): string[] {
      if (!shown.size) return [];
      const routes = new Map(complete.routes.map((r) => [r.path, r]));
      const changed =
        JSON.stringify(complete.site) !== JSON.stringify(site)
          ? ['*']
          : [...shown]
              .filter(([path, data]) => !routes.has(path) || shownData(routes.get(path)!) !== data)
              .map(([path]) => path);
      return [...new Set([...changed, ...unstyled])];
    },
  };
}
