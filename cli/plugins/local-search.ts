import { routeKey } from '../../common/route-files.js';
import { swizzledComponents, themeComponent } from '../bundle/swizzled.js';
import { isRecord } from '../docusaurus/fields.js';
import type { SitePlugin } from './lifecycle.js';
import { pluginThemeDir } from './page-outputs.js';

/**
 * A local search plugin (`@easyops-cn/docusaurus-search-local` and the like) has a search box and a
 * search page in its theme, both reading an index its `postBuild` makes from every built page.
 * ckdocs's own search takes the box's place (cli/bundle/swizzled.ts); where the plugin's page is at
 * ckdocs's search URL, ckdocs's page takes that too, and the index nothing reads any more is not
 * made: the plugin's `postBuild` is not run, with a warning. A site with a box or a page of its own
 * in `src/theme/` keeps the plugin as it is, since those may read the index.
 */
export async function withOwnSearch(
  plugins: SitePlugin[],
  { siteDir, searchPath, warn }: { siteDir: string; searchPath: string; warn: (text: string) => void },
): Promise<SitePlugin[]> {
  // Only a plugin that adds a search page at ckdocs's search URL and writes after the build is one.
  const candidate = (plugin: SitePlugin) =>
    plugin.instance.postBuild && plugin.routes.some(({ route }) => isSearchPageAt(route, searchPath));
  if (!plugins.some(candidate)) return plugins;
  const own = swizzledComponents(siteDir).files;
  if (own.has('SearchBar') || own.has('SearchPage')) return plugins;
  return Promise.all(
    plugins.map(async (plugin) => {
      if (!candidate(plugin)) return plugin;
      const dir = await pluginThemeDir(plugin, siteDir);
      if (!dir || !themeComponent(dir, 'SearchBar') || !themeComponent(dir, 'SearchPage')) return plugin;
      warn(
        `plugin ${plugin.name}: ckdocs's own search page is at ${searchPath} in place of the plugin's, and the plugin's postBuild, which makes the index its search box and page read, is not run`,
      );
      const routes = plugin.routes.filter(({ route }) => !isSearchPageAt(route, searchPath));
      return { ...plugin, routes, postBuildLeftOut: true as const };
    }),
  );
}

const isSearchPageAt = (route: unknown, path: string) =>
  isRecord(route) &&
  route.component === '@theme/SearchPage' &&
  typeof route.path === 'string' &&
  routeKey(route.path) === routeKey(path);
