import { routeKey } from '../../common/route-files.js';
import { swizzledComponents, themeComponent, themeFolderFiles } from '../bundle/swizzled.js';
import { isRecord } from '../docusaurus/fields.js';
import type { SitePlugin } from './lifecycle.js';
import { pluginThemeDir } from './page-outputs.js';

/**
 * A local search plugin (`@easyops-cn/docusaurus-search-local`, `docusaurus-lunr-search` and the
 * like) has a search box in its theme, and may have a search page, both reading an index its
 * `postBuild` makes from every built page. ckdocs's own search takes the box's place
 * (cli/bundle/swizzled.ts); where the plugin's page is at ckdocs's search URL, ckdocs's page takes
 * that too, and the index nothing reads any more is not made: the plugin's `postBuild` is not run,
 * with a warning. A site with a box or a page of its own in `src/theme/` keeps the plugin as it
 * is, since those may read the index.
 */
export async function withOwnSearch(
  plugins: SitePlugin[],
  { siteDir, searchPath, warn }: { siteDir: string; searchPath: string; warn: (text: string) => void },
): Promise<SitePlugin[]> {
  const searchPage = (plugin: SitePlugin) => plugin.routes.some(({ route }) => isSearchPageAt(route, searchPath));
  // Only a plugin that writes after the build, with a search page at ckdocs's search URL or no page, is one.
  const candidate = (plugin: SitePlugin) => plugin.instance.postBuild && (searchPage(plugin) || !plugin.routes.length);
  if (!plugins.some(candidate)) return plugins;
  const own = swizzledComponents(siteDir).files;
  if (own.has('SearchBar') || own.has('SearchPage')) return plugins;
  return Promise.all(
    plugins.map(async (plugin) => {
      if (!candidate(plugin)) return plugin;
      const dir = await pluginThemeDir(plugin, siteDir);
      const page = searchPage(plugin);
      if (!dir || !themeComponent(dir, 'SearchBar')) return plugin;
      // Its page is ckdocs's at the search URL; a plugin without one has a search box alone in its
      // theme (a theme with more is a plugin whose postBuild may make more than the box's index).
      if (page ? !themeComponent(dir, 'SearchPage') : !searchBoxAlone(dir)) return plugin;
      warn(
        page
          ? `plugin ${plugin.name}: ckdocs's own search page is at ${searchPath} in place of the plugin's, and the plugin's postBuild, which makes the index its search box and page read, is not run`
          : `plugin ${plugin.name}: ckdocs's own search box is in place of the plugin's, and the plugin's postBuild, which makes the index its search box reads, is not run`,
      );
      const routes = plugin.routes.filter(({ route }) => !isSearchPageAt(route, searchPath));
      return { ...plugin, routes, postBuildLeftOut: true as const };
    }),
  );
}

/** Whether every component of a theme folder is its search box or a part of it. */
const searchBoxAlone = (dir: string) =>
  [...themeFolderFiles(dir).keys()].every((name) => name === 'SearchBar' || name.startsWith('SearchBar/'));

const isSearchPageAt = (route: unknown, path: string) =>
  isRecord(route) &&
  route.component === '@theme/SearchPage' &&
  typeof route.path === 'string' &&
  routeKey(route.path) === routeKey(path);
