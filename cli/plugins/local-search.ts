import { routeKey } from '../../common/route-files.js';
import { swizzledComponents, themeFolderFiles } from '../bundle/swizzled.js';
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
  const own = swizzledComponents(siteDir).files;
  if (own.has('SearchBar') || own.has('SearchPage')) return plugins;
  const replaced = await Promise.all(
    plugins.map(async (plugin) => {
      if (!plugin.instance.postBuild) return plugin;
      const dir = await pluginThemeDir(plugin, siteDir);
      const theme = dir ? themeFolderFiles(dir) : new Map<string, string>();
      if (!theme.has('SearchBar') || !theme.has('SearchPage')) return plugin;
      const routes = plugin.routes.filter(({ route }) => !isSearchPageAt(route, searchPath));
      if (routes.length === plugin.routes.length) return plugin;
      warn(
        `plugin ${plugin.name}: ckdocs's own search page is at ${searchPath} in place of the plugin's, and the plugin's postBuild, which makes the index its search box and page read, is not run`,
      );
      return { ...plugin, routes, postBuildLeftOut: true as const };
    }),
  );
  return replaced;
}

const isSearchPageAt = (route: unknown, path: string) =>
  isRecord(route) &&
  route.component === '@theme/SearchPage' &&
  typeof route.path === 'string' &&
  routeKey(route.path) === routeKey(path);
