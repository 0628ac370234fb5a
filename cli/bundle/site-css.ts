import type { OnLoadResult, Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { SiteSetup } from '../stages/config.js';
import { fasterOptions } from '../docusaurus/plugin-context.js';
import { isDocusaurusConfig } from '../docusaurus/site-config.js';
import { UserError } from '../util/errors.js';
import { toolRoot } from '../util/tool-root.js';
import type { PluginInstance } from '../plugins/types.js';
import { codeColorsCss } from './code-colors.js';
import { cssMirror, rightToLeft } from './rtl-css.js';
import { cssFinish, mediaSorter, type CssFinish } from './finished-css.js';
import { infimaLayout, infimaStylesheet, infimaVariables, swizzledFamilies } from './infima-variables.js';
import { themeComponentNames } from './swizzled.js';
import { SASS_FILE, sassErrors, STYLESHEET, stylesheetCss } from './sass.js';
import { isPostCssSyntaxError, loadSitePostCss, type SitePostCss } from './postcss.js';
import { memoized, type StylesheetMemo } from './stylesheet-memo.js';
import { cssLayers, layeredImport, rewritesLayers, withOwnTheme, type CssLayers } from './css-layers.js';
import { docSearchButtonStyles, splitDocSearchCss } from './docsearch-css.js';
import { readFile } from 'node:fs/promises';
import { staticDirs, staticFile } from '../config/static-dirs.js';

/** How the site's own CSS is taken: its custom stylesheets, and its PostCSS when it has some. */
export interface SiteCss {
  /** The config's `customCss`, absolute: after the theme's CSS in the theme stylesheet. */
  customCss: string[];
  /** Whether the theme takes its colours and fonts from Infima's variables (a Docusaurus site's). */
  infima: boolean;
  /** Infima's families the site's or its plugins' theme components draw with (a Navbar's), beside the layout ones. */
  infimaFamilies: string[];
  /** The config's Prism themes as CSS, after the theme's and before the site's own. */
  codeColors?: string;
  /** A Docusaurus site's CSS cascade layers, when it has them (`future.v4`). */
  layers?: CssLayers;
  /**
   * Whether the site's PostCSS rewrites Infima's stylesheet (a preset that puts each stylesheet in
   * a cascade layer by where it comes from, then turns the layers into specificity): then ckdocs's
   * stylesheets that stand for Infima's go through it as Infima's does (`STANDS_FOR_INFIMA`).
   */
  rewritesInfima?: boolean;
  /** The stylesheets of its Algolia search theme's navbar button (docsearch-css.ts), when it has the theme. */
  docsearch?: { docsearch: string; theme?: string };
  postcss?: SitePostCss;
  /**
   * Files the CSS depends on besides the stylesheets, for the bundle cache: the PostCSS config and
   * the files its plugins name (Tailwind's config), and Infima's stylesheet. Tailwind also scans
   * the site's components, which the bundle reads anyway.
   */
  dependencies: Set<string>;
  /** Folders the site's PostCSS scanned for what to write (Tailwind's sources), as it ran. */
  scannedDirs: Set<string>;
  /** What the CSS is made with: the custom stylesheets, where PostCSS's plugins come from. */
  key: string;
  /** The static folders, absolute: where `url(/img/x.svg)` in the site's CSS is found, as in Docusaurus. */
  staticDirs: string[];
  /** Where the site's packages are (its Sass compiler). */
  siteDir: string;
  /**
   * What is done to the written stylesheets: on a Docusaurus site whose build minifies CSS with
   * cssnano, its media queries sorted; for a right-to-left locale, mirrored (rtl-css.ts).
   */
  finish?: CssFinish;
  /** The stylesheets the build's locale before this one made, by `key` and file. */
  memo?: StylesheetMemo;
}

/** The site's CSS setup; a `customCss` file that is not there is the config's error. */
export async function siteCss(
  setup: SiteSetup,
  plugins: { name: string; instance: PluginInstance }[],
  memo?: StylesheetMemo,
): Promise<SiteCss> {
  const customCss = setup.config.customCss.map((file) => resolve(setup.siteDir, file));
  const missing = customCss.find((file) => !existsSync(file));
  if (missing)
    throw new UserError(`customCss file ${relative(setup.siteDir, missing)} does not exist`, {
      file: setup.configFile,
      problems: ['Fix its path (from the site folder) in customCss, or take it out.'],
    });
  const presetEnv = setup.docusaurus?.core.postCssPresetEnv();
  const postcss = await loadSitePostCss(setup.siteDir, setup.cacheDir, plugins, { presetEnv });
  const infima = isDocusaurusConfig(setup.configFile);
  const infimaFamilies = infima
    ? swizzledFamilies(themeComponentNames(setup.siteDir, setup.fromPlugins?.themePaths))
    : [];
  // Where Docusaurus's PostCSS takes every stylesheet's rules out of their layers, its own are gone too.
  const pluginLayers = cssLayers(setup.docusaurus?.plugins);
  const layers =
    pluginLayers && !(presetEnv && rewritesLayers(presetEnv))
      ? withOwnTheme(pluginLayers, join(toolRoot, 'templates'), infimaStylesheet())
      : undefined;
  const docsearch = docSearchButtonStyles(setup.docusaurus?.plugins);
  // The config holds the plugins that configure PostCSS; Infima's variables are read from its package, not by esbuild.
  const dependencies = new Set([
    ...(postcss ? [setup.configFile, ...postcss.sources.filter(isAbsolute)] : []),
    ...(infima ? [infimaStylesheet()] : []),
    ...(docsearch ? Object.values(docsearch) : []),
  ]);
  const rewritesInfima =
    infima &&
    postcss !== undefined &&
    (await memoized(memo, `infima-probe\0${JSON.stringify(postcss.sources)}`, () => rewritesInfimaRule(postcss)));
  const codeColors = codeColorsCss(setup.config.prism);
  const sorter =
    setup.docusaurus && sortsMediaQueries(setup.docusaurus.context.siteConfig)
      ? setup.docusaurus.core.cssMediaSorter()
      : undefined;
  const mirror = rightToLeft(setup.config);
  return {
    finish: cssFinish(sorter ? mediaSorter(sorter) : undefined, mirror ? cssMirror(setup.siteDir) : undefined),
    customCss,
    infima,
    infimaFamilies,
    codeColors,
    layers,
    rewritesInfima,
    docsearch,
    postcss,
    dependencies,
    scannedDirs: new Set(),
    key: JSON.stringify([
      customCss,
      infima,
      infimaFamilies,
      codeColors,
      postcss?.sources,
      sorter,
      mirror,
      layers?.key,
      rewritesInfima,
      docsearch,
    ]),
    staticDirs: staticDirs(setup.siteDir, setup.config.staticDir),
    siteDir: setup.siteDir,
    memo,
  };
}

/**
 * Whether Docusaurus's build minifies CSS with cssnano and its preset (not with Faster's Lightning
 * CSS), which moves a stylesheet's media queries after its other rules, sorted mobile first: a
 * media query's rule then wins over a later one as strong, as the site's writers saw it built.
 */
const sortsMediaQueries = (siteConfig: Record<string, unknown>) => !fasterOptions(siteConfig)?.lightningCssMinimizer;

/** A rule as Infima writes them, to see what the site's PostCSS makes of Infima's stylesheet. */
const INFIMA_PROBE = 'html{color:red}';

/** Whether the site's PostCSS changes a rule of Infima's stylesheet (more than its spacing). */
async function rewritesInfimaRule(postcss: SitePostCss): Promise<boolean> {
  const { css } = await postcss.process(INFIMA_PROBE, infimaStylesheet());
  return css.replace(/\s+/g, '') !== INFIMA_PROBE;
}

/** ckdocs's stylesheets of a Docusaurus site that stand for Infima's rules, by file name in templates/docusaurus/. */
const STANDS_FOR_INFIMA = new Set(['infima.css', 'infima-components.css']);

/**
 * The theme stylesheet's entry: for a Docusaurus site Infima's layout classes, then ckdocs's
 * theme, then Infima's variables (all of the package's, then the theme's colours and fonts from
 * them), then the site's custom CSS, whose rules win over the theme's, then the search bar's
 * (DocSearch's and the search theme's); and the module it is in esbuild's metafile.
 */
export const THEME_STYLES = { entry: 'ck:theme-styles', module: 'ck-theme-styles:theme' };

/**
 * Resolves the theme stylesheet's entry, and runs the site's stylesheets through its PostCSS
 * (of ckdocs's theme, only Infima's rules, where that PostCSS rewrites Infima's). Errors name the
 * stylesheet and line.
 */
export function siteCssEsbuildPlugin(css: SiteCss): Plugin {
  const theme = join(toolRoot, 'templates');
  return {
    name: 'ckdocs-site-css',
    setup(build) {
      build.onResolve({ filter: /^ck:theme-styles$/ }, () => ({ path: 'theme', namespace: 'ck-theme-styles' }));
      // ckdocs's theme stands for Infima and the classic theme's stylesheets: it takes Infima's layer.
      const themeLayer = css.layers?.layerOf(infimaStylesheet());
      build.onLoad({ filter: /.*/, namespace: 'ck-theme-styles' }, () => ({
        contents: [
          ...(css.layers ? [`@layer ${css.layers.order.join(', ')};`] : []),
          ...[
            // Infima's layout classes first: ckdocs's theme, after them, wins where both style an element.
            ...(css.infima ? ['ck:infima-layout'] : []),
            join(theme, 'theme.css'),
            ...(css.infima
              ? [
                  'ck:infima-variables',
                  ...['infima.css', 'infima-components.css'].map((file) => join(theme, 'docusaurus', file)),
                ]
              : []),
            ...(css.codeColors ? ['ck:code-colors'] : []),
          ].map((file) => layeredImport(file, themeLayer)),
          ...css.customCss.map((file) => layeredImport(file, css.layers?.layerOf(file))),
          // The search theme's button as DocSearch and the theme style it, over ckdocs's likeness of
          // it and after the site's CSS, as Docusaurus orders the search bar's stylesheets.
          ...(css.docsearch
            ? [
                layeredImport('ck:docsearch-button', css.layers?.layerOf(css.docsearch.docsearch)),
                ...(css.docsearch.theme
                  ? [layeredImport(css.docsearch.theme, css.layers?.layerOf(css.docsearch.theme))]
                  : []),
              ]
            : []),
        ].join('\n'),
        loader: 'css',
        resolveDir: toolRoot,
      }));
      build.onResolve({ filter: /^ck:infima-variables$/ }, () => ({ path: 'variables', namespace: 'ck-infima' }));
      build.onResolve({ filter: /^ck:infima-layout$/ }, () => ({ path: 'layout', namespace: 'ck-infima' }));
      const { postcss } = css;
      // Infima's rules (its own, and ckdocs's that stand for them) through the site's PostCSS as
      // Infima's stylesheet, where that changes them: they keep their strength against the site's.
      const asInfima = async (name: string, source: () => Promise<string>, resolveDir?: string) =>
        notingScanned(
          css,
          await memoized<OnLoadResult>(css.memo, `${css.key}\0infima:${name}`, async () => {
            const result = await processCss(postcss!, infimaStylesheet(), await source());
            if ('errors' in result) return result;
            return { contents: result.css, loader: 'css', resolveDir, watchDirs: result.scannedDirs };
          }),
        );
      build.onLoad({ filter: /.*/, namespace: 'ck-infima' }, (args) => {
        const contents = args.path === 'layout' ? infimaLayout(css.infimaFamilies) : infimaVariables();
        if (css.rewritesInfima) return asInfima(args.path, async () => contents);
        return { contents, loader: 'css' };
      });
      build.onResolve({ filter: /^ck:docsearch-button$/ }, () => ({
        path: 'button',
        namespace: 'ck-docsearch-button',
      }));
      // ckdocs's likeness spaces the keys with a gap, which DocSearch's rules leave in place: DocSearch
      // spaces them with its keys' margins.
      build.onLoad({ filter: /.*/, namespace: 'ck-docsearch-button' }, async () => ({
        contents: `.DocSearch-Button-Keys { gap: normal; }\n${splitDocSearchCss(await readFile(css.docsearch!.docsearch, 'utf8')).button}`,
        loader: 'css',
      }));
      build.onResolve({ filter: /^ck:code-colors$/ }, () => ({ path: 'code-colors', namespace: 'ck-code-colors' }));
      build.onLoad({ filter: /.*/, namespace: 'ck-code-colors' }, () => ({ contents: css.codeColors, loader: 'css' }));
      // Docusaurus finds a stylesheet's root-relative `url()` in the static folders, then the site
      // folder (its bundler's roots), and bundles it.
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        const file = args.kind === 'url-token' && rootFile(css, args.path);
        return file ? { path: file } : undefined;
      });
      // Docusaurus's CSS loader reads a `~` in a `url()` or `@import` as "what follows is a module":
      // `~pkg/x.png` is the package's file, and `~/img/x.png` a root-relative path. What it does
      // not find is tried as written.
      build.onResolve({ filter: /~/ }, async (args) => {
        if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        const request = tildeRequest(args.path);
        if (request === undefined) return undefined;
        if (request.startsWith('/')) {
          const file = rootFile(css, request);
          return file ? { path: file } : undefined;
        }
        const found = await build.resolve(request, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
        });
        return found.errors.length ? undefined : found;
      });
      build.onLoad({ filter: STYLESHEET, namespace: 'file' }, async (args) => {
        if (!relative(theme, args.path).startsWith('..')) {
          const standsForInfima =
            css.rewritesInfima &&
            dirname(args.path) === join(theme, 'docusaurus') &&
            STANDS_FOR_INFIMA.has(basename(args.path));
          return standsForInfima
            ? asInfima(args.path, () => readFile(args.path, 'utf8'), dirname(args.path))
            : undefined;
        }
        if (!postcss && !SASS_FILE.test(args.path)) return undefined;
        const loaded = await memoized<OnLoadResult>(css.memo, `${css.key}\0${args.path}`, async () => {
          let source: Awaited<ReturnType<typeof stylesheetCss>>;
          try {
            source = await stylesheetCss(args.path, css.siteDir);
          } catch (error) {
            return sassErrors(error, args.path);
          }
          const result = postcss
            ? await processCss(postcss, args.path, source.css)
            : { css: source.css, dependencies: [] as string[], scannedDirs: [] as string[] };
          if ('errors' in result) return result;
          const watchFiles = [...source.files, ...result.dependencies];
          const watchDirs = result.scannedDirs;
          return { contents: result.css, loader: 'css', resolveDir: dirname(args.path), watchFiles, watchDirs };
        });
        for (const file of loaded.watchFiles ?? []) css.dependencies.add(file);
        return notingScanned(css, loaded);
      });
    },
  };
}

/** `loaded`, with the folders its PostCSS scanned noted in `css` (each time: a memoized result too). */
export function notingScanned(css: SiteCss, loaded: OnLoadResult): OnLoadResult {
  for (const dir of loaded.watchDirs ?? []) css.scannedDirs.add(dir);
  return loaded;
}

/** A root-relative path's file: in a static folder, else in the site folder, as Docusaurus's bundler roots are. */
function rootFile(css: SiteCss, path: string): string | undefined {
  return staticFile([...css.staticDirs, css.siteDir], path.split(/[?#]/)[0]!);
}

/**
 * What Docusaurus's CSS loader asks its bundler for, for a stylesheet's URL holding a `~`: a URL
 * neither root-relative nor `./`-relative is read from `./`, then everything up to its last `~`
 * (before any `?`) is dropped. `undefined` where that leaves the URL as it was.
 */
function tildeRequest(url: string): string | undefined {
  const relative = /^\.{0,2}\//.test(url) ? url : `./${url}`;
  const request = relative.replace(/^[^?]*~/, '');
  return request === relative ? undefined : request;
}

/** `source` of `file` through the site's PostCSS, or esbuild's errors: a syntax error at its line. */
export async function processCss(postcss: SitePostCss, file: string, source: string) {
  try {
    return await postcss.process(source, file);
  } catch (error) {
    if (!isPostCssSyntaxError(error)) throw error;
    const at = error.file ?? file;
    const lineText = at === file && error.line ? (source.split('\n')[error.line - 1] ?? '') : '';
    const location = { file: at, line: error.line ?? 1, column: Math.max(0, (error.column ?? 1) - 1), lineText };
    return { errors: [{ text: `PostCSS: ${error.reason}`, location }] };
  }
}
