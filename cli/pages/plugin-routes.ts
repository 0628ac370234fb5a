import { isAbsolute, join } from 'node:path';
import { isRecord } from '../docusaurus/fields.js';
import type { Reporter } from '../util/reporter.js';
import type { ComponentPage, RouteModules } from './scan.js';
import type { UrlStyle } from '../content/ids.js';
import { withTrailingSlash } from '../../common/route-files.js';

/** A route a plugin added in `contentLoaded` (`actions.addRoute`), as it handed it over. */
export interface AddedRoute {
  plugin: string;
  /** The plugin instance's id (`default` unless the config gives one). */
  id: string;
  route: unknown;
}

/** Where a plugin's module path points: `@site/` is the site folder; others resolve as imports do. */
function componentSpecifier(component: string, siteDir: string): string {
  return component.startsWith('@site/') ? join(siteDir, component.slice('@site/'.length)) : component;
}

/**
 * A route's `modules` (or `context`) with each leaf as the specifier the bundle imports: a path,
 * or Docusaurus's `{ __import: true, path, query }` (a blog list's `?truncated=true` posts).
 * Undefined when a leaf is neither.
 */
function moduleTree(value: unknown, siteDir: string): RouteModules | undefined {
  if (typeof value === 'string') return componentSpecifier(value, siteDir);
  if (isRecord(value) && value.__import === true && typeof value.path === 'string') {
    const query = isRecord(value.query) ? new URLSearchParams(value.query as Record<string, string>).toString() : '';
    return componentSpecifier(value.path, siteDir) + (query ? `?${query}` : '');
  }
  const entries = Array.isArray(value)
    ? value.map((item, i) => [i, item] as const)
    : isRecord(value)
      ? Object.entries(value)
      : undefined;
  if (!entries) return undefined;
  const tree: RouteModules = Array.isArray(value) ? [] : {};
  for (const [key, item] of entries) {
    const leaf = moduleTree(item, siteDir);
    if (leaf === undefined) return undefined;
    (tree as Record<string | number, RouteModules>)[key] = leaf;
  }
  return tree;
}

/**
 * The routes plugins added, as component pages: `path` (under the base URL, as Docusaurus takes
 * it), `component` (a module whose default export renders the page), `modules` (module paths the
 * component gets as props, in the shape given), `props` (data it gets as it is) and `context`
 * (what `useRouteContext` reads). What ckdocs cannot build is reported and left out.
 */
export function pluginRoutePages(
  added: AddedRoute[],
  input: { siteDir: string; configFile: string; reporter: Reporter; style?: UrlStyle },
): ComponentPage[] {
  // As Docusaurus's `addRoute` applies `trailingSlash`; ckdocs's own sites have none but the root's.
  const { trailingSlash, baseUrl = '/' } = input.style ?? {};
  const permalink = (path: string) =>
    trailingSlash === undefined ? path.replace(/(.)\/$/, '$1') : withTrailingSlash(path, trailingSlash, baseUrl);
  // Numbered in an order of their own: a plugin may add routes as its writes finish (the blog's
  // posts), and their chunks' names must not change from one build to the next.
  const ordered = added
    .map((entry) => ({
      entry,
      order: `${entry.plugin}\0${entry.id}\0${String(isRecord(entry.route) && entry.route.path)}`,
    }))
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .map(({ entry }) => entry);
  return ordered.flatMap(({ plugin, id, route }, i) => {
    const skip = (why: string) => (
      input.reporter.warn(`plugin ${plugin}: addRoute ${why}: the route is not built`),
      []
    );
    if (!isRecord(route) || typeof route.path !== 'string' || typeof route.component !== 'string')
      return skip('takes { path, component } with a component module path');
    if (route.routes !== undefined) return skip(`with nested routes (${route.path}) is not supported by ckdocs`);
    const modules = moduleTree(route.modules ?? {}, input.siteDir);
    const context = moduleTree(route.context ?? {}, input.siteDir);
    if (!isRecord(modules) || !isRecord(context))
      return skip(`of ${route.path}: \`modules\` and \`context\` take module paths (or \`{ __import, path }\`)`);
    const component = componentSpecifier(route.component, input.siteDir);
    return [
      {
        key: `_routes/${i}`,
        component,
        file: isAbsolute(component) ? component : input.configFile,
        permalink: permalink(route.path),
        modules: modules as Record<string, RouteModules>,
        ...(isRecord(route.props) && { data: route.props }),
        context: { plugin: { name: plugin, id }, data: context as Record<string, RouteModules> },
      },
    ];
  });
}
