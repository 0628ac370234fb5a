import { isAbsolute, join } from 'node:path';
import { isRecord } from '../docusaurus/fields.js';
import type { Reporter } from '../util/reporter.js';
import type { ComponentPage } from './scan.js';

/** A route a plugin added in `contentLoaded` (`actions.addRoute`), as it handed it over. */
export interface AddedRoute {
  plugin: string;
  route: unknown;
}

/** Where a plugin's component path points: `@site/` is the site folder; others resolve as imports do. */
function componentSpecifier(component: string, siteDir: string): string {
  return component.startsWith('@site/') ? join(siteDir, component.slice('@site/'.length)) : component;
}

/**
 * The routes plugins added, as component pages: `path` (under the base URL, as Docusaurus takes
 * it), `component` (a module whose default export renders the page) and `modules` (each a module
 * the component gets as the prop of that name). What ckdocs cannot build is reported and left out.
 */
export function pluginRoutePages(
  added: AddedRoute[],
  input: { siteDir: string; configFile: string; reporter: Reporter },
): ComponentPage[] {
  return added.flatMap(({ plugin, route }, i) => {
    const skip = (why: string) => (
      input.reporter.warn(`plugin ${plugin}: addRoute ${why}: the route is not built`),
      []
    );
    if (!isRecord(route) || typeof route.path !== 'string' || typeof route.component !== 'string')
      return skip('takes { path, component } with a component module path');
    if (route.routes !== undefined) return skip(`with nested routes (${route.path}) is not supported by ckdocs`);
    const modules = isRecord(route.modules) ? Object.entries(route.modules) : [];
    if (modules.some(([, value]) => typeof value !== 'string'))
      return skip(`of ${route.path}: only module paths are supported as \`modules\``);
    const component = componentSpecifier(route.component, input.siteDir);
    return [
      {
        key: `_routes/${i}`,
        component,
        file: isAbsolute(component) ? component : input.configFile,
        permalink: route.path.replace(/(.)\/$/, '$1'),
        props: Object.fromEntries(
          modules.map(([name, value]) => [name, componentSpecifier(value as string, input.siteDir)]),
        ),
      },
    ];
  });
}
