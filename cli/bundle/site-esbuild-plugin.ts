import { readFile } from 'node:fs/promises';
import { splitDocSearchCss } from './docsearch-css.js';
import type { OnResolveResult, Plugin, PluginBuild } from 'esbuild';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { classicThemeDir, resolveDocusaurusModules } from './docusaurus-modules.js';
import { isDocusaurusSite } from '../docusaurus/generated-files.js';
import { resolveDocusaurusClient } from './docusaurus-client.js';
import { resolveSwizzled } from './swizzled.js';
import { resolveFallbacks } from './fallbacks.js';
import { provideNames } from './provided.js';
import { blogTemplateAliases } from '../blog/paths.js';
import { resolveDocusaurusFolderPaths } from './docusaurus-folder-paths.js';
import { toolRoot } from '../util/tool-root.js';
import { resolveBrowserCodeHighlighter } from './browser-code-highlighter.js';
import type { MdxOptions } from '../mdx/markdown-plugins.js';
import type { BundleLocale } from '../../common/bundle-locale.js';
import type { SiteData } from '../../common/data.js';
import type { PluginBundleParts } from '../plugins/page-outputs.js';
import type { ImportGroup } from './import-groups.js';
import {
  clientModulesSource,
  groupTableSource,
  pageImportsSource,
  pageSource,
  runtimeTableSource,
} from './module-sources.js';
import type { PageModule } from './types.js';
import { themeAliases } from './runtime-specifiers.js';
import { loadSiteFileModules, siteFileResolved } from './site-file-module.js';
import { runRuleLoaders } from './rule-loaders.js';
import { replaceModules } from './module-replacements.js';

const require = createRequire(join(toolRoot, 'package.json'));

/** Loaders of site code: JSX in `.js` files, which Docusaurus compiles (its own template has them). */
export const SITE_LOADERS = { '.js': 'jsx' } as const;

/**
 * Resolves what pages and theme import: compiled MDX pages (`ck-page:<key>`) or their imports
 * alone (`ck-imports:<key>`), the tables of import groups (`ck-group:<key>`), the site data
 * module (`ck:site-data`), the modules a page may import without a bundle, by specifier
 * (`ck:page-imports`), what draws docs through a version's DocItem (`ck:doc-item`,
 * `ck:doc-item-pages`), whether the search button draws DocSearch 3's Control key
 * (`ck:docsearch-sign-keys`), `@theme/*` (the theme's components), `@site/*` (the site folder),
 * and React, always from this tool so that pages and theme share one React. Without `site` (the
 * server's bundles), nothing may import the site data.
 */
export function siteEsbuildPlugin(options: {
  siteDir: string;
  /** The cache folder of the locale built, which holds its `@generated/*` modules. */
  cacheDir: string;
  site?: SiteData;
  pages: Map<string, PageModule>;
  groups?: Map<string, ImportGroup>;
  clientModules?: string[];
  /** What the site's plugins give the bundles: theme folders (first wins), module aliases, constants. */
  fromPlugins?: PluginBundleParts;
  /** The locale built: its strings by key are what `<Translate>` shows. */
  locale?: BundleLocale;
  /** A Docusaurus site's routes and docs modules are read as the bundle loads (Node), not bundled. */
  generatedAtLoad?: boolean;
  /**
   * What the pages that take the runtime's table of modules import, in a build (`serve`'s pages
   * change as it bundles again): the table holds those alone. Unset, it holds all it may.
   */
  tableImports?: ReadonlySet<string>;
  /** What pages compile with: the site's code themes colour code its components hand over as text. */
  mdx?: Pick<MdxOptions, 'codeThemes'>;
}): Plugin {
  return {
    name: 'ckdocs-site',
    setup(build) {
      // A package no folder above the importing file holds is looked for in the site's own
      // node_modules, as Docusaurus's webpack does: a docs folder outside the site (`path: '../docs'`)
      // imports what the site installed.
      build.initialOptions.nodePaths = [join(options.siteDir, 'node_modules')];
      runRuleLoaders(build, options.fromPlugins?.loaderRules ?? [], options.siteDir);
      build.onResolve({ filter: /^ck-(page|imports|group):/ }, (args) => {
        const colon = args.path.indexOf(':');
        return { path: args.path.slice(colon + 1), namespace: args.path.slice(0, colon) };
      });
      build.onLoad({ filter: /.*/, namespace: 'ck-page' }, (args) => {
        const page = options.pages.get(args.path)!;
        return { contents: pageSource(page), loader: 'js', resolveDir: page.resolveDir };
      });
      // The server runs a page's code as it is, with only its imports bundled (`ck-imports:<key>`).
      build.onLoad({ filter: /.*/, namespace: 'ck-imports' }, (args) => {
        const page = options.pages.get(args.path)!;
        return { contents: pageImportsSource(page), loader: 'js', resolveDir: page.resolveDir };
      });
      build.onLoad({ filter: /.*/, namespace: 'ck-group' }, (args) => {
        const group = options.groups!.get(args.path)!;
        return { contents: groupTableSource(group), loader: 'js', resolveDir: group.resolveDir };
      });
      build.onResolve(
        { filter: /^ck:(site-data|page-imports|client-modules|doc-item-pages|docsearch-sign-keys)$/ },
        (args) => ({
          path: args.path.slice(3),
          namespace: 'ck',
        }),
      );
      build.onResolve({ filter: /^ck:doc-item$/ }, () => ({
        path: join(toolRoot, 'templates/docusaurus/doc-item.tsx'),
      }));
      // Docusaurus's generated module of the plugins' global data, which client modules read as they load.
      build.onResolve({ filter: /^@generated\/globalData$/ }, () => ({ path: 'global-data', namespace: 'ck' }));
      build.onLoad({ filter: /.*/, namespace: 'ck' }, (args) => {
        if (args.path === 'page-imports')
          return { contents: runtimeTableSource(options.tableImports), loader: 'js', resolveDir: toolRoot };
        if (args.path === 'client-modules') return clientModulesSource(options.clientModules ?? [], options.siteDir);
        // Undefined where no version has a DocItem, so that the browser bundle leaves out their frame.
        if (args.path === 'doc-item-pages')
          return {
            contents:
              !options.site || options.site.versions.some((v) => v.docItem)
                ? "export { default as DocItemFrame } from '@theme/DocRoot/Layout/Main';\n"
                : 'export const DocItemFrame = undefined;\n',
            loader: 'js',
            resolveDir: toolRoot,
          };
        if (args.path === 'docsearch-sign-keys')
          return { contents: `export default ${options.fromPlugins?.docSearchSignKeys === true};\n`, loader: 'js' };
        if (args.path === 'global-data')
          return {
            contents: `import site from 'ck:site-data';\nimport { globalDataOf } from ${JSON.stringify(join(toolRoot, 'templates/docusaurus/global-data.ts'))};\nexport default globalDataOf(site);\n`,
            loader: 'js',
            resolveDir: toolRoot,
          };
        if (!options.site) throw new Error('the site data is for the browser bundle only');
        return { contents: JSON.stringify(options.site), loader: 'json' };
      });
      // `@theme/X` is an alias, resolved as the theme's own relative imports of the same files are:
      // a path handed back by onResolve lacks the package's module type, and whichever import of a
      // component came first decided how the bundle wraps its CommonJS imports.
      build.initialOptions.alias = {
        ...build.initialOptions.alias,
        ...themeAliases(),
        ...blogTemplateAliases(),
        ...options.fromPlugins?.aliases,
      };
      build.initialOptions.define = { ...build.initialOptions.define, ...options.fromPlugins?.defines };
      replaceModules(build, options.fromPlugins?.replacements);
      resolveFallbacks(build, options.fromPlugins?.fallbacks ?? {}, options.fromPlugins?.emptied ?? []);
      resolveDocusaurusFolderPaths(build, options.fromPlugins?.aliases ?? {}, options.fromPlugins?.generatedDir);
      provideNames(build, options.fromPlugins?.provided ?? {});
      resolveSwizzled(
        build,
        options.siteDir,
        options.fromPlugins?.themePaths,
        isDocusaurusSite(options.cacheDir) ? classicThemeDir(options.siteDir) : undefined,
      );
      resolvePluginThemes(build, options.fromPlugins?.themePaths ?? []);
      resolveBrowserCodeHighlighter(build, options.mdx?.codeThemes);
      loadSiteFileModules(build);
      resolveDocusaurusClient(
        build,
        {
          ...options,
          codeTranslations: options.locale?.codeTranslations,
          pluginsGeneratedDir: options.fromPlugins?.generatedDir,
        },
        options.fromPlugins?.themePaths,
      );
      resolveDocusaurusModules(build, themeAliases(), options);
      // Hundreds of pages import the same few `@site/` modules.
      const siteImport = onePerBuild<OnResolveResult>(build);
      build.onResolve({ filter: /^@site\// }, (args) =>
        siteImport(`${args.kind}:${args.path}`, async () => {
          const found = await build.resolve(`./${args.path.slice(6)}`, {
            resolveDir: options.siteDir,
            kind: args.kind,
          });
          // The error names the path as the site wrote it.
          for (const error of found.errors) error.text = `Could not resolve "${args.path}"`;
          return siteFileResolved(found);
        }),
      );
      // The search modal's stylesheet, as text its lazy chunk injects: no CSS on pages until search is used.
      // Named by package path, not absolute path: a virtual module's name goes into its chunk's hash.
      build.onResolve({ filter: /^ck:docsearch-css$/ }, () => ({
        path: '@docsearch/css/dist/style.css',
        namespace: 'ck-docsearch-modal',
      }));
      build.onLoad({ filter: /.*/, namespace: 'ck-docsearch-modal' }, async (args) => ({
        contents: splitDocSearchCss(await readFile(require.resolve(args.path), 'utf8')).modal,
        loader: 'text',
      }));
      // Search code is loaded on first use in the browser and never runs on the server: the
      // server bundle keeps those dynamic imports as they are instead of inlining them.
      build.onResolve({ filter: /runtime\/search\// }, (args) =>
        build.initialOptions.platform === 'node' && args.kind === 'dynamic-import'
          ? { path: args.path, external: true }
          : undefined,
      );
      shareReact(build);
    },
  };
}

/**
 * One React for the theme and every page, whatever copies the site installed: the server bundle
 * leaves it to Node, and the browser's takes ckdocs's own, as esbuild resolves an alias from the
 * working folder (ckdocs's). Options, not a resolve callback: every module of the bundle imports it.
 */
function shareReact(build: PluginBuild): void {
  const { initialOptions: options } = build;
  if (options.platform === 'node')
    options.external = [...(options.external ?? []), ...REACT.flatMap((name) => [name, `${name}/*`])];
  else options.alias = { ...options.alias, ...Object.fromEntries(REACT.map((name) => [name, name])) };
}

const REACT = ['react', 'react-dom'];

/** The search box, which stays ckdocs's where a plugin's theme has one (swizzled.ts, `OWN_PARTS`). */
const OWN_SEARCH_BAR = '@theme/SearchBar';

/**
 * `@theme/X` from the site's plugins' theme folders (`getThemePath`), after the site's own
 * `src/theme/` (swizzled.ts). As Docusaurus layers a theme over the classic one, a plugin's
 * component takes the place of ckdocs's of the same name (an API theme's Tabs), but for the search
 * box: ckdocs's search replaces a local search plugin's, whose box reads an index only the plugin's
 * own build writes, wherever it is imported (the classic theme's search item imports it too).
 */
function resolvePluginThemes(build: PluginBuild, themePaths: string[]): void {
  if (!themePaths.length) return;
  // Every page and component importing a `@theme/` name asks: the folders are searched once a name.
  const themeImport = onePerBuild<OnResolveResult | undefined>(build);
  build.onResolve({ filter: /^@theme\// }, (args) =>
    themeImport(`${args.kind}:${args.path}`, async () => {
      if (args.path === OWN_SEARCH_BAR) return undefined;
      for (const dir of themePaths) {
        const found = await build.resolve(`./${args.path.slice('@theme/'.length)}`, {
          resolveDir: dir,
          kind: args.kind,
        });
        if (!found.errors.length) return siteFileResolved(found);
      }
      return undefined;
    }),
  );
}

/**
 * One answer per key for a build, forgotten when the next starts: each of esbuild's answers to
 * `build.resolve` is a slow round trip, and the same import is asked about from many files.
 */
function onePerBuild<T>(build: PluginBuild): (key: string, make: () => Promise<T>) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  build.onStart(() => answers.clear());
  return (key, make) => {
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = make()));
    return answer;
  };
}
