import { ownBlogAliases } from '../docusaurus/blog-theme.js';
import type { Message, PluginBuild } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { toolRoot } from '../util/tool-root.js';
import { isDocusaurusSite } from '../docusaurus/generated-files.js';
import { themeFolderFiles } from './swizzled.js';

/**
 * The `@docusaurus/*` client modules ckdocs provides: the file under templates/docusaurus/ that
 * stands for each, and what it exports (tests/unit/docusaurus-modules.test.ts keeps the lists true).
 */
export const DOCUSAURUS_MODULES: Record<string, { file: string; exports: string[] }> = {
  '@docusaurus/BrowserOnly': { file: 'BrowserOnly.tsx', exports: ['default'] },
  '@docusaurus/constants': { file: 'constants.ts', exports: ['DEFAULT_PLUGIN_ID'] },
  '@docusaurus/ErrorBoundary': { file: 'ErrorBoundary.ts', exports: ['default'] },
  '@docusaurus/ExecutionEnvironment': { file: 'ExecutionEnvironment.ts', exports: ['default'] },
  '@docusaurus/Head': { file: 'Head.tsx', exports: ['default'] },
  '@docusaurus/Interpolate': { file: 'Interpolate.tsx', exports: ['default', 'interpolate'] },
  '@docusaurus/isInternalUrl': { file: 'isInternalUrl.ts', exports: ['default', 'hasProtocol'] },
  '@docusaurus/Link': { file: 'Link.tsx', exports: ['default'] },
  '@docusaurus/Noop': { file: 'Noop.ts', exports: ['default'] },
  '@docusaurus/plugin-content-docs/client': {
    file: 'docs-client.ts',
    exports: [
      'filterDocCardListItems',
      'findFirstSidebarItemLink',
      'isActiveSidebarItem',
      'useActiveVersion',
      'useCurrentSidebarCategory',
      'useCurrentSidebarSiblings',
      'useDocById',
      'useDocsSidebar',
      'useDocsVersion',
      'useLatestVersion',
      'useVersions',
    ],
  },
  '@docusaurus/router': { file: 'router.ts', exports: ['Redirect', 'useHistory', 'useLocation'] },
  '@docusaurus/theme-common': {
    file: 'theme-common.tsx',
    exports: [
      'PageMetadata',
      'ThemeClassNames',
      'duplicates',
      'prefersReducedMotion',
      'uniq',
      'useColorMode',
      'usePluralForm',
      'useThemeConfig',
      'useWindowSize',
    ],
  },
  '@docusaurus/Translate': { file: 'Translate.tsx', exports: ['default', 'translate'] },
  '@docusaurus/useBaseUrl': { file: 'useBaseUrl.ts', exports: ['addBaseUrl', 'default', 'useBaseUrlUtils'] },
  '@docusaurus/useBrokenLinks': { file: 'useBrokenLinks.ts', exports: ['default'] },
  '@docusaurus/useDocusaurusContext': { file: 'useDocusaurusContext.ts', exports: ['default'] },
  '@docusaurus/useGlobalData': {
    file: 'useGlobalData.ts',
    exports: ['default', 'useAllPluginInstancesData', 'usePluginData'],
  },
  '@docusaurus/useIsBrowser': { file: 'useIsBrowser.ts', exports: ['default'] },
  '@docusaurus/useIsomorphicLayoutEffect': { file: 'useIsomorphicLayoutEffect.ts', exports: ['default'] },
  '@docusaurus/useRouteContext': { file: 'useRouteContext.ts', exports: ['default', 'RouteContextProvider'] },
};

const moduleDir = join(toolRoot, 'templates/docusaurus');

/**
 * Theme components of Docusaurus's that pages import and ckdocs's own theme does not use, or
 * imports by that name so that a site's or a theme's own stands in for it (the docs' main column
 * around a DocItem). Kept apart from templates/theme/, whose components every page may use without
 * a bundle (and so load with the runtime): a page that imports one of these is bundled with it,
 * and the rest load none of it.
 */
const THEME_COMPONENTS = ['DocCard', 'DocCardList', 'DocRoot/Layout/Main', 'Layout', 'MDXComponents', 'SearchBar'];

/** `@docusaurus/*` specifier -> file, for esbuild's `alias` (resolved as the theme's own imports of the same files are). */
function moduleAliases(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DOCUSAURUS_MODULES).map(([name, { file }]) => [name, join(moduleDir, file)]),
  );
}

/** `@theme/X` -> file, for the components above. */
function themeComponentAliases(): Record<string, string> {
  return Object.fromEntries(
    THEME_COMPONENTS.map((name) => [`@theme/${name}`, join(moduleDir, 'theme', `${name}.tsx`)]),
  );
}

/**
 * `@theme-original/X` and `@theme-init/X` (how a site's own component wraps the theme's) as the
 * theme's `@theme/X`.
 */
function wrappedThemeAliases(themeAliases: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(themeAliases).flatMap(([name, file]) => [
      [name.replace('@theme/', '@theme-original/'), file],
      [name.replace('@theme/', '@theme-init/'), file],
    ]),
  );
}

/**
 * The component folders of the site's installed Docusaurus themes that ckdocs renders itself:
 * where neither ckdocs's theme, the site's `src/theme/` nor its plugins' themes have a `@theme/`
 * component (`@theme/CodeBlock/Content/String`, `@theme/Icon/Copy`), the site's Docusaurus has it.
 */
function installedThemeDirs(siteDir: string, themes = INSTALLED_THEMES): string[] {
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  return themes.flatMap((name) => {
    try {
      return [join(dirname(siteRequire.resolve(name)), 'theme')];
    } catch {
      return [];
    }
  });
}

/**
 * Every component name of the site's installed Docusaurus themes and of its plugins' theme
 * folders: what Docusaurus draws with a site's `src/theme/` file of the same name.
 */
export function installedThemeComponents(siteDir: string, themePaths: readonly string[] = []): Set<string> {
  return new Set([...installedThemeDirs(siteDir), ...themePaths].flatMap((dir) => [...themeFolderFiles(dir).keys()]));
}

/** The installed classic theme's components folder, if the site has the theme. */
export const classicThemeDir = (siteDir: string): string | undefined => installedThemeDirs(siteDir, [CLASSIC])[0];

const CLASSIC = '@docusaurus/theme-classic';

/** Docusaurus's themes whose components stand in for those ckdocs's theme lacks, first wins. */
const INSTALLED_THEMES = [CLASSIC, '@docusaurus/theme-search-algolia', '@docusaurus/theme-mermaid'];

/** Whether `specifier` resolves from the folder `dir`, as Node would find it. */
function installedFrom(dir: string, specifier: string): boolean {
  try {
    createRequire(join(dir, 'index.js')).resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

const supportedModules = () => Object.keys(DOCUSAURUS_MODULES).join(', ');

/**
 * Resolves `@docusaurus/*` to ckdocs's client modules and `@theme-original/*`, `@theme-init/*` to
 * its theme. An import of a module ckdocs does not provide, or of a name such a module does not
 * export, fails the build with the file and line of the import and what ckdocs provides.
 */
export function resolveDocusaurusModules(
  build: PluginBuild,
  ownTheme: Record<string, string>,
  { siteDir, cacheDir, fromPlugins }: { siteDir: string; cacheDir: string; fromPlugins?: { ownBlog?: boolean } },
): void {
  const themeAliases = { ...ownTheme, ...themeComponentAliases(), ...(fromPlugins?.ownBlog ? ownBlogAliases() : {}) };
  const aliases = { ...moduleAliases(), ...themeAliases, ...wrappedThemeAliases(themeAliases) };
  build.initialOptions.alias = { ...build.initialOptions.alias, ...aliases };
  // Plugins see an import before `alias` does: what is not aliased is not provided.
  // A ckdocs site's code gets ckdocs's modules only, whatever else its folder has installed.
  const docusaurusSite = isDocusaurusSite(cacheDir);
  const installedThemes = docusaurusSite ? installedThemeDirs(siteDir) : [];
  build.onResolve({ filter: /^@(docusaurus|theme(-original|-init)?)\// }, async (args) => {
    if (Object.hasOwn(aliases, args.path)) return undefined;
    // `@theme-original/X` of a component ckdocs's theme lacks is the installed theme's, which the site's X wraps.
    const themed = /^@theme(-original|-init)?\//.exec(args.path);
    if (themed)
      for (const dir of installedThemes) {
        const found = await build.resolve(`./${args.path.slice(themed[0].length)}`, {
          resolveDir: dir,
          kind: args.kind,
        });
        if (!found.errors.length) return found;
      }
    const docusaurus = args.path.startsWith('@docusaurus/');
    // A package of Docusaurus's the site installed (`@docusaurus/utils-common`) is itself.
    if (docusaurus && docusaurusSite && installedFrom(args.resolveDir, args.path)) return undefined;
    const provided = docusaurus
      ? `ckdocs provides ${supportedModules()}`
      : `the theme has ${Object.keys(themeAliases)
          .map((name) => name.slice('@theme/'.length))
          .join(', ')}`;
    return { errors: [{ text: `Could not resolve "${args.path}": ${provided}.` }] };
  });
  const workingDir = build.initialOptions.absWorkingDir ?? process.cwd();
  build.onEnd((result) => result.errors.forEach((error) => explainMissingExport(error, workingDir)));
}

/** Names the module and what it exports when an import asks one of ours for a name it lacks. */
function explainMissingExport(error: Message, workingDir: string): void {
  const match = /^No matching export in "(.+)" for import "(.+)"$/.exec(error.text);
  const file = match && relative(moduleDir, resolve(workingDir, match[1]!)).split('\\').join('/');
  const entry = file && Object.entries(DOCUSAURUS_MODULES).find(([, module]) => module.file === file);
  if (!entry) return;
  const [name, { exports }] = entry;
  error.text = `"${name}" has no export "${match![2]}" in ckdocs: it exports ${exports.join(', ')}.`;
}
