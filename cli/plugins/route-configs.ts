import type { VersionContent } from '../content/types.js';
import type { Route } from '../routes/types.js';
import { ownVersionName } from '../../common/version-names.js';
import type { AddedRoute } from '../pages/plugin-routes.js';

/** A route as Docusaurus's `postBuild` hands plugins the site's routes (its `RouteConfig`). */
export interface RouteConfig {
  path: string;
  exact?: boolean;
  component?: string;
  routes?: RouteConfig[];
  props?: Record<string, unknown>;
  sidebar?: string;
  plugin?: { name: string; id: string };
  [key: string]: unknown;
}

/** The docs plugin's name, as Docusaurus's routes and loaded plugins give it. */
export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
/** The kinds of page the pages plugin makes: the site's components and Markdown of src/pages/. */
const SITE_PAGES = new Set(['page', 'mdxPage']);

/**
 * The site's routes in Docusaurus's shapes, for plugins' `postBuild` (some read a version's docs
 * there to write files of their own): each set of docs as the docs plugin's tree (its root, a route
 * per version with the version's metadata and docs as props, a route per doc), what the site's
 * plugins gave `addRoute` under their name and id, and every other page as a route of its path
 * (the site's own pages under the pages plugin's name).
 */
export function postBuildRoutes(
  routes: readonly Route[],
  versions: readonly VersionContent[],
  added: AddedRoute[],
): RouteConfig[] {
  const byDoc = docRoutes(routes);
  const instances = [...new Set(versions.map((v) => v.instance))];
  const docsTrees = instances.map((instance): RouteConfig => {
    const own = versions.filter((v) => v.instance === instance);
    return {
      path: (own.find((v) => v.isLast) ?? own[0]!).path,
      exact: false,
      component: '@theme/DocsRoot',
      plugin: { name: DOCS_PLUGIN, id: instance },
      routes: own.map((version) => versionRoute(version, byDoc)),
    };
  });
  const fromPlugins = added.map(({ plugin, id, route }) => ({
    ...(route as RouteConfig),
    plugin: { name: plugin, id },
  }));
  const covered = new Set([...byDoc.values()].map((route) => route.path));
  for (const route of fromPlugins) covered.add(route.path);
  const others = routes
    .filter((route) => !covered.has(route.path))
    .map((route) => ({
      path: route.path,
      exact: true,
      ...(SITE_PAGES.has(route.page.kind) && { plugin: { name: PAGES_PLUGIN, id: 'default' } }),
    }));
  return [...docsTrees, ...fromPlugins, ...others];
}

/** Each doc's own route, not the copy its version's root shows it at. */
function docRoutes(routes: readonly Route[]): Map<Route['doc'], Route> {
  const byDoc = new Map<Route['doc'], Route>();
  for (const route of routes) if (route.doc && !byDoc.has(route.doc)) byDoc.set(route.doc, route);
  return byDoc;
}

/**
 * Each set of docs's versions (by its id) as the docs plugin's loaded content has them: a version's
 * name, label, path and whether it is the last, and its docs' permalinks. A search plugin reads these
 * in `postBuild` to index each version on its own, and to tell docs from the other pages.
 */
export function loadedDocsVersions(routes: readonly Route[], versions: readonly VersionContent[]) {
  const byDoc = docRoutes(routes);
  const loaded = new Map<string, unknown[]>();
  for (const version of versions) {
    const docs = version.docs.flatMap((doc) => {
      const route = byDoc.get(doc);
      return route ? [{ id: doc.id, title: route.page.doc!.title, permalink: route.path }] : [];
    });
    const { label, path, isLast, mainDocId } = version;
    const own = { versionName: ownVersionName(version), label, path, isLast, mainDocId, docs };
    loaded.set(version.instance, [...(loaded.get(version.instance) ?? []), own]);
  }
  return loaded;
}

/** A version's route: its metadata and docs as Docusaurus's `PropVersionMetadata`, its docs' routes in it. */
function versionRoute(version: VersionContent, byDoc: Map<Route['doc'], Route>): RouteConfig {
  const docs = version.docs.flatMap((doc) => {
    const route = byDoc.get(doc);
    return route ? [{ doc, route }] : [];
  });
  const name = ownVersionName(version);
  return {
    path: version.path,
    exact: false,
    component: '@theme/DocVersionRoot',
    props: {
      version: {
        pluginId: version.instance,
        version: name,
        label: version.label,
        banner: version.banner === 'none' ? null : version.banner,
        badge: version.badge ?? true,
        noIndex: false,
        className: `docs-version-${name}`,
        isLast: version.isLast,
        docsSidebars: version.sidebars,
        docs: Object.fromEntries(
          docs.map(({ doc, route }) => [
            doc.id,
            { id: doc.id, title: route.page.doc!.title, description: route.page.description, sidebar: doc.sidebar },
          ]),
        ),
      },
    },
    routes: [
      {
        path: version.path,
        exact: false,
        component: '@theme/DocRoot',
        routes: docs.map(({ doc, route }) => ({
          path: route.path,
          exact: true,
          component: version.docItemComponent ?? '@theme/DocItem',
          ...(doc.sidebar && { sidebar: doc.sidebar }),
        })),
      },
    ],
  };
}
